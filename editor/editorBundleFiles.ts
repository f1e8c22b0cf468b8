/**
 * Where the build puts the editor's bundle (editorBundle.ts) and how the production server
 * finds its files: apart from the bundling, so the server loads no bundler.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { EditorPageFiles } from './editorPage';

/** The bundle's folder inside the build folder, and the address its files are served at. */
export const EDITOR_BUNDLE = { folder: 'editor', urlPath: '/keystatic/assets/' } as const;
export const EDITOR_BUNDLE_ENTRY = 'editor/main.tsx';
/** Vite's list of what it wrote: the page names the entry's script and stylesheets from it. */
const MANIFEST = '.vite/manifest.json';

/** The entry's files as the page loads them, or undefined when the build has no editor. */
export function readEditorBundle(buildDir: string): EditorPageFiles | undefined {
  const manifestFile = path.join(buildDir, EDITOR_BUNDLE.folder, MANIFEST);
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
