/** `npm run build` (build/buildSite.ts), then the editor's bundle when it is hosted; a failure never exits 0. */
import { buildSite, defaultBuildDir } from '../build/buildSite';
import { editorIsHosted } from '../editor/editorSettings';

try {
  const built = await buildSite();
  if (built && editorIsHosted()) {
    const started = performance.now();
    const { buildEditorBundle } = await import('../editor/editorBundle');
    await buildEditorBundle(defaultBuildDir());
    console.log(`editor: bundled by Vite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  process.exitCode = built ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
