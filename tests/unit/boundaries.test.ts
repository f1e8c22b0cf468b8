/**
 * The feature boundaries of eslint.config.js hold: each crossing below is refused by `npm run lint`;
 * and ARCHITECTURE.md's import lines say what each folder imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['server/intake/x.ts', "import '../../components/consultation-form/FormErrorList';"],
    ['server/x.ts', "import '../content-pipeline/loadContent';"],
    ['content-pipeline/x.ts', "import '../components/mdx/Hero';"],
    ['build/x.ts', "import '../server/config';"],
    ['consultation-request/x.ts', "import '../server/logger';"],
    ['consultation-request/x.ts', "import 'node:fs';"],
    ['components/x.ts', "import '../server/logger';"],
    ['lib/x.ts', "import '../content-pipeline/routes';"],
    ['server/x.ts', "import '../editor/keystaticRoutes';"],
    ['editor/x.ts', "import '../server/logger';"],
    ['components/x.ts', "import '../editor/keystaticConfig';"],
    ['messages/x.ts', "import '../lib/languages';"],
    ['lib/x.ts', "import '../consultation-request/schema';"],
    ['messages/x.ts', "import '../consultation-request/schema';"],
  ])('%s may not %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toHaveLength(1);
  });

  it.each([
    ['server/x.ts', "import '../consultation-request/schema';"],
    ['server/x.ts', "import '../built-site/manifest';"],
    ['server/dev.ts', "import '../content-pipeline/liveContent';"],
    ['components/x.ts', "import '../content-pipeline/routes';"],
    ['server/dev.ts', "import '../editor/keystaticRoutes';"],
    ['editor/x.ts', "import '../content-pipeline/schema';"],
    ['consultation-request/x.ts', "import '../messages';"],
    ['server/x.ts', "import '../messages';"],
    // The languages' record holds each language's words.
    ['lib/languages.ts', "import '../messages/fr';"],
  ])('%s may %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});

/** The folders each bullet of ARCHITECTURE.md's "The folders and their rules" says it imports: its first clause. */
function listedImports(): Map<string, Set<string>> {
  const text = fs.readFileSync('ARCHITECTURE.md', 'utf8').replace(/\n\s+/g, ' ');
  const listed = new Map<string, Set<string>>();
  for (const [, folder, sentence] of text.matchAll(/^- \*\*`([a-z-]+)\/`\*\*:.*?_Imports ([^;._]*)/gm)) {
    listed.set(folder!, new Set([...sentence!.matchAll(/`([a-z-]+)\//g)].map(([, name]) => name!)));
  }
  return listed;
}

/** The folders of ours that a folder's code imports (static and dynamic imports), the files it names left out. */
function actualImports(folder: string, except: string[]): Set<string> {
  const imported = new Set<string>();
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const filePath = path.join(folder, file);
    if (!/\.tsx?$/.test(file) || except.includes(filePath)) continue;
    const source = fs.readFileSync(filePath, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from\s+|import\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)) {
      const top = path.normalize(path.join(path.dirname(filePath), specifier!)).split(path.sep)[0]!;
      if (top !== folder && !top.startsWith('node_modules')) imported.add(top);
    }
  }
  return imported;
}

describe("ARCHITECTURE.md's import lines", () => {
  const listed = listedImports();

  it('lists the imports of every feature folder', () => {
    expect([...listed.keys()].sort()).toEqual(
      [
        'build',
        'built-site',
        'components',
        'consultation-request',
        'content-pipeline',
        'editor',
        'lib',
        'messages',
        'page-data',
        'pages',
        'renderer',
        'server',
      ].sort(),
    );
  });

  it.each([...listed])('%s/ imports what it lists, no more and no less', (folder, folders) => {
    // The two entries of the server that the bullet names as exceptions (the dev server, the hosted editor).
    const except = folder === 'server' ? ['server/dev.ts', 'server/start.ts'] : [];
    expect([...actualImports(folder, except)].sort()).toEqual([...folders].sort());
  });
});
