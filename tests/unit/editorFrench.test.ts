/**
 * The visual editor edits both languages: each translated folder has a French collection under
 * `fr/`, whose form leaves out the fields the English file keeps and offers `sourceVersion`.
 */
import { describe, expect, it } from 'vitest';
import { makeEditorConfig } from '../../editor/keystaticConfig';

const config = makeEditorConfig({});

describe('the French collections', () => {
  it('mirror pages, practice areas, articles and profiles under fr/, and the facts said in words', () => {
    for (const folder of ['pages', 'services', 'articles', 'team']) {
      expect(config.collections?.[`fr-${folder}`]?.path).toBe(`fr/${folder}/*`);
    }
    expect(config.singletons?.['fr-site']?.path).toBe('fr/site');
  });

  it('ask for the words and the version translated, never the facts the English file keeps', () => {
    const service = Object.keys(config.collections?.['fr-services']?.schema ?? {});
    expect(service).toEqual(
      expect.arrayContaining([
        'slug',
        'title',
        'summary',
        'highlights',
        'sourceVersion',
        'translationConfirmed',
        'body',
      ]),
    );
    for (const shared of ['formValue', 'order', 'heroImage']) expect(service).not.toContain(shared);
    const article = Object.keys(config.collections?.['fr-articles']?.schema ?? {});
    for (const shared of ['date', 'author', 'areas', 'draft']) expect(article).not.toContain(shared);
    const profile = Object.keys(config.collections?.['fr-team']?.schema ?? {});
    expect(profile).toEqual(expect.arrayContaining(['role', 'education', 'translationConfirmed', 'body']));
    for (const shared of ['name', 'email', 'licence', 'areas', 'photo']) expect(profile).not.toContain(shared);
    const facts = Object.keys(config.singletons?.['fr-site']?.schema ?? {});
    expect(facts).toEqual(expect.arrayContaining(['tagline', 'navigation', 'phones', 'officeHours', 'notices']));
    for (const shared of ['email', 'address', 'siteUrl', 'claims']) expect(facts).not.toContain(shared);
  });
});

it('confirming a translation is one checkbox, unticked until a lawyer competent in French ticks it', () => {
  for (const folder of ['fr-pages', 'fr-services', 'fr-articles', 'fr-team']) {
    const field = config.collections?.[folder]?.schema.translationConfirmed as
      { kind: string; label: string; defaultValue: () => unknown } | undefined;
    expect(field).toMatchObject({ kind: 'form', label: 'Translation confirmed' });
    expect(field?.defaultValue()).toBe(false);
  }
});
