/**
 * `virtual:content-bodies`: the MDX body of every file in the content folder (CONTENT_DIR,
 * `content/` by default), compiled by @mdx-js/rollup and keyed as editors name the files
 * (`content/pages/home.mdx`). A plugin rather than `import.meta.glob`, whose folder would be
 * fixed in the code: the tests build their own fixture content the same way.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// With its extension: Vite's config loader reads this import chain (tsconfig allowImportingTsExtensions).
import { defaultContentDir } from '../siteContent/contentDir.ts';

const MODULE_ID = 'virtual:content-bodies';
const RESOLVED_ID = `\0${MODULE_ID}`;

export function contentBodies(contentDir = defaultContentDir()): Plugin {
  return {
    name: 'site:content-bodies',
    resolveId: (source) => (source === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const files = listMdxFiles(contentDir);
      const imports = files.map((file, i) => `import body${i} from ${JSON.stringify(path.join(contentDir, file))};`);
      const entries = files.map((file, i) => `  ${JSON.stringify(`content/${file}`)}: body${i},`);
      return `${imports.join('\n')}\nexport default {\n${entries.join('\n')}\n};\n`;
    },
    // A file added or removed while `npm run dev` runs changes the list itself.
    configureServer(server) {
      server.watcher.add(contentDir);
      const refresh = (file: string) => {
        if (!file.startsWith(contentDir) || !file.endsWith('.mdx')) return;
        for (const environment of Object.values(server.environments)) {
          const module = environment.moduleGraph.getModuleById(RESOLVED_ID);
          if (module) environment.moduleGraph.invalidateModule(module);
        }
      };
      server.watcher.on('add', refresh);
      server.watcher.on('unlink', refresh);
    },
  };
}

/** Every .mdx file under the folder, as `pages/home.mdx`, sorted. */
function listMdxFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
