import { useSite } from '../../renderer/PageDataContext';

/** The facts an MDX text may quote, so that each is written once in content/site.yaml. */
export const FACT_NAMES = [
  'firmName',
  'shortName',
  'founded',
  'yearsExperience',
  'clientsServed',
  'email',
  'responseTime',
] as const;
export type FactName = (typeof FACT_NAMES)[number];

/** Quotes one firm fact inside a sentence, e.g. `Founded in <Fact name="founded" />`. */
export function Fact({ name }: { name: FactName }) {
  const { facts } = useSite();
  const values: Record<FactName, string> = {
    firmName: facts.firmName,
    shortName: facts.shortName,
    founded: String(facts.claims.founded),
    yearsExperience: facts.claims.yearsExperience,
    clientsServed: facts.claims.clientsServed,
    email: facts.email,
    responseTime: facts.responseTime,
  };
  return <>{values[name]}</>;
}
