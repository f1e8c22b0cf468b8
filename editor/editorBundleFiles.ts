/** Where the editor's bundle is: apart from editorBundle.ts, so the server loads no bundler. */
import fs from 'node:fs';
import path from 'node:path';
import type { EditorPageFiles } from './editorPage';

export const EDITOR_BUNDLE = { folder: 'editor', urlPath: '/keystatic/assets/' } as const;
export const EDITOR_BUNDLE_ENTRY = 'editor/main.tsx';
/** The entry's files from Vite's manifest, or undefined when the build has no editor. */
export function readEditorBundle(buildDir: string): EditorPageFiles | undefined {
  const manifestFile = path.join(buildDir, EDITOR_BUNDLE.folder, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  const entry = manifest[EDITOR_BUNDLE_ENTRY];
  if (!entry) return undefined;
  const url = (file: string) => `${EDITOR_BUNDLE.urlPath}${file}`;
  return { script: url(entry.file), styles: (entry.css ?? []).map(url) };
}
