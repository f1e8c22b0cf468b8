/** Which profile a practice area introduces as "Your lawyer". */
import { expect, it } from 'vitest';
import { practiceAreaLawyer } from '../../components/team/practiceAreaLawyer';
import type { TeamMember } from '../../page-data/views';
import { licenceView } from '../../content-pipeline/regulators';

function member(id: string, body?: string): TeamMember {
  return {
    file: `content/team/${id}.mdx`,
    id,
    name: id,
    profileHref: `/who-we-are#team-${id}`,
    role: 'Role',
    email: `${id}@example.com`,
    education: [],
    awards: [],
    ...(body
      ? { licence: licenceView({ body, number: body === 'Law Society of Ontario' ? '12345A' : 'R123456' }) }
      : {}),
  };
}

const team = [
  member('consultant', 'College of Immigration and Citizenship Consultants'),
  member('first-lawyer', 'Law Society of Ontario'),
  member('second-lawyer', 'Law Society of Ontario'),
];

it('is the profile the area names', () => {
  expect(practiceAreaLawyer(team, 'second-lawyer')?.id).toBe('second-lawyer');
});

it('is otherwise the first licensee of the Law Society of Ontario, never a consultant first in order', () => {
  expect(practiceAreaLawyer(team)?.id).toBe('first-lawyer');
});

it('is no one when the team has no lawyer', () => {
  expect(practiceAreaLawyer([team[0]!])).toBeUndefined();
});
