/**
 * CONTENT.md's table of components, written from the registry (mdxComponentRegistry.ts):
 * `npm run docs:components` puts it between the two marker lines, and a test fails when the
 * table in CONTENT.md is not the one the registry gives.
 */
import { MDX_COMPONENTS, type ComponentSpec } from './mdxComponentRegistry';

export const TABLE_START = '<!-- components:start (npm run docs:components writes this table) -->';
export const TABLE_END = '<!-- components:end -->';

export function renderComponentTable(): string {
  const rows = Object.entries(MDX_COMPONENTS).map(
    ([name, spec]) => `| \`${name}\` | \`${spec.example}\` | ${spec.description} | ${describeValues(spec)} |`,
  );
  return ['| component | example | what it shows | values |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

function describeValues(spec: ComponentSpec): string {
  const values = Object.entries(spec.props).map(([name, prop]) => {
    const needed = prop.required ? ' (needed)' : '';
    const written =
      prop.kind === 'choice' ? `${name}="${prop.values.join('" or "')}"` : prop.kind === 'flag' ? name : `${name}="…"`;
    return `\`${written}\`${needed}: ${prop.about}`;
  });
  return values.length > 0 ? values.join('; ') : 'none';
}

/** CONTENT.md with its table replaced by the registry's. */
export function withComponentTable(guide: string): string {
  const start = guide.indexOf(TABLE_START);
  const end = guide.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`CONTENT.md has lost its marker lines ${TABLE_START} … ${TABLE_END}`);
  return `${guide.slice(0, start + TABLE_START.length)}\n\n${renderComponentTable()}\n\n${guide.slice(end)}`;
}
