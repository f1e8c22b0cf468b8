/**
 * Each kind of editor mistake, made in a copy of the fixture content, gives exactly one line
 * naming the file, the line, the field, what is wrong and the fix.
 * docs/editors/checker-messages.md lists the same messages for editors: change both together.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it, onTestFinished } from 'vitest';
import { writePictureFiles } from '../../build/pictureFiles';
import { checkBuiltSite } from '../../content-pipeline/checkBuiltSite';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { formatProblem } from '../../content-pipeline/contentProblem';
import type { ContentFixture } from '../support/contentFixture';
import { contentForTest } from '../support/contentForTest';
import { writePhonePhoto } from '../support/phonePhoto';
import { fixtureText } from '../support/sourceFile';

/**
 * The checker's lines for a copy of content/ after one change. The copy leaves out the French
 * folder unless `french` is set: each English file would otherwise add its "no French version"
 * warning, and these tests are of one mistake, one line (the French ones are at the end).
 */
async function linesAfter(
  change: (f: ContentFixture) => void,
  options: { publicDir?: string; french?: boolean } = {},
): Promise<string[]> {
  const fixture = contentForTest({ french: options.french ?? false });
  change(fixture);
  const problems = (await checkAndLoadContent({ contentDir: fixture.dir, publicDir: options.publicDir })).problems;
  return problems.map(formatProblem);
}

/** One test: after `change`, the checker gives exactly the `expected` lines. */
const gives = (name: string, change: (f: ContentFixture) => void, expected: unknown[]) =>
  it(name, async () => expect(await linesAfter(change)).toEqual(expected));
const appendTo = (file: string, text: string) => (f: ContentFixture) => f.edit(file, (body) => `${body}\n${text}\n`);
/** The files most mistakes are made in; most at the end of the About page, its line 50. */
const FAMILY_LAW = 'services/family-law.mdx';
const MICHAEL_TAN = 'team/michael-tan.mdx';
const ABOUT = 'pages/about.mdx';
const appendToAbout = (text: string) => appendTo(ABOUT, text);
const replaceIn = (file: string, from: string | RegExp, to: string) => (f: ContentFixture) =>
  f.edit(file, (text) => {
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`${String(from)} not found in ${file}`);
    return changed;
  });

