import { LAWYERS_REGULATOR } from '../../content-pipeline/regulators';
import type { TeamMember } from '../../page-data/views';

/**
 * "Your lawyer": the profile a practice area's `lawyer` names, else the first licensed by the Law
 * Society of Ontario, the one licence that allows acting in every area.
 */
export function practiceAreaLawyer(team: readonly TeamMember[], named?: string): TeamMember | undefined {
  const chosen = named === undefined ? undefined : team.find((member) => member.id === named);
  return chosen ?? team.find((member) => member.licence?.regulator === LAWYERS_REGULATOR);
}
