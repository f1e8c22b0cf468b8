import type { EditorSettings } from './editorSettings';

export const EDITOR_ROOT_ID = 'editor';
export const EDITOR_SETTINGS_ID = 'editor-settings';
export const EDITOR_ENTRY = '/editor/main.tsx';

export interface EditorPageFiles {
  script: string;
  styles: string[];
}

export function editorPageHtml(settings: EditorSettings, files: EditorPageFiles): string {
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  const styles = files.styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Site content: editor</title>${styles}</head>
<body><div id="${EDITOR_ROOT_ID}"></div>
<script type="application/json" id="${EDITOR_SETTINGS_ID}">${json}</script>
<script type="module" src="${files.script}"></script>
</body></html>`;
}
