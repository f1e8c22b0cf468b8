/**
 * The HTML of the editor's page: an empty root, the settings as JSON data, and the entry that
 * Vite serves in development (main.tsx). Nothing of the editor is in the production build.
 */
import type { EditorSettings } from './editorSettings';

export const EDITOR_ROOT_ID = 'editor';
export const EDITOR_SETTINGS_ID = 'editor-settings';
export const EDITOR_ENTRY = '/editor/main.tsx';

export function editorPageHtml(settings: EditorSettings): string {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Site content: editor</title></head>
<body><div id="${EDITOR_ROOT_ID}"></div>
<script type="application/json" id="${EDITOR_SETTINGS_ID}">${json}</script>
<script type="module" src="${EDITOR_ENTRY}"></script>
</body></html>`;
}