/** A copy of public/ with these pictures added under images/: bytes, or a picture for sharp to save. */
async function publicWith(pictures: Record<string, Buffer | Sharp>): Promise<string> {
  const publicDir = tempDir();
  fs.cpSync(path.resolve('public'), publicDir, { recursive: true });
  for (const [name, picture] of Object.entries(pictures)) {
    const file = path.join(publicDir, 'images', name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await (Buffer.isBuffer(picture) ? fs.promises.writeFile(file, picture) : picture.toFile(file));
  }
  return publicDir;
}

/** A plain picture of `width` by `height` pixels, for sharp to save in any format. */
const SOLID = (width: number, height: number) => ({
  create: { width, height, channels: 3 as const, background: { r: 200, g: 180, b: 150 } },
});

/** A folder for the running test, removed once it has finished. */
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'checker-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The line of `awards:` in the fixture's site.yaml, and the line a sentence appended to family-law.mdx lands on. */
const FIXTURE_AWARD_LINE = fixtureText('site.yaml').split('\n').indexOf('awards:') + 1;
const FAMILY_LAW_LAST_LINE = fixtureText(FAMILY_LAW).split('\n').length + 1;

describe('YAML and MDX syntax', () => {
  gives('frontmatter that is not valid YAML', replaceIn(ABOUT, 'title: About', 'title: About: Our Firm'), [
    'content/pages/about.mdx:3: the frontmatter between the two "---" lines is not valid YAML (Nested mappings are not allowed in compact mappings): a value contains ": " or a line is indented too far: put the value in quotes or line it up',
  ]);

  it('frontmatter in another language than YAML is named, never run', async () => {
    const proof = path.join(tempDir(), 'ran');
    const code = `({ title: require('fs').writeFileSync(${JSON.stringify(proof)}, 'x') })`;
    for (const opening of ['---js', '---javascript', '--- coffee', '---json']) {
      const lines = await linesAfter(replaceIn(ABOUT, /^---\n[^]*?\n---\n/, `${opening}\n${code}\n---\n`));
      // The page is missing, so the links to it are named too.
      expect(lines[0]).toBe(
        `content/pages/about.mdx:1: the frontmatter opens with "${opening.replace(' ', '')}": a page's fields are YAML only and never run as code: make the first line "---" alone`,
      );
    }
    expect(fs.existsSync(proof)).toBe(false);
  });

  gives(
    'site.yaml that is not valid YAML',
    replaceIn('site.yaml', /^email: .*$/m, 'email: info@example.com\nemail: x@example.com'),
    [
      'content/site.yaml:34: is not valid YAML (Map keys must be unique): a field is written twice: keep only one of them',
    ],
  );

  gives('a component that is never closed', appendToAbout('<Section heading="More">\n\nText.'), [
    'content/pages/about.mdx:50: is not valid MDX (Expected a closing tag for `<Section>`): close each component with its own closing tag, spelt the same, e.g. <Section> … </Section>',
  ]);

  gives('a brace that is never closed', appendToAbout('Open { brace'), [
    'content/pages/about.mdx:50: is not valid MDX (Unexpected end of file in expression, expected a corresponding closing brace for `{`): close the "{" with "}", or write \\{ for a plain brace',
  ]);

  gives('a component the site does not have', appendToAbout('<Sectoin heading="x">Text</Sectoin>'), [
    'content/pages/about.mdx:50: <Sectoin> is not a component you may use: did you mean <Section>? The components are: AreaAtAGlance, Awards, ButtonLink, CallToAction, Card, CardGrid, Column, Columns, ConsultationForm, ContactCards, Count, EmergencyNotice, Fact, FormErrorList, Hero, OfficeHours, Reveal, Section, ServiceCards, SiteSearch, Stats, TeamProfiles',
  ]);
});

describe('files the site does not read, and pages with no fields', () => {
  const FIX =
    'a page starts with a line "---", its fields (such as title: …) and another line "---": copy the top of another page in this folder';
  const WHERE =
    'content/pages/, content/services/, content/team/ or content/articles/ (in content/fr/… when in French)';
  const LINK = 'is a link to another file, which the site never reads: put the file itself here, or remove the link';
  const inFolder = (file: string, text: string) => (f: ContentFixture) => {
    fs.mkdirSync(path.dirname(path.join(f.dir, file)), { recursive: true });
    f.write(file, text);
  };

  gives('an empty page', inFolder('services/tax-law.mdx', ''), [`content/services/tax-law.mdx:1: is empty: ${FIX}`]);
  gives('a page of text alone', inFolder('articles/notes.mdx', 'Some notes.\n'), [
    `content/articles/notes.mdx:1: has no frontmatter: ${FIX}`,
  ]);
  gives('empty lines above the first "---"', replaceIn(ABOUT, /^/, '\n\n'), [
    'content/pages/about.mdx:1: starts with empty lines: the first line of a page must be "---"; remove the lines above it',
  ]);
  gives('frontmatter that is never closed', replaceIn(ABOUT, /\n---\n/, '\n'), [
    'content/pages/about.mdx:1: the frontmatter is never closed: add a line "---" after the last field',
  ]);
  gives(
    'a file saved in another encoding than UTF-8',
    (f) => fs.appendFileSync(path.join(f.dir, ABOUT), Buffer.from([0xe9])),
    [
      `content/pages/about.mdx:${fixtureText(ABOUT).split('\n').length}: has a character that is not UTF-8 ("\uFFFD" here): save the file again as UTF-8 (Save As, then Encoding: UTF-8) and check its accents`,
    ],
  );
  it('aliases that would expand past the memory are refused, not expanded', async () => {
    // Each line repeats the one above nine times: 9 to the 7th values from seven short lines.
    const levels = [...'abcdefg'].map((name, i, names) => {
      const items = i === 0 ? 'x' : `*${names[i - 1]}`;
      return `${name}: &${name} [${Array(9).fill(items).join(', ')}]`;
    });
    expect(await linesAfter(replaceIn(ABOUT, /^---\n/, `---\n${levels.join('\n')}\n`))).toEqual([
      'content/pages/about.mdx:2: the frontmatter between the two "---" lines could not be read (Excessive alias count indicates a resource exhaustion attack): write each value out rather than repeat it with & and *',
    ]);
  });
  gives('a page saved as .md', inFolder('articles/new-article.md', fixtureText(FAMILY_LAW)), [
    'content/articles/new-article.md: the site reads only files ending in ".mdx" here: if it is a page, rename it to end in ".mdx"; if not, remove it',
  ]);
  gives('a folder inside a folder of pages: one line for the folder', inFolder('services/old/family-law.mdx', 'x'), [
    'content/services/old/: the site does not read folders inside content/services/: move the files into content/services/ itself, or remove the folder',
  ]);
  gives(
    'a file and a folder the site does not have; hidden files pass',
    (f) => {
      inFolder('es/pages/about.mdx', fixtureText(ABOUT))(f);
      inFolder('notes.txt', 'x')(f);
      inFolder('team/.gitkeep', '')(f);
    },
    [
      `content/es/: the site does not read this folder: pages belong in ${WHERE}; move the files there, or remove the folder`,
      `content/notes.txt: the site does not read this file: pages belong in ${WHERE}; move it there, or remove it`,
    ],
  );

  gives(
    'a picture no page shows any more is a warning; those pages show are not',
    inFolder('images/team/former-partner.webp', 'x'),
    [
      'content/images/team/former-partner.webp: warning: no page shows this picture: delete it if it is no longer needed (until then it stays in the repository, though never published)',
    ],
  );

  it('a link in content/ or public/ is named and never followed', async () => {
    // Read, the linked page would give its own error: its YAML is broken.
    const elsewhere = path.join(tempDir(), 'elsewhere.mdx');
    fs.writeFileSync(elsewhere, '---\ntitle: a: b\n---\n');
    const publicDir = await publicWith({});
    fs.symlinkSync(elsewhere, path.join(publicDir, 'images', 'linked.png'));
    const lines = await linesAfter(
      (f) => {
        fs.symlinkSync(elsewhere, path.join(f.dir, 'pages', 'linked.mdx'));
        fs.symlinkSync(path.dirname(elsewhere), path.join(f.dir, 'services', 'more'));
      },
      { publicDir },
    );
    expect(lines).toEqual([
      `content/pages/linked.mdx: ${LINK}`,
      `content/services/more: ${LINK}`,
      `public/images/linked.png: ${LINK}`,
    ]);
  });
});

describe('YAML mistakes point at the line to change', () => {
  gives(
    'a line indented further than the one above',
    replaceIn('site.yaml', '  city: Mississauga', '   city: Mississauga'),
    [
      'content/site.yaml:36: is not valid YAML (Nested mappings are not allowed in compact mappings): this line is indented further than the field above it: line it up with the fields around it',
    ],
  );

  gives(
    'a quote opened and not closed, in site.yaml',
    replaceIn('site.yaml', 'tagline: Exceptional', 'tagline: "Exceptional'),
    [
      'content/site.yaml:3: is not valid YAML (Missing closing "quote): a quote opened on this line is not closed: add the closing quote at the end of the value',
    ],
  );

  gives(
    'a quote opened and not closed, in a page',
    replaceIn(ABOUT, 'title: About Our Firm', 'title: "About Our Firm'),
    [
      'content/pages/about.mdx:3: the frontmatter between the two "---" lines is not valid YAML (Missing closing "quote): a quote opened on this line is not closed: add the closing quote at the end of the value',
    ],
  );
});

describe('copy that counts', () => {
  gives(
    'a number of practice areas that no longer matches is a warning',
    replaceIn('pages/home.mdx', 'intro="Five practice areas', 'intro="Six practice areas'),
    [
      'content/pages/home.mdx:24: warning: "Six practice areas" no longer matches the site, which has 5 practice areas: write <Count of="practiceAreas" /> where the number stands, or correct it',
    ],
  );

  gives('"one of our team members" is not a count', appendToAbout('One of our team members will call you.'), []);
});

describe('phone numbers', () => {
  gives(
    'a number missing a digit: phones could not call it',
    replaceIn('site.yaml', 'display: (416) 555-0142', 'display: (416) 555-014'),
    [
      "content/site.yaml:30: 'phones[0].display' is not a whole phone number: write it with its area code, such as (416) 555-0142",
    ],
  );

  gives(
    'a number outside North America, with its country code',
    replaceIn('site.yaml', 'display: (905) 555-0168', 'display: +33 1 23 45 67 89'),
    [],
  );
});

describe('components and their values', () => {
  gives('code in braces, which would stop the build', appendToAbout('Our rate is {flat} this year.'), [
    'content/pages/about.mdx:50: "{flat}" is code, which pages may not contain: write \\{ for a plain brace, or remove the braces',
  ]);

  gives('an import line', appendToAbout("import x from './x.js'"), [
    'content/pages/about.mdx:50: an "import" or "export" line is code, which pages may not contain: remove it (components need no import)',
  ]);

  gives('a comment in braces is fine', appendToAbout('{/* a note for other editors */}'), []);

  gives('a fact that does not exist', appendToAbout('Founded in <Fact name="fonded" />.'), [
    'content/pages/about.mdx:50: <Fact name="fonded"> is not a value it takes: did you mean name="founded"? name is one of "firmName", "shortName", "founded", "yearsExperience", "clientsServed", "email", "responseTime", "languagesServed", "requestRetentionDays"',
  ]);

  gives('a tone that does not exist', appendToAbout('<Section heading="More" tone="dark">Text</Section>'), [
    'content/pages/about.mdx:50: <Section tone="dark"> is not a value it takes: tone is one of "alt", or leave it out',
  ]);

  gives('a switch written with a value', appendToAbout('<ServiceCards detailed="yes" />'), [
    'content/pages/about.mdx:50: <ServiceCards detailed="yes"> is not how to turn it on: write detailed alone, or leave it out',
  ]);

  gives('a value the component does not take', appendToAbout('<Card titel="Integrity">Text</Card>'), [
    'content/pages/about.mdx:50: <Card> has no value "titel": did you mean title? It takes: title',
    'content/pages/about.mdx:50: <Card> needs title="…": for example <Card title="Integrity">Text</Card>',
  ]);

  gives('a value on a component that takes none', appendToAbout('<Stats size="big" />'), [
    'content/pages/about.mdx:50: <Stats> takes no values: write <Stats />',
  ]);

  gives('a value in braces', appendToAbout('<Card title={heading}>Text</Card>'), [
    'content/pages/about.mdx:50: <Card title={…}> holds code in braces, which pages may not contain: write title="…" with the text in quotes',
  ]);

  gives('text between the tags of a component that takes none', appendToAbout('<Stats>Our figures</Stats>'), [
    'content/pages/about.mdx:50: <Stats> takes nothing between its tags: write <Stats />',
  ]);

  gives('a component with nothing between tags that need something', appendToAbout('<CardGrid></CardGrid>'), [
    'content/pages/about.mdx:50: <CardGrid> needs something between its tags: for example <CardGrid><Card title="Integrity">Text</Card></CardGrid>',
  ]);
});

describe("a page's layout, and what Word leaves behind when its text is pasted", () => {
  gives(
    'a Column inside a Column',
    appendToAbout(
      '<Columns>\n<Column>\n<Column narrow>\nInner\n</Column>\n</Column>\n<Column>\n\nOther\n\n</Column>\n</Columns>',
    ),
    [
      'content/pages/about.mdx:52: <Column> stands inside <Column>: it belongs directly inside <Columns>, for example <Column narrow>Text</Column>',
    ],
  );

  gives(
    'a card written on one line, which the visual editor cannot open',
    appendToAbout('<CardGrid>\n<Card title="One">Text</Card>\n</CardGrid>'),
    [
      'content/pages/about.mdx:51: <Card> is written on one line, which the visual editor cannot open: put <Card …> on a line of its own, its text below after an empty line, then an empty line and </Card>',
    ],
  );

  gives('a Column on its own', appendToAbout('<Column>\nAlone\n</Column>'), [
    'content/pages/about.mdx:50: <Column> stands on its own: it belongs directly inside <Columns>, for example <Column narrow>Text</Column>',
  ]);

  gives(
    'a closing call-to-action inside a column',
    appendToAbout(
      '<Columns>\n<Column>\n<CallToAction heading="Ready?" button="Book" />\n</Column>\n<Column>\n\nOther\n\n</Column>\n</Columns>',
    ),
    [
      'content/pages/about.mdx:52: <CallToAction> stands inside <Column>, where it would be squeezed to part of the width: move it after </Columns>',
    ],
  );

  gives(
    'Columns inside a Card',
    appendToAbout(
      '<CardGrid>\n<Card title="One">\n<Columns>\n<Column>\n\nA\n\n</Column>\n<Column>\n\nB\n\n</Column>\n</Columns>\n</Card>\n</CardGrid>',
    ),
    [
      'content/pages/about.mdx:52: <Columns> stands inside <Card>, where it would be squeezed to part of the width: move it after </CardGrid>',
    ],
  );

  gives(
    'bullets pasted from Word: one line each, saying to make a list',
    appendToAbout('·      Record of Employment\n\n•\tPay stubs'),
    [
      'content/pages/about.mdx:50: "Record of Employment" starts with a bullet pasted from Word, which shows as a dot in the text: make it an item of a list (the editor\'s list button, or "- " at the start of the line)',
      'content/pages/about.mdx:52: "Pay stubs" starts with a bullet pasted from Word, which shows as a dot in the text: make it an item of a list (the editor\'s list button, or "- " at the start of the line)',
    ],
  );

  gives('a bold line standing for a heading', appendToAbout('**What to Bring**\n\nYour documents.'), [
    'content/pages/about.mdx:50: "What to Bring" is a bold line standing alone: if it is a heading, make it one (the editor\'s heading menu, or "## " at the start of the line); otherwise add it to the paragraph it introduces',
  ]);

  gives(
    'a picture and a link whose marks were escaped, as a tool that saves Markdown as text leaves them',
    appendToAbout(
      'Our office:\n\n!\\[The reception desk\\]\\(/images/office.webp\\)\n\nSee \\[our fees\\]\\(/contact\\).',
    ),
    [
      'content/pages/about.mdx:52: "![The reception desk](/images/office.we…" shows as text on the page, marks and all: a picture or link was turned into characters. Delete it and insert it again with the editor\'s Image or Link button',
      'content/pages/about.mdx:54: "See [our fees](/contact)." shows as text on the page, marks and all: a picture or link was turned into characters. Delete it and insert it again with the editor\'s Image or Link button',
    ],
  );

  gives(
    'a list, a heading and bold words inside a sentence are what they should be: no line',
    appendToAbout('## What to Bring\n\n- Record of Employment\n\nBring **every** pay stub.'),
    [],
  );
});

describe('frontmatter fields', () => {
  gives('a missing required field', replaceIn(FAMILY_LAW, /^summary:.*\n(?: {2}.*\n)*/m, ''), [
    `content/services/family-law.mdx: 'summary' is missing: add a "summary:" line, for example summary: One or two sentences on this practice area.`,
  ]);

  gives('a practice area that does not say who it is for', replaceIn(FAMILY_LAW, /^audience:\n( {2}- .*\n)+/m, ''), [
    `content/services/family-law.mdx: 'audience' is missing: add a "audience:" line, for example audience: [Who the area serves]`,
  ]);

  gives('a field left empty', replaceIn(MICHAEL_TAN, /^role: .*$/m, 'role:'), [
    `content/team/michael-tan.mdx:3: 'role' has no value: write one after "role:", for example role: Title of the Role`,
  ]);

  gives('a number in quotes', replaceIn(FAMILY_LAW, 'order: 8', 'order: "8"'), [
    `content/services/family-law.mdx:14: 'order' must be a number, without quotes (found "8"): write order: 8`,
  ]);

  gives('a yes/no field written as text', replaceIn(FAMILY_LAW, 'noindex: false', 'noindex: "no"'), [
    `content/services/family-law.mdx:9: 'noindex' must be true or false, without quotes (found "no"): write noindex: true or false`,
  ]);

  gives('a list written as one value', replaceIn(FAMILY_LAW, 'aliases:\n  - /family', 'aliases: /family'), [
    `content/services/family-law.mdx:7: 'aliases' must be a list in square brackets (found "/family"): write aliases: [/family]`,
  ]);

  gives(
    'a slug without its leading slash',
    replaceIn(FAMILY_LAW, 'slug: /services/family-law', 'slug: services/family-law'),
    [
      `content/services/family-law.mdx:2: 'slug' must start with "/" (found "services/family-law"): write slug: /services/family-law`,
    ],
  );

  gives('an alias with capitals and spaces', replaceIn(FAMILY_LAW, '  - /family\n', '  - /Family Law\n'), [
    `content/services/family-law.mdx:8: 'aliases[0]' must be lower-case words joined by "-" (found "/Family Law"): write "/family-law" in aliases`,
  ]);

  gives('an e-mail address that is not one', replaceIn(MICHAEL_TAN, /^email: .*$/m, 'email: michael.tan'), [
    `content/team/michael-tan.mdx:4: 'email' must be an e-mail address such as name@example.com (found "michael.tan")`,
  ]);

  gives(
    'an unknown field gets the nearest known name',
    replaceIn(ABOUT, 'slug: /about', 'slug: /about\nalias: [/our-firm]'),
    ["content/pages/about.mdx:3: 'alias' is not a known field: did you mean 'aliases'? Rename it, or remove the line"],
  );

  gives('a misspelt required field is one mistake, not also a missing field', replaceIn(MICHAEL_TAN, 'role:', 'rol:'), [
    "content/team/michael-tan.mdx:3: 'rol' is not a known field: did you mean 'role'? Rename it, or remove the line",
  ]);

  gives(
    'an unknown field with no near name lists the known ones',
    replaceIn(MICHAEL_TAN, 'order: 2', 'order: 2\nphotograph: me.jpg'),
    [
      "content/team/michael-tan.mdx:6: 'photograph' is not a known field: remove the line (known fields here: name, role, email, order, education, licence, areas, certifiedSpecialist, awards, photo, photoAlt, placeholders, sources, examples)",
    ],
  );
});

describe('HTML the security policy blocks: one error each, at its line', () => {
  const BLOCKED = "is blocked by the site's security policy";
  const EMPTY_BOX = 'so visitors would see an empty box';
  const lineOf = (expected: string) => `content/pages/about.mdx:50: ${expected}`;
  const linesFor = (text: string) => linesAfter(appendToAbout(text));

  it('a map or video pasted as <iframe>', async () => {
    const embed =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    expect(await linesFor(embed)).toEqual([
      lineOf(
        `<iframe> ${BLOCKED}, ${EMPTY_BOX}: link to the map or video instead, e.g. [See us on the map](https://…); <ContactCards /> shows the office address`,
      ),
    ]);
  });

  it("a widget's <script>, with a src or with code full of braces", async () => {
    const message = lineOf(
      `<script> ${BLOCKED}, so it would never run: link to the service instead, e.g. [Book a time](https://…), or to the consultation form, [Book a consultation](/contact)`,
    );
    expect(await linesFor('<script src="https://widget.example.com/w.js"></script>')).toEqual([message]);
    const inline =
      '<script>\n  window.dataLayer = window.dataLayer || [];\n  function track() { dataLayer.push(arguments); }\n</script>';
    expect(await linesFor(inline)).toEqual([message]);
  });

  it('<style>, <object> and <embed>', async () => {
    expect(await linesFor('<style>\n.card { color: red; }\n</style>')).toEqual([
      lineOf(
        `<style> ${BLOCKED}, so it would change nothing: the site's own styles apply; for a tinted band write <Section heading="…" tone="alt">`,
      ),
    ]);
    const file = `${EMPTY_BOX}: save the file under public/ and link to it, e.g. [Read the guide (PDF)](/files/guide.pdf)`;
    expect(await linesFor('<object data="/guide.pdf" type="application/pdf"></object>')).toEqual([
      lineOf(`<object> ${BLOCKED}, ${file}`),
    ]);
    expect(await linesFor('Our guide: <embed src="/guide.pdf"> (PDF).')).toEqual([
      lineOf(`<embed> ${BLOCKED}, ${file}`),
    ]);
  });

  gives(
    'an element in capitals is the same element',
    appendToAbout('<IFRAME SRC="https://player.example.com/1"></IFRAME>'),
    [expect.stringContaining(`about.mdx:50: <iframe> ${BLOCKED}`)],
  );

  it('an on…= attribute, on HTML or on a component', async () => {
    const handler = `${BLOCKED}, so it would never run: remove it; a link or <ButtonLink> needs no script`;
    expect(await linesFor('<a href="/contact" onclick="track()">Write to us</a>')).toEqual([
      lineOf(`onclick="…" on <a> ${handler}`),
    ]);
    expect(await linesFor('<ButtonLink href="/contact" onClick={track}>Book</ButtonLink>')).toEqual([
      lineOf(`onClick="…" on <ButtonLink> ${handler}`),
    ]);
  });

  it('a javascript: address, in Markdown or in HTML', async () => {
    const address = (shown: string) =>
      lineOf(
        `the link "${shown}" ${BLOCKED}, so it would do nothing: link to a page or web address instead, e.g. /contact or https://…`,
      );
    expect(await linesFor('[Call us](javascript:alert(1))')).toEqual([address('javascript:alert(1)')]);
    expect(await linesFor('<a href=" JavaScript:void(0)">Top</a>')).toEqual([address('JavaScript:void(0)')]);
  });

  it('shown as code, it is only text', async () => {
    const quoted =
      'Never paste `<script>` into a page:\n\n```html\n<iframe src="https://maps.example.com"></iframe>\n```';
    expect(await linesFor(quoted)).toEqual([]);
  });
});

describe('awards and marketing claims', () => {
  gives(
    'an award without its issuer is an error naming the field',
    replaceIn('team/alexandra-reid.mdx', '    issuer: Example Bar Association\n', ''),
    [
      'content/team/alexandra-reid.mdx:25: \'awards[0].issuer\' is missing: add a "issuer:" line, for example issuer: Name of the Organisation',
    ],
  );

  gives(
    'an award whose source is not a web address',
    replaceIn('site.yaml', 'source: https://www.example.org/awards/2023', 'source: Law Times, 2023'),
    [
      `content/site.yaml:${FIXTURE_AWARD_LINE + 4}: 'awards[0].source' must be the full web address where a visitor can check the award, starting with https:// (found "Law Times, 2023")`,
    ],
  );

  it('an award of a year still to come', async () => {
    const next = new Date().getFullYear() + 1;
    expect(await linesAfter(replaceIn('site.yaml', 'year: 2023', `year: ${next}`))).toEqual([
      `content/site.yaml:${FIXTURE_AWARD_LINE + 3}: 'awards[0].year' is after this year, ${next - 1} (found ${next}): write the year it was given`,
    ]);
  });

  gives('<Awards /> while site.yaml lists none is a warning', replaceIn('site.yaml', /\nawards:\n(?: .*\n)+/, '\n'), [
    'content/pages/about.mdx:45: warning: <Awards /> shows nothing: content/site.yaml lists no awards: add them under awards (name, issuer, year, source), or remove <Awards /> and its heading',
  ]);

  gives(
    'a claim a regulator would question is a warning with the rule',
    appendTo(FAMILY_LAW, 'We guarantee a fair settlement.'),
    [
      `content/services/family-law.mdx:${FAMILY_LAW_LAST_LINE}: warning: "guarantee" promises an outcome no lawyer can promise, which the marketing rules forbid: say what the firm will do, e.g. "We will explain your options and keep you informed"`,
    ],
  );
});

describe('licences and notices', () => {
  gives(
    'a licensing body the site does not know',
    replaceIn('team/alexandra-reid.mdx', 'body: Law Society of Ontario', 'body: Law Society'),
    [
      'content/team/alexandra-reid.mdx:16: \'licence.body\' must be one of "Law Society of Ontario" or "College of Immigration and Citizenship Consultants" (found "Law Society")',
    ],
  );

  gives(
    "a licensing body written by another of its names gets the body's name",
    replaceIn('team/alexandra-reid.mdx', 'body: Law Society of Ontario', 'body: Law Society of Upper Canada'),
    [
      'content/team/alexandra-reid.mdx:16: \'licence.body\' must be one of "Law Society of Ontario" or "College of Immigration and Citizenship Consultants" (found "Law Society of Upper Canada"): did you mean "Law Society of Ontario"? write body: Law Society of Ontario',
    ],
  );

  gives(
    "a licensing body written by its initials gets the body's name",
    replaceIn(MICHAEL_TAN, 'body: College of Immigration and Citizenship Consultants', 'body: CICC'),
    [
      'content/team/michael-tan.mdx:13: \'licence.body\' must be one of "Law Society of Ontario" or "College of Immigration and Citizenship Consultants" (found "CICC"): did you mean "College of Immigration and Citizenship Consultants"? write body: College of Immigration and Citizenship Consultants',
    ],
  );

  gives(
    'a certified specialist without a licence of the Law Society',
    replaceIn(MICHAEL_TAN, 'certifiedSpecialist: []', 'certifiedSpecialist: [Immigration Law]'),
    [
      "content/team/michael-tan.mdx:17: 'certifiedSpecialist' is for lawyers the Law Society of Ontario certifies as specialists, and this profile has no licence of the Law Society of Ontario: remove the line, or correct the licence",
    ],
  );

  gives(
    'a licence number in the wrong form for its body',
    replaceIn(MICHAEL_TAN, 'number: R123456', 'number: 12345A'),
    [
      'content/team/michael-tan.mdx:14: \'licence.number\' is not a College of Immigration and Citizenship Consultants number (found "12345A"): write it as the body\'s directory shows it, e.g. "R123456"',
    ],
  );

  gives(
    'a placeholder note with ": " in it, not in quotes',
    replaceIn(ABOUT, 'placeholders: []\n', 'placeholders:\n  - The awards are examples: remove them\n'),
    [
      'content/pages/about.mdx:11: \'placeholders[0]\' must be one line of text, but its ": " made YAML read a field: ' +
        "put the whole text in single quotes, e.g. - 'The awards are examples: remove them'",
    ],
  );

  gives('a notice that leads to no page', (f) => f.remove('pages/accessibility.mdx'), [
    'content/site.yaml:135: \'notices.accessibility\' leads to no page (found "/accessibility"): use the address of a page, such as /contact, or remove the link',
  ]);
});

describe('addresses and form values across files', () => {
  // A page nothing links to, so the one mistake gives only its own two lines.
  gives('two pages with one slug', replaceIn('pages/thank-you.mdx', 'slug: /thank-you', 'slug: /who-we-are'), [
    `content/pages/thank-you.mdx:2: 'slug' "/who-we-are" is also the slug of content/pages/who-we-are.mdx: give each page its own slug`,
    `content/pages/who-we-are.mdx:2: 'slug' "/who-we-are" is also the slug of content/pages/thank-you.mdx: give each page its own slug`,
  ]);

  gives(
    "an alias that is another page's slug",
    replaceIn('services/tort-negligence.mdx', '/personal-injury', '/what-we-do'),
    [
      `content/services/tort-negligence.mdx:7: 'aliases' "/what-we-do" is the slug of content/pages/what-we-do.mdx, so it cannot also redirect: remove it from aliases`,
    ],
  );

  gives(
    "an alias that is the page's own slug",
    replaceIn(FAMILY_LAW, '  - /family\n', '  - /family\n  - /services/family-law\n'),
    [
      `content/services/family-law.mdx:7: 'aliases' "/services/family-law" is this page's own slug, so it would redirect to itself: remove it from aliases`,
    ],
  );

  gives('an alias claimed by two pages', replaceIn(FAMILY_LAW, '  - /family\n', '  - /family\n  - /employment\n'), [
    `content/services/family-law.mdx:7: 'aliases' "/employment" is already an alias in content/services/employment-law.mdx: keep it in one file only`,
  ]);

  gives(
    'a form value that is not lower-case words',
    replaceIn(FAMILY_LAW, 'formValue: family', 'formValue: Family Law'),
    [
      `content/services/family-law.mdx:15: 'formValue' must be lower-case words joined by "-" (found "Family Law"): write formValue: family-law`,
    ],
  );

  gives(
    'a form value used twice',
    replaceIn('services/real-estate-law.mdx', 'formValue: real-estate', 'formValue: corporate'),
    [
      `content/services/corporate-law.mdx:15: 'formValue' "corporate" is also the formValue of content/services/real-estate-law.mdx: give each practice area its own value`,
      `content/services/real-estate-law.mdx:14: 'formValue' "corporate" is also the formValue of content/services/corporate-law.mdx: give each practice area its own value`,
    ],
  );
});

describe('images', () => {
  gives('a file name with a space', appendToAbout('![Our office](/images/our office.webp)'), [
    'content/pages/about.mdx:50: the image "/images/our office.webp" has a space: rename the file without spaces and write its new name, e.g. /images/our-office.webp',
  ]);

  gives('a markdown image without alt text', appendToAbout('![](/images/heroes/about.webp)'), [
    'content/pages/about.mdx:50: the image "/images/heroes/about.webp" has no alt text for people who cannot see it: click the picture, then “Describe the picture (alt text)”, and say what it shows',
  ]);

  gives('an <img> without alt text', appendToAbout('<img src="/images/heroes/about.webp" />'), [
    'content/pages/about.mdx:50: the <img> "/images/heroes/about.webp" has no alt text: add alt="what the picture shows"',
  ]);

  gives('an image file that does not exist', appendToAbout('![Our office](/images/office.webp)'), [
    'content/pages/about.mdx:50: the image "/images/office.webp" is not a file under public/ or content/: upload the picture in the editor, or correct the path',
  ]);

  gives('an image from another website', appendToAbout('![Our office](https://example.com/office.webp)'), [
    'content/pages/about.mdx:50: the image "https://example.com/office.webp" is on another website: save the file under public/images/ and write its path, e.g. /images/office.jpg',
  ]);

  it('a picture over 20 MB: export it smaller', async () => {
    const publicDir = await publicWith({ 'office.jpg': Buffer.alloc(21 * 1024 * 1024) });
    expect(await linesAfter(appendToAbout('![Our office](/images/office.jpg)'), { publicDir })).toEqual([
      'content/pages/about.mdx:50: the image "/images/office.jpg" is 21.0 MB, over the 20 MB a picture may be: export it again about 2,000 pixels wide as a JPEG (a photo editor\'s "Export" does it)',
    ]);
  });

  it('a picture in a format the site cannot show (SVG too), cut short, too many pixels, or no picture at all', async () => {
    const photo = await sharp(SOLID(800, 600)).jpeg().toBuffer();
    // 30,000 pixels square as its header says, without the time and memory of making one.
    const frame = photo.indexOf(Buffer.from([0xff, 0xc0]));
    const huge = Buffer.from(photo);
    huge.writeUInt16BE(30_000, frame + 5);
    huge.writeUInt16BE(30_000, frame + 7);
    const publicDir = await publicWith({
      'office.gif': sharp(SOLID(800, 600)).gif(),
      'office.jpg': Buffer.from('not a picture'),
      'cut.jpg': photo.subarray(0, photo.length / 2),
      'huge.jpg': huge,
      'logo.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>'),
    });
    const pictures = ['office.gif', 'office.jpg', 'cut.jpg', 'huge.jpg', 'logo.svg'];
    const lines = pictures.map((name) => `<img src="/images/${name}" alt="Our office" />\n`);
    const reexport = 'export it again about 2,000 pixels wide as a JPEG (a photo editor\'s "Export" does it)';
    expect(await linesAfter(appendToAbout(lines.join('\n')), { publicDir })).toEqual([
      'content/pages/about.mdx:50: the image "/images/office.gif" is a GIF file: export it again as a JPEG, PNG, WebP or AVIF',
      'content/pages/about.mdx:52: the image "/images/office.jpg" could not be read as a picture: open it in a photo editor and export it again as a JPEG',
      `content/pages/about.mdx:54: the image "/images/cut.jpg" is damaged or cut short: it could not be read to its end: ${reexport}, or upload it again`,
      `content/pages/about.mdx:56: the image "/images/huge.jpg" is 30,000 × 30,000 pixels, over the 268 million pixels a picture may have: ${reexport}`,
      'content/pages/about.mdx:58: the image "/images/logo.svg" is an SVG drawing, which the site does not publish: export it as a PNG',
    ]);
  });

  it("a picture the build cannot copy after all is named in the build's message", async () => {
    const file = path.join(tempDir(), 'cut.jpg');
    const photo = await sharp(SOLID(800, 600)).jpeg().toBuffer();
    fs.writeFileSync(file, photo.subarray(0, photo.length / 2));
    const picture = {
      url: '/images/cut.jpg',
      file,
      format: 'jpeg',
      width: 800,
      height: 600,
      hash: 'c0ffee000000',
    } as const;
    await expect(writePictureFiles([{ ...picture, uses: ['body'] }], tempDir())).rejects.toThrow(
      `the picture ${path.relative(process.cwd(), file)} could not be copied (`,
    );
  });

  it('a picture narrower than where it is shown: ask for a larger one', async () => {
    const publicDir = await publicWith({ 'office.jpg': sharp(SOLID(300, 200)).jpeg() });
    expect(await linesAfter(appendToAbout('![Our office](/images/office.jpg)'), { publicDir })).toEqual([
      'content/pages/about.mdx:50: the image "/images/office.jpg" is 300 pixels wide, but it is shown up to 704 pixels wide, so it would look blurred: ask for a larger one, at least 704 pixels wide (1408 looks sharp on phones)',
    ]);
  });

  const FAMILY_HERO = 'heroImage: /images/services/family-law/heroImage.webp';

  it('a JPEG or PNG as it comes, wide enough, is fine in the text and as a hero', async () => {
    const publicDir = await publicWith({
      'office.jpg': sharp(SOLID(2400, 1600)).jpeg(),
      'heroes/family.png': sharp(SOLID(1200, 900)).png(),
    });
    const change = (f: ContentFixture) => {
      appendToAbout('![Our office](/images/office.jpg)')(f);
      replaceIn(FAMILY_LAW, FAMILY_HERO, 'heroImage: /images/heroes/family.png')(f);
      // As the editor does when a picture is replaced; left, it would be a picture no page shows.
      f.remove('images/services/family-law/heroImage.webp');
    };
    expect(await linesAfter(change, { publicDir })).toEqual([]);
  });

  gives(
    "a service's heroImage that does not exist",
    replaceIn(FAMILY_LAW, FAMILY_HERO, 'heroImage: /images/heroes/family.webp'),
    [
      "content/services/family-law.mdx:64: 'heroImage' is not a file under public/ or content/: upload the picture in the editor, or correct the path",
    ],
  );
});

