/**
 * Clean text for the people who read it: a bare carriage return in a multi-line field is stored
 * as a line break (on a terminal it would send the cursor back over the line), and bidi
 * overrides and invisible characters reach neither the firm's tool nor the mail body as they
 * are: they are written out as `[U+202E]`. The JSON export keeps the value, as a \u escape.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { MAIL_FOLDER } from '../../server/mail/mailFiles';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postJson, validRequest, waitFor } from './support/fixtures';
import { requestsTool } from '../support/requestsTool';
import { parseMail } from './support/parsedMail';

const cleanups = cleanUpAfterEach();

const RLO = '\u202e';
const ZERO_WIDTH_SPACE = '\u200b';

it('stores bare CR as LF, and shows bidi overrides and invisible characters escaped in the tool and the mail', async () => {
  const { config, ...server } = await serverForTest(cleanups);
  const response = await postJson(
    server.url,
    validRequest({
      firstName: `Ali${RLO}ecnE`,
      problemDescription: `First line\rSecond line\r\nThird${ZERO_WIDTH_SPACE} line, fine`,
      goals: `Goal one\rGoal two`,
    }),
  );
  expect(response.status).toBe(200);
  const [stored] = await server.store.list();
  expect(stored!.problemDescription).toBe(`First line\nSecond line\nThird${ZERO_WIDTH_SPACE} line, fine`);
  expect(stored!.goals).toBe('Goal one\nGoal two');

  const tool = async (...args: string[]) => (await requestsTool({ DATA_DIR: config.DATA_DIR }, ...args)).stdout;
  for (const output of [await tool('list'), await tool('show', stored!.id)]) {
    expect(output).toContain('Ali[U+202E]ecnE');
    expect(output).not.toMatch(/[\r\u202e\u200b]/);
  }
  expect(await tool('show', stored!.id)).toContain(
    'problemDescription: First line\n    Second line\n    Third[U+200B] line',
  );
  const exported = await tool('export', '--format', 'json');
  expect(exported).not.toMatch(/[\u202e\u200b]/);
  expect(exported).toContain('Ali\\u202eecnE');
  expect((JSON.parse(exported) as { firstName: string }[])[0]!.firstName).toBe(`Ali${RLO}ecnE`);

  const file = path.join(config.DATA_DIR, MAIL_FOLDER, `${stored!.id}.eml`);
  await waitFor(() => fs.existsSync(file), 10_000, 'the mail file');
  const mail = await parseMail(fs.readFileSync(file));
  for (const part of [mail.text, mail.html]) {
    expect(part).toContain('Ali[U+202E]ecnE');
    expect(part).toContain('Third[U+200B] line');
    expect(part).not.toMatch(/[\r\u202e\u200b]/);
  }
});
