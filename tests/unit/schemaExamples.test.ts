/**
 * The examples the checker quotes in "is missing" messages are generic: none is a value a
 * content file uses, so an editor who pastes one never turns a file into a copy of another.
 */
import { expect, it } from 'vitest';
import type * as yup from 'yup';
import { loadContent } from '../../content-pipeline/loadContent';
import { pageSchema, serviceSchema, teamSchema } from '../../content-pipeline/schema';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

function examplesOf(schema: yup.AnyObjectSchema): [string, string][] {
  return Object.entries(schema.fields).flatMap(([field, fieldSchema]) => {
    const example = (fieldSchema as yup.Schema).meta()?.example;
    return example === undefined ? [] : [[field, example] as [string, string]];
  });
}

it('no example is a value of a content file', () => {
  const content = loadContent(FIXTURE_CONTENT_DIR);
  const files = [
    ...content.pages.map((page) => ({ schema: pageSchema, data: page.frontmatter as Record<string, unknown> })),
    ...content.services.map((s) => ({ schema: serviceSchema, data: s.frontmatter as Record<string, unknown> })),
    ...content.team.map((person) => ({ schema: teamSchema, data: person.frontmatter as Record<string, unknown> })),
  ];
  const clashes = files.flatMap(({ schema, data }) =>
    examplesOf(schema)
      .filter(([field, example]) => field !== 'order' && String(data[field]) === example)
      .map(([field, example]) => `${field}: ${example}`),
  );
  expect(clashes).toEqual([]);
  expect(examplesOf(serviceSchema).length).toBeGreaterThan(5);
});