describe('team photos', () => {
  const withPhoto = (lines: string) => replaceIn(MICHAEL_TAN, 'order: 2', `order: 2\n${lines}`);

  gives(
    'a photo file that does not exist',
    withPhoto('photo: /images/team/michael-tan.webp\nphotoAlt: Michael Tan at his desk'),
    [
      "content/team/michael-tan.mdx:6: 'photo' is not a file under public/ or content/: upload the picture in the editor, or correct the path",
    ],
  );

  gives('a photo without photoAlt', withPhoto('photo: /images/team/michael-tan.webp'), [
    "content/team/michael-tan.mdx:6: 'photo' has no description: write what it shows in “What the portrait shows”, such as Head-and-shoulders photo of First Last",
  ]);

  gives(
    'a photo that is not a picture file under /images/team/',
    withPhoto('photo: /images/michael.jpg\nphotoAlt: Michael Tan at his desk'),
    [
      "content/team/michael-tan.mdx:6: 'photo' must be a .jpg, .png, .webp or .avif file under /images/team/ (found \"/images/michael.jpg\"): a photo in another format, such as an iPhone's HEIC, must be exported as a JPEG first",
    ],
  );

  it('a phone photo copied under content/ with its GPS position, shown or not: named, saying what to do', async () => {
    const place =
      'keeps the place where it was taken (a GPS position), which would stay in the repository for anyone who can read it: upload it again in the editor, which removes it, or export it again from a photo editor without its location';
    const fixture = contentForTest({ french: false });
    fs.mkdirSync(path.join(fixture.dir, 'images/team'), { recursive: true });
    await writePhonePhoto(path.join(fixture.dir, 'images/team/michael-tan.jpg'), 800, 800);
    await writePhonePhoto(path.join(fixture.dir, 'images/team/IMG_2041.JPG'), 800, 800);
    withPhoto('photo: /images/team/michael-tan.jpg\nphotoAlt: Michael Tan at his desk')(fixture);
    const problems = (await checkAndLoadContent({ contentDir: fixture.dir })).problems.filter(
      (p) => p.severity === 'error',
    );
    expect(problems.map(formatProblem)).toEqual([
      `content/images/team/IMG_2041.JPG: ${place}`,
      `content/images/team/michael-tan.jpg: ${place}`,
    ]);
  });

  /** The checker's lines for Michael Tan's profile with `photo`, a picture of that size in a copy of public/. */
  async function linesWithPhoto(photo: string, picture: Sharp) {
    const publicDir = await publicWith({ [photo.replace('/images/', '')]: picture });
    return linesAfter(withPhoto(`photo: ${photo}\nphotoAlt: Michael Tan at his desk`), { publicDir });
  }

  it("a photographer's JPEG as it comes, with its photoAlt, is fine", async () => {
    expect(await linesWithPhoto('/images/team/michael-tan.jpg', sharp(SOLID(1800, 2400)).jpeg())).toEqual([]);
  });

  it('a photo smaller than the portrait is shown: one message on its line', async () => {
    expect(await linesWithPhoto('/images/team/michael-tan.png', sharp(SOLID(120, 120)).png())).toEqual([
      "content/team/michael-tan.mdx:6: 'photo' is 120 pixels wide, but it is shown up to 176 pixels wide, so it would look blurred: ask for a larger one, at least 176 pixels wide (352 looks sharp on phones)",
    ]);
  });
});

