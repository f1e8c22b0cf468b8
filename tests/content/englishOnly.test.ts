/**
 * French is added beside English, never into it: a site without `content/fr/` builds exactly as
 * an English-only site did (no alternates, no switch, no /fr, nothing new in dist/site.json), and
 * adding the French folder changes the English pages only by their alternates and their switch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_TIMEOUT_MS, copyProject, type ProjectCopy } from '../support/projectCopy';

let bilingual: ProjectCopy;
let englishOnly: ProjectCopy;

beforeAll(() => {
  bilingual = copyProject();
  englishOnly = copyProject();
  fs.rmSync(path.join(englishOnly.dir, 'content', 'fr'), { recursive: true });
  bilingual.build();
  englishOnly.build();
}, 2 * BUILD_TIMEOUT_MS);

afterAll(() => {
  bilingual.cleanup();
  englishOnly.cleanup();
});

/** Every built page of a copy, by its path under dist/client. */
function builtPages(copy: ProjectCopy): Map<string, string> {
  const client = path.join(copy.dir, 'dist', 'client');
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  return new Map(files.sort().map((file) => [file, fs.readFileSync(path.join(client, file), 'utf8')]));
}

/** What a French version adds to an English page: its `hreflang` alternates and its language switch. */
function withoutLanguageLinks(html: string): string {
  return html
    .replace(/\n\s*<link rel="alternate" hreflang="[^"]+" href="[^"]+">/g, '')
    .replace(/<nav class="[^"]*" aria-label="Language">[\s\S]*?<\/nav>/g, '');
}

describe('a site without content/fr/', () => {
  it('has no French page, no alternate, no switch, and every page in English', () => {
    const pages = builtPages(englishOnly);
    expect(pages.size).toBeGreaterThan(20);
    for (const [file, html] of pages) {
      expect(file.startsWith(`fr${path.sep}`), file).toBe(false);
      expect(html, file).toMatch(/<html lang="en-CA">/);
      expect(html, file).not.toContain('hreflang');
      expect(html, file).not.toContain('aria-label="Language"');
      expect(html, file).not.toContain('href="/fr');
    }
    expect(englishOnly.read('dist/client/sitemap.xml')).not.toContain('/fr');
    expect(JSON.parse(englishOnly.read('dist/site.json'))).not.toHaveProperty('formPages');
  });

  it('builds every English page as the bilingual site does, but for the links to the French versions', () => {
    const english = builtPages(englishOnly);
    const both = builtPages(bilingual);
    const changed = [...english].filter(([file, html]) => withoutLanguageLinks(both.get(file) ?? '') !== html);
    expect(changed.map(([file]) => file)).toEqual([]);
    // The French pages are the bilingual build's only other pages.
    const added = [...both.keys()].filter((file) => !english.has(file));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((file) => !file.startsWith(`fr${path.sep}`))).toEqual([]);
  });
});
