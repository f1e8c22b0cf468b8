/**
 * A third language, added as lib/languages.ts and messages/ say: one record in `LANGUAGE_RECORDS`, its
 * messages registered in messages/index.ts. The rest is what the firm must write, not code: the words
 * of the frame and the form (`messages/es.ts`, here the English ones as a stand-in), each language's
 * name for it (`languageNote`) and its pages (`content/es/`, here the French fixture's under `/es`).
 * Built and started with `npm start`, the copy serves those pages in that language, links the
 * languages to each other, and its form's requests reach the firm marked with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { postJson, validRequest } from '../server/support/fixtures';
import type { ChildServer } from '../support/childServer';
import { BUILD_TIMEOUT_MS, copyProject, startCopyServer, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;
let server: ChildServer;

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

beforeAll(async () => {
  project = copyProject();
  // The code: the language's record and its messages' place.
  const french =
    "  fr: { tag: 'fr-CA', locale: 'fr_CA', name: 'Français', nameInEnglish: 'French', writesFrench: true },\n";
  replaceOnce(
    'lib/languages.ts',
    french,
    `${french}  es: { tag: 'es-CA', locale: 'es_CA', name: 'Español', nameInEnglish: 'Spanish', writesFrench: false },\n`,
  );
  replaceOnce('messages/index.ts', '{ en, fr }', '{ en, fr, es }');
  replaceOnce(
    'messages/index.ts',
    "import { fr } from './fr';",
    "import { fr } from './fr';\nimport { es } from './es';",
  );
  // What the firm writes: the words, each language's name for the new one, the pages.
  project.write('messages/es.ts', "import { en, type Messages } from './en';\n\nexport const es: Messages = en;\n");
  replaceOnce('messages/en.ts', "fr: 'in French' }", "fr: 'in French', es: 'in Spanish' }");
  replaceOnce('messages/fr.ts', "fr: 'en français' }", "fr: 'en français', es: 'en espagnol' }");
  copyAsSpanish('content/fr', 'content/es');
  project.build();
  server = await startCopyServer(project.dir, { script: 'npm start' });
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

it('serves its pages in its language, linked to the others, with its own not-found page', async () => {
  const home = await page('/es');
  expect(home).toContain('<html lang="es-CA"');
  expect(home).toContain('hreflang="es-CA" href="https://www.example.com/es"');
  const english = await page('/');
  expect(english).toContain('hreflang="es-CA" href="https://www.example.com/es"');
  expect(english).toContain('Español');
  expect(await page('/es/contact')).toMatch(/name="language" value="es"/);
  const missing = await fetch(`${server.url}/es/no-such-page`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('<html lang="es-CA"');
});

it('takes a request sent from its form and tells the firm which language to answer in', async () => {
  expect((await postJson(server.url, validRequest({ language: 'es', firstName: 'Lucía' }))).status).toBe(200);
  const mailDir = path.join(project.dir, 'data', 'outbox-mail');
  const mailOfLucia = () =>
    (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [])
      .map((file) => fs.readFileSync(path.join(mailDir, file), 'utf8'))
      .find((mail) => mail.includes('Luc'));
  await expect.poll(mailOfLucia, { timeout: 60_000 }).toContain('Language: Spanish');
});