describe('links', () => {
  gives(
    'a markdown link to no page suggests the nearest one',
    appendToAbout('See [family law](/services/famly-law).'),
    [
      'content/pages/about.mdx:50: the link leads to no page (found "/services/famly-law"): did you mean "/services/family-law"?',
    ],
  );

  gives('a button to no page', appendToAbout('<ButtonLink href="/book-now">\n\nBook\n\n</ButtonLink>'), [
    'content/pages/about.mdx:50: the link href of <ButtonLink> leads to no page (found "/book-now"): use the address of a page, such as /contact, or remove the link',
  ]);

  gives('a link without its leading slash', appendToAbout('[Contact us](contact)'), [
    'content/pages/about.mdx:50: the link must start with "/" (found "contact"): write "/contact"',
  ]);

  const fineLinks =
    '[a](#top) [b](/contact#consultation-form) [c](/family) [d](/images/heroes/about.webp) [e](tel:+14165550142) [f](mailto:info@example.com) [g](https://www.lso.ca)';
  gives('links that are fine: fragments, aliases, files, phone, e-mail, https', appendToAbout(fineLinks), []);

  gives('a header link in site.yaml to no page', replaceIn('site.yaml', 'href: /who-we-are', 'href: /who-we-were'), [
    'content/site.yaml:13: \'navigation[1].href\' leads to no page (found "/who-we-were"): did you mean "/who-we-are"?',
  ]);

  /** The home page's content file, its body one sentence: the built site's check names the line of a link in it. */
  const homeSaying = (sentence: string) => (urlPath: string) =>
    urlPath === '/' ? { file: 'content/pages/home.mdx', text: `---\nslug: /\n---\n\n${sentence}\n` } : undefined;

  it('a built page with a link to no page or file', () => {
    const dist = tempDir();
    fs.mkdirSync(path.join(dist, 'about'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<a href="/about">About</a>\n<img src="/logo.png" alt="x">');
    fs.writeFileSync(path.join(dist, 'about/index.html'), '<a href="/">Home</a> <a href="#x">x</a> <h2 id="x">X</h2>');
    expect(checkBuiltSite(dist).map(formatProblem)).toEqual([
      'dist/client/index.html:2: src "/logo.png" leads to no page or file of the built site: fix the link in content/ or the component that writes it',
    ]);
  });

  it('a link to a part of a page that does not exist, named in the content file that holds it', () => {
    const dist = tempDir();
    fs.mkdirSync(path.join(dist, 'who-we-are'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<main>\n<a href="/who-we-are#teem">Our team</a>\n</main>');
    fs.writeFileSync(path.join(dist, 'who-we-are/index.html'), '<h2 id="team">Team</h2> <a href="#nowhere">x</a>');
    expect(checkBuiltSite(dist, homeSaying('Meet [our team](/who-we-are#teem).')).map(formatProblem)).toEqual([
      'content/pages/home.mdx:5: the link "/who-we-are#teem" leads to no part "teem" of /who-we-are: did you mean #team? link to a part the page has, or to the page alone',
      'dist/client/who-we-are/index.html:1: the link "#nowhere" leads to no part "nowhere" of /who-we-are: link to a part the page has, or to the page alone',
    ]);
  });

  it('a built page with a mistyped address: the nearest page or picture, and the content line it was written on', () => {
    const dist = tempDir();
    fs.mkdirSync(path.join(dist, 'about'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      [
        '<a href="/abuot?from=home&amp;lang=en">About</a>',
        '<img srcset="/logo-400.png 400w, /logo-80.png 800w" alt="">',
        // Text of a script is no link, though it reads like one.
        `<script>const template = '<a href="/nowhere">';</script>`,
      ].join('\n'),
    );
    fs.writeFileSync(path.join(dist, 'about/index.html'), '<h1>About</h1>');
    for (const picture of ['logo-400.png', 'logo-800.png']) fs.writeFileSync(path.join(dist, picture), '');
    const sources = homeSaying('Read [about us](/abuot?from=home&lang=en).');
    expect(checkBuiltSite(dist, sources).map(formatProblem)).toEqual([
      'content/pages/home.mdx:5: href "/abuot?from=home&lang=en" leads to no page or file of the built site: did you mean "/about"? fix the link in content/ or the component that writes it',
      'dist/client/index.html:2: srcset "/logo-80.png" leads to no page or file of the built site: did you mean "/logo-800.png"? fix the link in content/ or the component that writes it',
    ]);
  });
});

describe('search-engine lengths are warnings', () => {
  const longTitle = 'title: About Lakeshore Law - Our History, Our Values and Our Recognition';
  gives('a title over 60 characters', replaceIn(ABOUT, /^title: .*$/m, longTitle), [
    "content/pages/about.mdx:3: warning: 'title' is 65 characters long: search engines cut it after 60; shorten it",
  ]);

  gives(
    'a description under 50 characters',
    replaceIn(ABOUT, /^description: .*\n(?: {2}.*\n)*/m, 'description: About our firm.\n'),
    [
      "content/pages/about.mdx:4: warning: 'description' is 15 characters long: search engines show 50 to 160; lengthen it",
    ],
  );

  gives(
    'a description over 160 characters',
    replaceIn(ABOUT, /^description: .*\n(?: {2}.*\n)*/m, `description: ${'Long text. '.repeat(15)}\n`),
    [
      "content/pages/about.mdx:4: warning: 'description' is 164 characters long: search engines show 50 to 160; shorten it",
    ],
  );
});

describe('the practice areas a profile lists', () => {
  const profile = 'team/michael-tan.mdx';
  const file = `content/${profile}`;
  const listing = (area: string) => replaceIn(profile, '  - corporate-law', `  - ${area}`);

  gives('name practice areas the site has', listing('corporate-laws'), [
    `${file}:16: 'areas[0]' "corporate-laws" is not a practice area in content/services/: did you mean "corporate-law"?`,
  ]);

  gives('are quiet when each is a practice area', listing('family-law'), []);
});

describe('articles', () => {
  const article = 'articles/child-support-basics.mdx';
  const file = `content/${article}`;

  gives('an author who has no profile', replaceIn(article, 'author: alexandra-reid', 'author: alexandra-reed'), [
    `${file}:9: 'author' "alexandra-reed" is not a profile in content/team/: did you mean "alexandra-reid"?`,
  ]);

  gives(
    'a practice area the site does not have',
    replaceIn(article, '  - family-law\n', '  - family-law\n  - wills\n'),
    [
      `${file}:12: 'areas[1]' "wills" is not a practice area in content/services/: write one of "corporate-law", "employment-law", "family-law", "real-estate-law", "tort-negligence"`,
    ],
  );

  gives('a date written as words', replaceIn(article, 'date: 2026-09-30', 'date: September 30, 2026'), [
    `${file}:7: 'date' must be a date written YYYY-MM-DD (found "September 30, 2026"): write date: 2026-09-30`,
  ]);

  gives('a day that is not in the calendar', replaceIn(article, 'updated: 2026-10-25', 'updated: 2026-02-30'), [
    `${file}:8: 'updated' is not a day of the calendar (found "2026-02-30"): correct the month or the day`,
  ]);

  gives('an update before the first publication', replaceIn(article, 'updated: 2026-10-25', 'updated: 2026-09-01'), [
    `${file}:8: 'updated' "2026-09-01" is before the article's date "2026-09-30": correct one of the two days`,
  ]);

  it('a date after today is a warning', async () => {
    const lines = await linesAfter(replaceIn(article, 'updated: 2026-10-25', 'updated: 2099-10-25'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^${file}:8: warning: 'updated' "2099-10-25" is after today \\(\\d{4}-\\d\\d-\\d\\d\\): the site shows this day as soon as it is built; write the day it is published$`,
      ),
    );
  });

  gives(
    'two articles with one slug',
    replaceIn(article, 'slug: /insights/child-support-basics', 'slug: /insights/property-division'),
    [
      `content/articles/child-support-basics.mdx:2: 'slug' "/insights/property-division" is also the slug of content/articles/property-division.mdx: give each page its own slug`,
      `content/articles/property-division.mdx:2: 'slug' "/insights/property-division" is also the slug of content/articles/child-support-basics.mdx: give each page its own slug`,
    ],
  );

  gives(
    'a slug that is not under the Insights page',
    replaceIn(article, 'slug: /insights/child-support-basics', 'slug: /guides/child-support-basics'),
    [
      `${file}:2: 'slug' must be one level under the Insights page's address "/insights" (found "/guides/child-support-basics"): write slug: /insights/child-support-basics`,
    ],
  );

  gives(
    'a slug kept for the lists of articles',
    replaceIn(article, 'slug: /insights/child-support-basics', 'slug: /insights/page'),
    [
      `${file}:2: 'slug' "/insights/page" is kept for the lists of articles: choose another slug, e.g. /insights/child-support-basics`,
    ],
  );

  gives(
    'an alias that is the address of a list of articles',
    replaceIn(article, '  - /insights/child-support\n', '  - /insights/page/3\n'),
    [`${file}:14: 'aliases[0]' "/insights/page/3" is the address of a list of articles: remove it from aliases`],
  );

  gives(
    'a page under the Insights address',
    replaceIn('pages/thank-you.mdx', 'slug: /thank-you', 'slug: /insights/thank-you'),
    [
      `content/pages/thank-you.mdx:2: 'slug' is under the Insights page's address "/insights", which is kept for articles and their lists: choose another slug`,
    ],
  );

  gives(
    "a retired article's address may lead to the Insights page",
    replaceIn('pages/insights.mdx', 'aliases: []', 'aliases: [/insights/old-guide]'),
    [],
  );

  gives('a link to a draft', appendToAbout('Read [our mediation guide](/insights/draft-mediation-guide).'), [
    expect.stringMatching(
      /^content\/pages\/about\.mdx:\d+: the link leads to a draft \(found "\/insights\/draft-mediation-guide", content\/articles\/draft-mediation-guide\.mdx\): publish it first \(remove draft: true\), or remove the link$/,
    ),
  ]);

  gives('the Insights page removed', (f) => f.remove('pages/insights.mdx'), [
    'content/pages/insights.mdx: is missing: it is the Insights page, which lists the articles; restore it from git',
  ]);

  gives(
    'an article whose author profile has its own error is not a second mistake',
    replaceIn(MICHAEL_TAN, /^order: 2$/m, "order: '2'"),
    ['content/team/michael-tan.mdx:5: \'order\' must be a number, without quotes (found "2"): write order: 2'],
  );
});

describe('French translations (content/fr/)', () => {
  const french = { french: true };
  /** The lines about the French folder and the English files' French versions. */
  const aboutFrench = (lines: string[]) =>
    lines.filter((line) => line.startsWith('content/fr/') || line.includes('has no French version'));

  it('the fixture has no problem but its pages without a French version: a warning on the English file', async () => {
    const lines = await linesAfter(() => {}, french);
    expect(lines).toContain(
      'content/pages/about.mdx:1: warning: has no French version: the French site has no such page until content/fr/pages/about.mdx translates it',
    );
    const others = lines.filter((line) => !/^content\/[\w/.-]+\.mdx:1: warning: has no French version: /.test(line));
    expect(others).toEqual([]);
    // The pages the fixture translates are not listed.
    expect(lines.some((line) => line.startsWith('content/services/family-law.mdx'))).toBe(false);
  });

  it('a French page whose English original changed since, with the new version to write', async () => {
    const lines = await linesAfter(
      replaceIn(FAMILY_LAW, 'Separation, divorce, parenting', 'Separation, divorce, co-parenting'),
      french,
    );
    const stale = aboutFrench(lines).filter((line) => line.startsWith('content/fr/services/family-law.mdx'));
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatch(
      /^content\/fr\/services\/family-law\.mdx:49: warning: 'sourceVersion' content\/services\/family-law\.mdx changed since this translation \(it was version 0c60973b, it is now [0-9a-f]{8}\): compare the two, bring the French up to date, then write sourceVersion: '[0-9a-f]{8}'$/,
    );
  });

  it('a French page without its version says which to write', async () => {
    const lines = await linesAfter(replaceIn('fr/pages/contact.mdx', /\nsourceVersion: '?\w+'?/, ''), french);
    expect(aboutFrench(lines).filter((line) => line.startsWith('content/fr/pages/contact.mdx'))).toEqual([
      "content/fr/pages/contact.mdx:1: warning: 'sourceVersion' is missing: it records which version of content/pages/contact.mdx this translates; once the two say the same, write sourceVersion: 'b10508d4'",
    ]);
  });

  it('a portrait given to an English profile leaves its French profile valid: the English description stands in, with a warning', async () => {
    const publicDir = await publicWith({ 'team/alexandra-reid.jpg': sharp(SOLID(800, 800)).jpeg() });
    const portrait = 'photo: /images/team/alexandra-reid.jpg\nphotoAlt: Alexandra Reid in the library\n';
    const lines = await linesAfter(
      (f) => f.edit('team/alexandra-reid.mdx', (text) => text.replace(/^---\n/, `---\n${portrait}`)),
      { ...french, publicDir },
    );
    expect(lines.filter((line) => !line.includes('warning:'))).toEqual([]);
    expect(
      aboutFrench(lines).filter((line) => line.includes('alexandra-reid') && !line.includes('sourceVersion')),
    ).toEqual([
      `content/fr/team/alexandra-reid.mdx:1: warning: 'photoAlt' is the English page's until it is translated ("Alexandra Reid in the library"): write it in French`,
    ]);
  });

  it('an English page whose French file has a mistake is not said to have no French version', async () => {
    const lines = await linesAfter(
      replaceIn('fr/services/family-law.mdx', 'title: Droit', 'formValue: famille\ntitle: Droit'),
      french,
    );
    expect(lines.filter((line) => line.startsWith('content/services/family-law.mdx'))).toEqual([]);
  });

  /** One test: after `change` to the copy with content/fr/, the errors (warnings aside) are exactly `expected`. */
  const givesErrors = (name: string, change: (f: ContentFixture) => void, expected: string[]) =>
    it(name, async () =>
      expect((await linesAfter(change, french)).filter((line) => !line.includes('warning:'))).toEqual(expected),
    );

  givesErrors(
    'a fact of the English page written in its translation',
    replaceIn('fr/services/family-law.mdx', 'title: Droit', 'formValue: famille\ntitle: Droit'),
    [
      "content/fr/services/family-law.mdx:3: 'formValue' is taken from the English page, so both languages agree: remove the line (change it in content/services/family-law.mdx)",
    ],
  );

  givesErrors(
    'a French slug outside /fr, and a French alias outside /fr',
    (f) => {
      replaceIn('fr/pages/contact.mdx', '  - /fr/nous-joindre\n', '  - /nous-joindre\n')(f);
      replaceIn('fr/services/family-law.mdx', 'slug: /fr/services/', 'slug: /services/')(f);
    },
    [
      `content/fr/pages/contact.mdx:8: 'aliases' "/nous-joindre" must start with "/fr": a French page's old addresses are French addresses`,
      `content/fr/services/family-law.mdx:2: 'slug' must start with "/fr" (found "/services/droit-de-la-famille"): write slug: /fr/services/droit-de-la-famille`,
    ],
  );

  givesErrors(
    'a French alias that is the slug of another French page',
    replaceIn('fr/services/family-law.mdx', '  - /fr/famille\n', '  - /fr/contact\n'),
    [
      `content/fr/services/family-law.mdx:7: 'aliases' "/fr/contact" is the slug of content/fr/pages/contact.mdx, so it cannot also redirect: remove it from aliases`,
    ],
  );

  givesErrors(
    'a translation of a page the English site does not have',
    (f) =>
      f.write(
        'fr/pages/careers.mdx',
        '---\nslug: /fr/carrieres\ntitle: Carrières\ndescription: Les postes offerts au cabinet.\n---\n',
      ),
    [
      'content/fr/pages/careers.mdx:1: translates content/pages/careers.mdx, which does not exist or has errors: a translation has the file name of the English page it translates; rename this file, or add the English page first',
    ],
  );

  givesErrors(
    'a number written in the French facts',
    replaceIn('fr/site.yaml', '  - label: Bureau principal', '  - label: Bureau principal\n    display: 416 555-0000'),
    ["content/fr/site.yaml:19: 'phones[0].display' is the English file's (content/site.yaml): remove the line"],
  );
});
