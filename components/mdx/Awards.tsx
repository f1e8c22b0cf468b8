import { useSite } from '../PageDataContext';
import { AwardsList } from '../team/AwardsList';

export function Awards() {
  return <AwardsList awards={useSite().facts.awards} />;
}
