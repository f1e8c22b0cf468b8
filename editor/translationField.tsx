/**
 * At the top of an entry's form (local mode): for each translated language, Translate, or a link to its
 * file; on a translation, a notice when the English page changed since. A field that writes nothing into the file.
 */
import { fields, type BasicFormField } from '@keystatic/core';
import { useEffect, useState } from 'react';
import { SOURCE_VERSION_FIELD, type TranslatedFolder } from '../content-pipeline/contentFolders';
import { fieldLabel } from '../content-pipeline/fieldLabels';
import { LANGUAGE_RECORDS, TRANSLATED_LANGUAGES, type Lang } from '../lib/languages';
import { API_PATH, PAGE_PATH } from './keystaticAdapter';
import { SAME_SITE_HEADERS, TRANSLATION_ROUTE, type TranslationState } from './localApi';

/** On an English entry's form, a line for each translated language; on a translation's (`lang`), its notice. */
export function translationField(folder: TranslatedFolder, lang?: Lang): BasicFormField<null> {
  const languages = lang ? [lang] : TRANSLATED_LANGUAGES;
  const one = (to: Lang) => <Translation key={to} folder={folder} lang={to} inTranslation={lang !== undefined} />;
  return { ...fields.empty(), Input: () => <>{languages.map(one)}</> };
}

/** Keystatic's look for our few words: its sans-serif, not the browser's serif. */
const PANEL = { margin: 0, font: '14px/1.45 system-ui, sans-serif' };

const entryPath = (folder: string, name: string) => `${PAGE_PATH}/collection/${folder}/item/${name}`;

function Translation({ folder, lang, inTranslation }: { folder: string; lang: Lang; inTranslation: boolean }) {
  const name = /\/item\/([^/]+)$/.exec(window.location.pathname)?.[1];
  const [state, setState] = useState<TranslationState>();
  const url = `${API_PATH}/${TRANSLATION_ROUTE}/${lang}/${folder}/${name}`;
  useEffect(() => {
    if (name) void fetch(url, { headers: SAME_SITE_HEADERS }).then(async (r) => setState(await r.json()));
  }, [url, name]);
  if (!name || !state) return null;
  const translatedEntry = entryPath(`${lang}-${folder}`, name);
  const language = LANGUAGE_RECORDS[lang].nameInEnglish;
  if (inTranslation) {
    if (state.translatedVersion === state.version) return null;
    return (
      <p role="status" style={{ ...PANEL, padding: '0.5em 0.75em', border: '2px solid #8a5a00', borderRadius: 6 }}>
        The English page changed since this translation was made: compare it with{' '}
        <a href={entryPath(folder, name)}>the English page</a>, bring the {language} up to date, then write{' '}
        <strong>{state.version}</strong> in “{fieldLabel(SOURCE_VERSION_FIELD)}”.
      </p>
    );
  }
  if (state.translated)
    return (
      <p style={PANEL}>
        <a href={translatedEntry}>Open the {language} version</a>
      </p>
    );
  const translate = async () => {
    await fetch(url, { method: 'POST', headers: SAME_SITE_HEADERS });
    window.location.assign(translatedEntry);
  };
  return (
    <p style={PANEL}>
      <button type="button" onClick={() => void translate()}>
        Translate into {language}
      </button>{' '}
      makes its {language} page with these fields and this text in place, for you to write over in {language}.
    </p>
  );
}
