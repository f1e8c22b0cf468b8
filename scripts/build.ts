/**
 * `npm run build`: see build/buildSite.ts. Exit code 1 when the content or the built pages have
 * errors, and when the build itself fails (its error printed): a failure never exits 0.
 * With KEYSTATIC_GITHUB_REPO set, the visual editor's bundle follows (editor/editorBundle.ts);
 * without it, nothing of the editor is built.
 */
import { buildSite, defaultBuildDir } from '../build/buildSite';
import { editorIsHosted } from '../editor/editorSettings';

try {
  const built = await buildSite();
  if (built && editorIsHosted()) {
    const started = performance.now();
    // Loaded only here: a site without the editor loads nothing of it.
    const { buildEditorBundle } = await import('../editor/editorBundle');
    await buildEditorBundle(defaultBuildDir());
    console.log(`editor: bundled by Vite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  process.exitCode = built ? 0 : 1;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
