import { useSite } from '../PageDataContext';
import { AwardsList } from '../team/AwardsList';

/** `<Awards />`: the firm's awards from content/site.yaml, each linked to where it can be checked. */
export function Awards() {
  return <AwardsList awards={useSite().facts.awards} />;
}
