import { LAWYERS_REGULATOR } from '../../content-pipeline/regulators';
import type { TeamMember } from '../../page-data/views';

/**
 * The lawyer a practice-area page introduces as "Your lawyer": the profile its `lawyer` names
 * (the checker makes sure it names one), or else the first person of the team (by their `order`)
 * licensed by the Law Society of Ontario, the one licence that allows acting in every area (an
 * immigration consultant's does not reach the Federal Court, for one). No one: no card.
 */
export function practiceAreaLawyer(team: readonly TeamMember[], named?: string): TeamMember | undefined {
  const chosen = named === undefined ? undefined : team.find((member) => member.id === named);
  return chosen ?? team.find((member) => member.licence?.regulator === LAWYERS_REGULATOR);
}
