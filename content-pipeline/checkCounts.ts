/** A number of practice areas or people written in the text goes stale: a warning points to `<Count of="…" />`. */
import type { ContentProblem } from './contentProblem';
import type { SiteContent, SourceFile } from './contentTypes';

const NUMBER_WORDS = 'zero one two three four five six seven eight nine ten eleven twelve'.split(' ');
const NUMBER = `(${NUMBER_WORDS.join('|')}|\\d+)`;

const COUNTED = [
  {
    pattern: new RegExp(`\\b${NUMBER}\\s+(?:[a-z-]+\\s+)?(practice areas?|areas of (?:law|practice))\\b`, 'gi'),
    count: (content: SiteContent) => content.services.length,
    noun: 'practice areas',
    component: '<Count of="practiceAreas" />',
  },
  {
    pattern: new RegExp(`\\b${NUMBER}\\s+(?:[a-z-]+\\s+)?(team members?)\\b`, 'gi'),
    count: (content: SiteContent) => content.team.length,
    noun: 'team members',
    component: '<Count of="teamMembers" />',
  },
];

export function checkCounts(content: SiteContent, files: SourceFile[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const source of files) {
    source.text.split('\n').forEach((lineText, index) => {
      for (const counted of COUNTED) {
        const actual = counted.count(content);
        for (const match of lineText.matchAll(counted.pattern)) {
          const stated = toNumber(match[1] ?? '');
          if (stated === undefined || stated === actual) continue;
          const message = `"${match[0]}" no longer matches the site, which has ${actual} ${counted.noun}: write ${counted.component} where the number stands, or correct it`;
          problems.push({ file: source.file, line: index + 1, severity: 'warning', message });
        }
      }
    });
  }
  return problems;
}

function toNumber(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index === -1 ? undefined : index;
}
