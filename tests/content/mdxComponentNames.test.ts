import fs from 'node:fs';
import { expect, it } from 'vitest';
import { MDX_COMPONENT_NAMES } from '../../siteContent/mdxComponentRegistry';

it('CONTENT.md documents every component editors may use', () => {
  const guide = fs.readFileSync('CONTENT.md', 'utf8');
  const undocumented = MDX_COMPONENT_NAMES.filter((name) => !guide.includes(`\`${name}\``));
  expect(undocumented).toEqual([]);
});
