import { useSite } from '../PageDataContext';
import type { FactName } from '../../content-pipeline/mdxComponentRegistry';

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
    languagesServed: facts.languagesServed,
    requestRetentionDays: String(facts.requestRetentionDays),
  };
  return <>{values[name]}</>;
}
