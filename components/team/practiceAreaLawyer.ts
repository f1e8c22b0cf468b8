import type { LICENSING_BODIES } from '../../content-pipeline/schema';
import type { TeamMember } from './teamMember';

/** The body whose licensees are lawyers: the only licence that covers every practice area. */
const LAWYERS_REGULATOR = 'Law Society of Ontario' satisfies keyof typeof LICENSING_BODIES;

/**
 * The lawyer a practice-area page introduces as "Your lawyer". The content does not yet say who
 * handles which area, so the rule uses what it does say: the first person of the team (by their
 * `order`) licensed by the Law Society of Ontario, the one licence that allows acting in every
 * area (an immigration consultant's does not reach the Federal Court, for one). No lawyer on the
 * team: no card.
 */
export function practiceAreaLawyer(team: readonly TeamMember[]): TeamMember | undefined {
  return team.find((member) => member.licence?.body === LAWYERS_REGULATOR);
}
