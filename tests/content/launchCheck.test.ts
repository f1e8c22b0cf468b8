/**
 * `npm run check:launch` on copies of the fixture content: every placeholder, marked or not,
 * and every setting that would keep requests from reaching the firm, one line each; exit 1
 * while any remain, 0 once the content and the settings are the firm's own. The copies are
 * English-only but for the test of the French draft translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { checkLaunch as runLaunchCheck } from '../../scripts/check-launch';
import { checkCopyrightYear } from '../../content-pipeline/copyrightYear';
import type { ContentFixture } from '../support/contentFixture';
import { contentForTest } from '../support/contentForTest';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { fixtureText } from '../support/sourceFile';

/** Settings of a server that mails a real mailbox. */
const LAUNCH_SETTINGS = {
  SMTP_URL: 'smtps://website:secret@mail.lakeshore-law.ca:465',
  MAIL_TO: 'intake@lakeshore-law.ca',
  MAIL_FROM: 'Website <no-reply@lakeshore-law.ca>',
};

/** The report as the command prints it: its lines, then the content's errors if any. */
async function checkLaunch(contentDir: string, env: Record<string, string> = LAUNCH_SETTINGS) {
  const { status, lines, errors } = await runLaunchCheck({ contentDir, env });
  return { status, lines: [...lines, ...errors] };
}

/** The fixture content with every example replaced by a value of the firm's own. */
function launchReadyContent(): ContentFixture {
  const ready = contentForTest({ french: false });
  ready.edit('site.yaml', (text) =>
    text
      .replace('https://www.example.com', 'https://www.lakeshore-law.ca')
      .replace('info@example.com', 'info@lakeshore-law.ca')
      .replace('(416) 555-0142', '(416) 362-4100')
      .replace('(905) 555-0168', '(905) 276-1900')
      .replace("'+19055550168'", "'+19052761900'")
      .replace(/^copyrightYear: \d+$/m, `copyrightYear: ${THIS_YEAR}`)
      .replace(EXAMPLE_SOURCE, AWARD_SOURCE),
  );
  for (const person of ['alexandra-reid', 'michael-tan']) {
    ready.edit(`team/${person}.mdx`, (text) =>
      text.replace('@example.com', '@lakeshore-law.ca').replace(EXAMPLE_SOURCE, AWARD_SOURCE),
    );
  }
  return ready;
}

/** The year of the check. */
const THIS_YEAR = new Date().getFullYear();
/** The fixture's awards cite an example site; a launch-ready award cites its issuer's. */
const EXAMPLE_SOURCE = 'https://www.example.org/';
const AWARD_SOURCE = 'https://www.ontario-legal-association.ca/';

