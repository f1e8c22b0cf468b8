/**
 * `<Awards />` shows the firm's awards of site.yaml, and nothing while there are none: a page
 * that places it under a heading such as "Recognition" would then show an empty section.
 */
import type { ContentProblem } from './contentProblem';
import type { SiteContent } from './contentTypes';
import type { MdxResult } from './mdxBody';

export function checkAwardsShown(content: SiteContent, compiled: ReadonlyMap<string, MdxResult>): ContentProblem[] {
  if (content.facts.awards.length > 0) return [];
  return [...compiled].flatMap(([file, result]) => {
    if (!result.ok) return [];
    const use = result.items.find((item) => item.kind === 'component' && item.name === 'Awards');
    if (!use) return [];
    return [
      {
        file,
        line: use.line,
        severity: 'warning' as const,
        message:
          '<Awards /> shows nothing: content/site.yaml lists no awards: add them under awards (name, issuer, year, source), or remove <Awards /> and its heading',
      },
    ];
  });
}
