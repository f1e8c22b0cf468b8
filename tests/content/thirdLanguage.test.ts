/**
 * A third language, added as lib/languages.ts says: one record in `LANGUAGE_RECORDS` (its tag, locale,
 * names, folder, address prefix, day format, writing style and its messages' module), and no other
 * line of code. Built, checked, typechecked and started with `npm start`, the copy shows what that
 * record reaches: its pages under its prefix in its tag and words, linked to the others, its days,
 * phone numbers, not-found page and form, the firm's mail, the checker's and the launch check's
 * lines, and the visual editor's collections, facts file and Translate.
 *
 * The rest is content the firm must write, never code (`CONTENT_THE_FIRM_WRITES`, here each a
 * stand-in). Not written here, and so not reached: the regulators' names and directories in the new
 * language (`translations.es` in content-pipeline/regulators.ts; the English ones until then); the
 * header's and hero's `:lang(fr)` rules, which give French's longer words room (styles, not facts of
 * a language); and the browser tests' check that every block reads in its page's language, which
 * knows English's and French's little words only (tests/browser/support/pageLanguages.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson, validRequest } from '../server/support/fixtures';
import type { ChildServer } from '../support/childServer';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { BUILD_TIMEOUT_MS, copyProject, startCopyServer, type ProjectCopy } from '../support/projectCopy';

/** The one file of code a new language changes: its record. */
const CODE = ['lib/languages.ts'];

/** What else a new language needs: content the firm writes, each file with what this test writes in its place. */
const CONTENT_THE_FIRM_WRITES = {
  'messages/es.ts': 'its words, every message of the frame, the form and its notices (here English, one in Spanish)',
  'messages/en.ts': 'English\'s name for it, `languageNote` ("in Spanish")',
  'messages/fr.ts': 'French\'s name for it, `languageNote` ("en espagnol")',
  'content/es/':
    "its pages and its facts file, beside the English files they translate (here the French fixture's under /es)",
};

let project: ProjectCopy;
let server: ChildServer;
/** What the copy's own code answers for Spanish, asked in the copy (its lib/, editor/ and checker). */
let reached: {
  day: string;
  phone: string;
  collections: string[][];
  facts: string[];
  translated: string;
  errors: string[];
  warnings: string[];
  launch: string[];
};

/** `before` must occur once in `file`: `after` takes its place. */
function replaceOnce(file: string, before: string, after: string): void {
  const text = project.read(file);
  expect(text.split(before), `${file}: ${before}`).toHaveLength(2);
  project.write(file, text.replace(before, after));
}

/** Every file under `from` copied to `to`, its `/fr` addresses made `/es` ones. */
function copyAsSpanish(from: string, to: string): void {
  for (const file of fs.readdirSync(path.join(project.dir, from), { recursive: true, encoding: 'utf8' })) {
    const source = path.join(project.dir, from, file);
    if (!fs.statSync(source).isFile()) continue;
    fs.mkdirSync(path.join(project.dir, to, path.dirname(file)), { recursive: true });
    project.write(path.join(to, file), fs.readFileSync(source, 'utf8').replace(/\/fr\b/g, '/es'));
  }
}

/** The code files and content of the copy that are not this project's (its content/: the fixture's), a new folder named once. */
function changedFiles(): string[] {
  const changed: string[] = [];
  const walk = (copyDir: string, sourceDir: string, prefix: string) => {
    for (const entry of fs.readdirSync(copyDir, { withFileTypes: true })) {
      const name = `${prefix}${entry.name}`;
      if (['node_modules', 'dist', 'data', 'reach.ts', 'content'].includes(name)) continue;
      const [copied, source] = [path.join(copyDir, entry.name), path.join(sourceDir, entry.name)];
      if (entry.isDirectory()) {
        if (fs.existsSync(source)) walk(copied, source, `${name}/`);
        else changed.push(`${name}/`);
      } else if (/\.tsx?$/.test(name) || name.startsWith('content/')) {
        if (!fs.existsSync(source) || !fs.readFileSync(copied).equals(fs.readFileSync(source))) changed.push(name);
      }
    }
  };
  walk(project.dir, process.cwd(), '');
  walk(path.join(project.dir, 'content'), FIXTURE_CONTENT_DIR, 'content/');
  return changed.sort();
}

/** Runs `script` in the copy with tsx and returns what it printed as JSON. */
function runInCopy<T>(script: string): T {
  project.write('reach.ts', script);
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'reach.ts'], {
    cwd: project.dir,
    env: project.env,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
}

