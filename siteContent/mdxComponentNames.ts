/**
 * The names of the components editors may use, read from components/mdx/mdxComponents.ts
 * itself so that file stays the one list. It is read as text because importing it would load
 * every component and its styles, which only the Vite build can compile.
 * tests/content/mdxComponentNames.test.ts checks this reading against the real import.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const COMPONENTS_FILE = fileURLToPath(new URL('../components/mdx/mdxComponents.ts', import.meta.url));

export function readMdxComponentNames(file = COMPONENTS_FILE): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const body = /export const mdxComponents = \{([^}]*)\}/.exec(source)?.[1];
  if (body === undefined) throw new Error(`${file} no longer declares "export const mdxComponents = { … }"`);
  return body
    .split(',')
    .map((entry) => entry.split(':')[0]?.trim() ?? '')
    .filter((name) => /^[A-Z]\w*$/.test(name));
}
