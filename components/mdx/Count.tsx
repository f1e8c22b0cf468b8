import type { CountName } from '../../content-pipeline/mdxComponentRegistry';
import { useShellText, useSite } from '../PageDataContext';

/**
 * How many practice areas or team members the site has, as a sentence in the page's language
 * says it ("eight", "huit"), so that copy which counts them stays true when a file is added or
 * removed.
 */
export function Count({ of, capital = false }: { of: CountName; capital?: boolean }) {
  const { services, team } = useSite();
  const count = of === 'practiceAreas' ? services.length : team.length;
  const word = useShellText().numberWords[count] ?? String(count);
  return <>{capital ? word.charAt(0).toUpperCase() + word.slice(1) : word}</>;
}
