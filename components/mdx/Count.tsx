import type { CountName } from '../../content-pipeline/mdxComponentRegistry';
import { useShellText, useSite } from '../PageDataContext';

/** How many practice areas or team members the site has, in words ("eight", "huit"), so counting copy stays true. */
export function Count({ of, capital = false }: { of: CountName; capital?: boolean }) {
  const { services, team } = useSite();
  const count = of === 'practiceAreas' ? services.length : team.length;
  const word = useShellText().numberWords[count] ?? String(count);
  return <>{capital ? word.charAt(0).toUpperCase() + word.slice(1) : word}</>;
}
