/**
 * At the top of an entry's form (local mode): Translate, or a link to the French file; on a French
 * page, a notice when the English page changed since. A field that writes nothing into the file.
 */
import { fields, type BasicFormField } from '@keystatic/core';
import { useEffect, useState } from 'react';
import { FRENCH_FOLDER, SOURCE_VERSION_FIELD, type TranslatedFolder } from '../content-pipeline/contentFolders';
import { fieldLabel } from '../content-pipeline/fieldLabels';
import { API_PATH, PAGE_PATH } from './keystaticAdapter';
import { SAME_SITE_HEADERS, TRANSLATION_ROUTE, type TranslationState } from './localApi';

export function translationField(folder: TranslatedFolder, french: boolean): BasicFormField<null> {
  return { ...fields.empty(), Input: () => <Translation folder={folder} french={french} /> };
}

/** Keystatic's look for our few words: its sans-serif, not the browser's serif. */
const PANEL = { margin: 0, font: '14px/1.45 system-ui, sans-serif' };

const entryPath = (folder: string, name: string) => `${PAGE_PATH}/collection/${folder}/item/${name}`;

function Translation({ folder, french }: { folder: TranslatedFolder; french: boolean }) {
  const name = /\/item\/([^/]+)$/.exec(window.location.pathname)?.[1];
  const [state, setState] = useState<TranslationState>();
  const url = `${API_PATH}/${TRANSLATION_ROUTE}/${folder}/${name}`;
  useEffect(() => {
    if (name) void fetch(url, { headers: SAME_SITE_HEADERS }).then(async (r) => setState(await r.json()));
  }, [url, name]);
  if (!name || !state) return null;
  const frenchEntry = entryPath(`${FRENCH_FOLDER}-${folder}`, name);
  if (french) {
    if (state.translatedVersion === state.version) return null;
    return (
      <p role="status" style={{ ...PANEL, padding: '0.5em 0.75em', border: '2px solid #8a5a00', borderRadius: 6 }}>
        The English page changed since this translation was made: compare it with{' '}
        <a href={entryPath(folder, name)}>the English page</a>, bring the French up to date, then write{' '}
        <strong>{state.version}</strong> in “{fieldLabel(SOURCE_VERSION_FIELD)}”.
      </p>
    );
  }
  if (state.translated)
    return (
      <p style={PANEL}>
        <a href={frenchEntry}>Open the French version</a>
      </p>
    );
  const translate = async () => {
    await fetch(url, { method: 'POST', headers: SAME_SITE_HEADERS });
    window.location.assign(frenchEntry);
  };
  return (
    <p style={PANEL}>
      <button type="button" onClick={() => void translate()}>
        Translate into French
      </button>{' '}
      makes its French page with these fields and this text in place, for you to write over in French.
    </p>
  );
}
