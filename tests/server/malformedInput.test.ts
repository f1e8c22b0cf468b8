/** (d) Hostile input: every malformed request gets its 4xx JSON answer, nothing is stored, the server stays up. */
import { describe, expect, it } from 'vitest';
import { serverForFile } from './support/fileServer';
import { ENDPOINT, healthOf, validRequest } from './support/fixtures';

interface Case {
  name: string;
  method?: string;
  contentType?: string;
  body?: string;
  expected: number;
}

const FIELDS = Object.keys(validRequest());
const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'legalServiceArea', 'problemDescription'];
const json = (value: unknown) => JSON.stringify(value);

/** Values no field accepts: wrong types, control characters, broken Unicode, oversize text. */
const BAD_VALUES: [string, unknown][] = [
  ['number', 12345678901],
  ['array', ['a', 'b']],
  ['object', { nested: 'x' }],
  ['boolean', true],
  ['NUL character', 'Ann\u0000Lee'],
  ['escape sequence', '\u001b[31mred'],
  ['lone surrogate', 'abc\ud800def'],
  ['very long text', 'x'.repeat(6000)],
  ['long odd Unicode', '\u202e\u{1F600}'.repeat(3000)],
];

function buildCases(): Case[] {
  const cases: Case[] = [];
  const refused = (name: string, body: string) => cases.push({ name, body, expected: 400 });
  for (const field of FIELDS) {
    for (const [label, value] of BAD_VALUES) {
      // goals and consultedBefore may hold any printable text up to their limits.
      if (['goals'].includes(field) && label === 'escape sequence') continue;
      refused(`${field}: ${label}`, json(validRequest({ [field]: value })));
    }
  }
  for (const field of REQUIRED) {
    const missing = validRequest();
    delete missing[field];
    refused(`missing ${field}`, json(missing));
    refused(`blank ${field}`, json(validRequest({ [field]: '   ' })));
    refused(`null ${field}`, json(validRequest({ [field]: null })));
  }
  const invalidValues: Record<string, unknown[]> = {
    email: ['not-an-email', 'a@', '@b.com', 'a b@c.com', `${'a'.repeat(250)}@example.com`],
    phone: ['12', 'call me', '555-0100; DROP TABLE', '1'.repeat(21), '-------', '+'],
    legalServiceArea: ['Family', 'tax', 'fam ily', ''],
    urgencyLevel: ['IMMEDIATE', 'now', null],
    contactMethod: ['fax', 'Phone', null],
    bestTime: ['midnight', 'Morning'],
    problemDescription: ['too short', 'x'.repeat(5001)],
    firstName: ['x'.repeat(101), 'Tab\there', 'Line\nbreak'],
    consultedBefore: ['y'.repeat(101)],
    goals: ['g'.repeat(2001)],
  };
  for (const [field, values] of Object.entries(invalidValues)) {
    for (const value of values)
      refused(`${field} = ${String(value).slice(0, 20)}`, json(validRequest({ [field]: value })));
  }
  const badJson = [
    '',
    '{',
    '{"firstName":',
    '{firstName: "a"}',
    "{'a':1}",
    'null',
    'true',
    '42',
    '"string"',
    'undefined',
    '[',
    '{"a":1,}',
    'NaN',
    '{"a":"\\x00"}',
    '\u0000',
    '{"a":1}{"b":2}',
    '{"a" 1}',
    '\ufeff{',
    '{"__proto__":',
    '<xml/>',
  ];
  for (const body of badJson) refused(`bad JSON ${json(body).slice(0, 20)}`, body);
  for (const shape of ['[]', '[1,2,3]', json([validRequest()]), '{}', json({ data: validRequest() })]) {
    refused(`wrong shape ${shape.slice(0, 20)}`, shape);
  }
  const prototypeAttacks = [
    '{"__proto__":{"firstName":"Polluted","polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    json({ ...validRequest({ email: 'bad' }), __proto__: { polluted: true } }).replace('"__proto__"', '"__proto__"'),
    '{"firstName":{"__proto__":{"polluted":true}}}',
    '{"__proto__":null,"toString":"x"}',
  ];
  for (const body of prototypeAttacks) refused(`prototype ${body.slice(0, 25)}`, body);
  for (const size of [33 * 1024, 64 * 1024, 200 * 1024]) {
    cases.push({
      name: `huge body ${size}`,
      body: json(validRequest({ problemDescription: 'x'.repeat(size) })),
      expected: 413,
    });
  }
  const contentTypes = [
    'text/plain',
    'text/html',
    'application/xml',
    'multipart/form-data; boundary=x',
    'application/octet-stream',
    'application/javascript',
    'image/png',
    'application/json; charset=iso-8859-1',
    'application/jsonx',
    '',
  ];
  for (const contentType of contentTypes) {
    cases.push({ name: `content type "${contentType}"`, contentType, body: json(validRequest()), expected: 415 });
  }
  // UTF-16 is a charset body-parser reads; ours arrives as UTF-8 bytes, so it cannot be parsed.
  cases.push({
    name: 'JSON declared as UTF-16',
    contentType: 'application/json; charset=utf-16',
    body: json(validRequest()),
    expected: 400,
  });
  for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
    cases.push({
      name: `method ${method}`,
      method,
      body: method === 'GET' ? undefined : json(validRequest()),
      expected: 405,
    });
  }
  cases.push({
    name: 'too many form fields',
    contentType: 'application/x-www-form-urlencoded',
    body: Array.from({ length: 60 }, (_, i) => `f${i}=1`).join('&'),
    expected: 303,
  });
  return cases;
}

const server = serverForFile({ RATE_LIMIT_MAX: '10000' });

describe('malformed requests', () => {
  const cases = buildCases();

  it(`has at least 200 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(200);
  });

  it('answers each with its 4xx JSON answer and stores nothing', async () => {
    const failures: string[] = [];
    const queue = [...cases];
    async function worker(): Promise<void> {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const check = await send(next);
        if (check) failures.push(`${next.name}: ${check}`);
      }
    }
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    expect(await server.store.count()).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await healthOf(server.url)).toEqual({ status: 200, body: { status: 'ok' } });
  });
});

/** Sends one case; returns what was wrong, or undefined. */
async function send(testCase: Case): Promise<string | undefined> {
  const headers: Record<string, string> = {};
  if (testCase.contentType !== '') headers['Content-Type'] = testCase.contentType ?? 'application/json';
  const response = await fetch(`${server.url}${ENDPOINT}`, {
    method: testCase.method ?? 'POST',
    headers,
    body: testCase.body,
    redirect: 'manual',
  });
  const text = await response.text();
  if (response.status !== testCase.expected)
    return `status ${response.status}, expected ${testCase.expected}: ${text.slice(0, 200)}`;
  if (response.status === 303)
    return response.headers.get('location')?.startsWith('/contact/errors?') ? undefined : 'bad location';
  let body: { success?: unknown; error?: unknown; fieldErrors?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    return `answer is not JSON: ${text.slice(0, 100)}`;
  }
  if (body.success !== false || typeof body.error !== 'string') return `unexpected answer ${text.slice(0, 200)}`;
  if (testCase.expected === 405 && response.headers.get('allow') !== 'POST') return 'no Allow: POST';
  return undefined;
}
