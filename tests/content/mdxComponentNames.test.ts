import fs from 'node:fs';
import { expect, it } from 'vitest';
import { readMdxComponentNames } from '../../siteContent/mdxComponentNames';

// The checker reads the allowed names as text (see mdxComponentNames.ts): importing the module
// would need the whole Vite build. These checks keep that reading honest.
it('reads every component that mdxComponents.ts imports', () => {
  const source = fs.readFileSync('components/mdx/mdxComponents.ts', 'utf8');
  const imported = [...source.matchAll(/^import \{ ([^}]+) \}/gm)].flatMap((m) => (m[1] ?? '').split(/,\s*/));
  expect([...readMdxComponentNames()].sort()).toEqual(imported.map((name) => name.trim()).sort());
});

it('CONTENT.md documents every component editors may use', () => {
  const guide = fs.readFileSync('CONTENT.md', 'utf8');
  const undocumented = readMdxComponentNames().filter((name) => !guide.includes(`\`${name}\``));
  expect(undocumented).toEqual([]);
});
