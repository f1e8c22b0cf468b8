import type { CountName } from '../../content-pipeline/mdxComponentRegistry';
import { useSite } from '../PageDataContext';

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * How many practice areas or team members the site has, as a sentence says it ("eight"),
 * so that copy which counts them stays true when a file is added or removed.
 */
export function Count({ of, capital = false }: { of: CountName; capital?: boolean }) {
  const { services, team } = useSite();
  const count = of === 'practiceAreas' ? services.length : team.length;
  const word = WORDS[count] ?? String(count);
  return <>{capital ? word.charAt(0).toUpperCase() + word.slice(1) : word}</>;
}