beforeAll(async () => {
  project = copyProject();
  // The code (CODE): the language's record, its messages' module included. Nothing else.
  const importFrench = "import { fr } from '../messages/fr';";
  replaceOnce('lib/languages.ts', importFrench, `${importFrench}\nimport { es } from '../messages/es';`);
  replaceOnce(
    'lib/languages.ts',
    '    messages: fr,\n  },\n',
    `    messages: fr,
  },
  es: {
    tag: 'es-CA',
    locale: 'es_CA',
    name: 'Español',
    nameInEnglish: 'Spanish',
    folder: 'es',
    prefix: '/es',
    dayFormat: { dateStyle: 'long' },
    writesFrench: false,
    messages: es,
  },
`,
  );
  // What the firm writes (CONTENT_THE_FIRM_WRITES): the words, each language's name for the new one, the pages.
  project.write(
    'messages/es.ts',
    "import { en, type Messages } from './en';\n\nexport const es: Messages = { ...en, shell: { ...en.shell, skipLink: 'Saltar al contenido principal' } };\n",
  );
  replaceOnce('messages/en.ts', "fr: 'in French' }", "fr: 'in French', es: 'in Spanish' }");
  replaceOnce('messages/fr.ts', "fr: 'en français' }", "fr: 'en français', es: 'en espagnol' }");
  copyAsSpanish('content/fr', 'content/es');
  project.build();
  server = await startCopyServer(project.dir, { script: 'npm start' });
  // Asked after the start, so that the translation it makes leaves the built site as it was.
  reached = runInCopy(`
import { checkAndLoadContent } from './content-pipeline/checkContent';
import { formatProblem } from './content-pipeline/contentProblem';
import { makeEditorConfig } from './editor/keystaticConfig';
import { createTranslation, translationFiles } from './editor/translationFile';
import { formatDay } from './lib/formatDay';
import { phoneDisplay } from './lib/phoneDisplay';

const checked = await checkAndLoadContent();
const config = makeEditorConfig({});
const files = translationFiles('content', 'es', 'pages', 'about')!;
await createTranslation(files);
console.log(JSON.stringify({
  day: formatDay('2026-03-12', 'es'),
  phone: phoneDisplay({ display: '(416) 555-0142', dial: '+14165550142' }, 'es'),
  collections: Object.entries(config.collections ?? {}).filter(([key]) => key.startsWith('es-')).map(([key, { label, path }]) => [key, label, path]),
  facts: [config.singletons?.['es-site']?.label, config.singletons?.['es-site']?.path],
  translated: (await import('node:fs')).readFileSync(files.translation, 'utf8'),
  errors: checked.problems.filter((problem) => problem.severity === 'error').map(formatProblem),
  warnings: checked.problems.filter((problem) => problem.severity === 'warning').map(formatProblem),
  launch: checked.placeholders.map((item) => item.file + ': ' + item.message),
}));
`);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
  project?.cleanup();
});

const page = async (urlPath: string) => {
  const response = await fetch(`${server.url}${urlPath}`);
  expect(response.status, urlPath).toBe(200);
  return response.text();
};

it(
  'changes one file of code, its record, and otherwise only what the firm writes; the copy typechecks',
  () => {
    expect(changedFiles()).toEqual([...CODE, ...Object.keys(CONTENT_THE_FIRM_WRITES)].sort());
    const typecheck = spawnSync('npx', ['tsc', '--noEmit'], { cwd: project.dir, env: project.env, encoding: 'utf8' });
    expect(typecheck.status, typecheck.stdout).toBe(0);
  },
  BUILD_TIMEOUT_MS,
);

it('serves its pages under its prefix, in its tag and its words, linked to the others, with its own not-found page', async () => {
  const home = await page('/es');
  expect(home).toContain('<html lang="es-CA"');
  expect(home).toContain('<meta property="og:locale" content="es_CA">');
  expect(home).toContain('Saltar al contenido principal');
  expect(home).toContain('hreflang="es-CA" href="https://www.example.com/es"');
  const english = await page('/');
  expect(english).toContain('hreflang="es-CA" href="https://www.example.com/es"');
  expect(english).toContain('Español');
  expect(english).not.toContain('Saltar al contenido principal');
  const missing = await fetch(`${server.url}/es/no-such-page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<html lang="es-CA"');
});

it('writes its days and phone numbers as its record says, and the regulators in English until the firm names them', async () => {
  expect(reached.day).toBe('12 de marzo de 2026');
  // Not French's style (416 555-0142): the record says Spanish does not write French's.
  expect(reached.phone).toBe('(416) 555-0142');
  const team = await page('/es/qui-sommes-nous');
  expect(team).toContain('Lawyer and Paralegal Directory');
  expect(await page('/fr/qui-sommes-nous')).toContain('l’Annuaire des avocats et des parajuristes');
});

it('takes a request sent from its form and tells the firm which language to answer in', async () => {
  expect(await page('/es/contact')).toMatch(/name="language" value="es"/);
  expect((await postJson(server.url, validRequest({ language: 'es', firstName: 'Lucía' }))).status).toBe(200);
  const mailDir = path.join(project.dir, 'data', 'outbox-mail');
  const mailOfLucia = () =>
    (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
      .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
      .find((mail) => mail.includes('Luc'));
  await expect.poll(mailOfLucia, { timeout: 60_000 }).toContain('Language: Spanish');
});

it('has the checker and the launch check read its folder and name it, and no error', () => {
  expect(reached.errors).toEqual([]);
  expect(reached.warnings).toContain(
    'content/pages/about.mdx:1: warning: has no Spanish version: the Spanish site has no such page until content/es/pages/about.mdx translates it',
  );
  expect(reached.launch).toContainEqual(
    expect.stringMatching(/^content\/es\/services\/family-law\.mdx: draft translation, .*competent in Spanish/),
  );
});

it('gives the visual editor its collections, its facts file and Translate into it', () => {
  expect(reached.collections).toEqual([
    ['es-pages', 'Pages (Spanish)', 'es/pages/*'],
    ['es-services', 'Practice areas (Spanish)', 'es/services/*'],
    ['es-articles', 'Articles (Spanish)', 'es/articles/*'],
    ['es-team', 'Team (Spanish)', 'es/team/*'],
  ]);
  expect(reached.facts).toEqual(['Site facts (Spanish)', 'es/site']);
  expect(reached.translated).toMatch(/^---\nslug: \/es\/about\n[^]*translationConfirmed: false\n---\n/);
});