describe('check:launch', () => {
  it('passes once the content and the settings are the firm’s own', async () => {
    expect(await checkLaunch(launchReadyContent().dir)).toEqual({
      status: 0,
      lines: ['check:launch: nothing left to confirm: the site is ready to launch.'],
    });
  });

  it('lists each French file as a draft translation until translationConfirmed: true, one line each', async () => {
    const fixture = launchReadyContent();
    fs.mkdirSync(path.join(fixture.dir, 'fr', 'pages'), { recursive: true });
    for (const notice of ['privacy', 'legal-notice', 'accessibility']) {
      const file = `fr/pages/${notice}.mdx`;
      fixture.write(file, fixtureText(file));
    }
    const frenchLines = async () =>
      (await checkLaunch(fixture.dir)).lines.filter((line) => line.startsWith('content/fr/'));
    const lines = await frenchLines();
    expect(lines.map((line) => line.replace(/:\d+: .*/, ''))).toEqual([
      'content/fr/pages/accessibility.mdx',
      'content/fr/pages/legal-notice.mdx',
      'content/fr/pages/privacy.mdx',
    ]);
    expect(lines.every((line) => line.includes('draft translation, not yet confirmed'))).toBe(true);
    // Confirming is the one line an editor changes: the file leaves the list.
    fixture.edit('fr/pages/privacy.mdx', (text) =>
      text.replace('translationConfirmed: false', 'translationConfirmed: true'),
    );
    expect((await frenchLines()).map((line) => line.replace(/:\d+: .*/, ''))).toEqual([
      'content/fr/pages/accessibility.mdx',
      'content/fr/pages/legal-notice.mdx',
    ]);
  });

  it('lists every example left unmarked: addresses at example.com and 555-01xx numbers', async () => {
    const reserved = "can only be an example (reserved for fiction): write the firm's real address or number";
    expect(await checkLaunch(contentForTest({ french: false }).dir)).toEqual({
      status: 1,
      lines: [
        `content/site.yaml:27: "https://www.example.com" ${reserved}`,
        `content/site.yaml:30: "555-0142" ${reserved}`,
        `content/site.yaml:32: "555-0168" ${reserved}`,
        `content/site.yaml:33: "info@example.com" ${reserved}`,
        `content/site.yaml:83: "https://www.example.org/awards/2023" ${reserved}`,
        `content/team/alexandra-reid.mdx:4: "alexandra.reid@example.com" ${reserved}`,
        `content/team/alexandra-reid.mdx:28: "https://www.example.org/pro-bono/2022" ${reserved}`,
        `content/team/michael-tan.mdx:4: "michael.tan@example.com" ${reserved}`,
        `content/site.yaml:131: copyrightYear is 2024, behind this year (${THIS_YEAR}): write copyrightYear: ${THIS_YEAR}`,
        'check:launch: 9 things to change before launch.',
      ],
    });
  });

  it('names each field still holding a listed example by its label, until the real value is written', async () => {
    const fixture = launchReadyContent();
    const listed = "examples:\n  - Lakeshore Law Professional Corporation\n  - '1998'\n  - Old Firm LLP\n";
    fixture.edit('site.yaml', (text) => text.replace('examples: []\n', listed));
    fixture.edit('pages/about.mdx', (text) =>
      text.replace(
        'placeholders: []\n',
        "placeholders:\n  - 'The awards are examples: list the firm''s own, or remove them'\n",
      ),
    );
    const real = "write the firm's real value";
    const stale = (value: string) =>
      `content/site.yaml: “Example values still to replace” lists “${value}”, which no field holds any more: delete it from the list`;
    expect((await checkLaunch(fixture.dir)).lines).toEqual([
      `content/site.yaml: “Full name of the firm” is still the example “Lakeshore Law Professional Corporation”: ${real}`,
      // A number is compared as it is written.
      `content/site.yaml: “Figures about the firm › Year founded” is still the example “1998”: ${real}`,
      stale('Old Firm LLP'),
      "content/pages/about.mdx:11: placeholder text: The awards are examples: list the firm's own, or remove them; " +
        'then delete this line from "placeholders"',
      'check:launch: 4 things to change before launch.',
    ]);
    // Writing the real value is the whole change: the field is no longer named.
    fixture.edit('site.yaml', (text) =>
      text.replace('firmName: Lakeshore Law Professional Corporation', 'firmName: Reid Tan LLP'),
    );
    const after = (await checkLaunch(fixture.dir)).lines;
    expect(after).not.toContainEqual(expect.stringContaining('“Full name of the firm”'));
    expect(after).toContain(stale('Lakeshore Law Professional Corporation'));
    expect(after).toContainEqual(expect.stringContaining('“Figures about the firm › Year founded”'));
  });

  it('lists each claim without its source and each text that contradicts the firm’s facts, one line each', async () => {
    const fixture = launchReadyContent();
    fixture.edit('site.yaml', (text) => text.replace(/\nsources:\n(?: .*\n)+/, '\n'));
    fixture.edit('pages/about.mdx', (text) => `${text}\nA Toronto based firm with a proven track record.\n`);
    const lastLine = fixtureText('pages/about.mdx').split('\n').length + 1;
    const result = await checkLaunch(fixture.dir);
    // Each line: where, the claim, then the rule and what to do (checkFirmFacts.test.ts has them whole).
    expect(result.lines.map((line) => line.replace(/^([^"]*"[^"]*") .*/, '$1'))).toEqual([
      `content/site.yaml:3: 'tagline' "Exceptional legal services"`,
      `content/site.yaml:76: 'claims.yearsExperience' "10+"`,
      `content/site.yaml:77: 'claims.clientsServed' "500+"`,
      `content/pages/about.mdx:${lastLine}: "proven track record"`,
      `content/pages/about.mdx:${lastLine}: "Toronto based"`,
      'check:launch: 5 things to change before launch.',
    ]);
    expect(result.lines[0]).toContain('rule 4.2-1 asks that marketing be demonstrably true, accurate and verifiable');
    expect(result.status).toBe(1);
  });

  it('lists the settings that keep requests from reaching a person', async () => {
    const env = { MAIL_TO: 'office@example.org', SITE_URL: 'https://staging.example.net' };
    expect(await checkLaunch(launchReadyContent().dir, env)).toEqual({
      status: 1,
      lines: [
        'environment: SITE_URL is an example address (https://staging.example.net): ' +
          "write the site's real address, e.g. https://www.your-firm.ca",
        'environment: SMTP_URL is not set, so mail is only written to files and no request reaches anyone: ' +
          'set SMTP_URL=smtps://user:password@mail.your-firm.ca:465 (docs/settings.md)',
        'environment: MAIL_TO is an example address (office@example.org): ' +
          'set it to the mailbox the firm reads for new requests',
        'environment: MAIL_FROM is an example address (Website <no-reply@example.com>): set it to an address of ' +
          "the firm's own domain that its mail server may send from, e.g. MAIL_FROM='Website <no-reply@your-firm.ca>'",
        'check:launch: 4 things to change before launch.',
      ],
    });
  });

  it('refuses a site address that is not https, in the content or in SITE_URL', async () => {
    const fixture = launchReadyContent();
    fixture.edit('site.yaml', (text) => text.replace('https://www.lakeshore-law.ca', 'http://www.lakeshore-law.ca'));
    const notHttps = (where: string, address: string) =>
      `${where} is not an https address (${address}): requests hold personal information and must travel ` +
      'encrypted; write it with https://, e.g. https://www.your-firm.ca (docs/going-live.md)';
    const fromContent = await checkLaunch(fixture.dir);
    expect(fromContent.lines).toEqual([
      `content/site.yaml: ${notHttps('siteUrl in content/site.yaml', 'http://www.lakeshore-law.ca')}`,
      'check:launch: 1 thing to change before launch.',
    ]);
    expect(fromContent.status).toBe(1);

    const fromSetting = await checkLaunch(fixture.dir, { ...LAUNCH_SETTINGS, SITE_URL: 'http://lakeshore-law.ca' });
    expect(fromSetting.lines).toEqual([
      `environment: ${notHttps('SITE_URL', 'http://lakeshore-law.ca')}`,
      'check:launch: 1 thing to change before launch.',
    ]);
    expect(fromSetting.status).toBe(1);
    const https = { ...LAUNCH_SETTINGS, SITE_URL: 'https://lakeshore-law.ca' };
    expect((await checkLaunch(fixture.dir, https)).status).toBe(0);
  });

  it('stops at content errors: launch readiness means nothing while the content does not build', async () => {
    const fixture = launchReadyContent();
    fixture.edit('site.yaml', (text) => text.replace('firmName:', 'firmNme:'));
    expect(await checkLaunch(fixture.dir)).toEqual({
      status: 1,
      lines: [
        'check:launch: the content has errors: fix them first (npm run check:content).',
        "content/site.yaml:1: 'firmNme' is not a known field: did you mean 'firmName'? Rename it, or remove the line",
      ],
    });
  });
});

describe('the copyright year', () => {
  // Once a year has passed it, check:launch lists it with its line and the year to write (above).
  it('is not listed in its own year', async () => {
    const checked = await checkAndLoadContent({ contentDir: FIXTURE_CONTENT_DIR });
    if (!checked.content) throw new Error('the fixture content has errors');
    // The fixture's copyrightYear is 2024.
    expect(checkCopyrightYear(checked.content, checked.files, new Date('2024-03-15T12:00:00Z'))).toEqual([]);
  });
});
