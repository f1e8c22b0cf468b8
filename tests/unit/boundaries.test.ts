/** The feature boundaries of eslint.config.js hold: each crossing below is refused by `npm run lint`. */
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
  ])('%s may %s', async (file, source) => {
    expect(await restrictedImports(file, source)).toEqual([]);
  });
});
