/**
 * `npm run build` (build/buildSite.ts), then the editor's bundle when it is hosted; a failure never exits 0.
 * `--if-changed` (`npm start`): only when the build is missing or content/ or the code changed since, saying which.
 */
import { defaultBuildDir, whyBuildAgain } from '../build/builtFrom';

try {
  process.exitCode = reasonToBuild() && !(await build()) ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}

/** Always, unless `--if-changed` finds the build up to date. */
function reasonToBuild(): string | undefined {
  if (!process.argv.includes('--if-changed')) return 'asked';
  const reason = whyBuildAgain(defaultBuildDir());
  if (reason) console.log(`npm start: ${reason}: running npm run build first`);
  return reason;
}

/** Loaded only to build: `npm start` on an up-to-date build pays for the check alone. */
async function build(): Promise<boolean> {
  const { buildSite } = await import('../build/buildSite');
  const { editorIsHosted } = await import('../editor/editorSettings');
  const built = await buildSite();
  if (built && editorIsHosted()) {
    const started = performance.now();
    const { buildEditorBundle } = await import('../editor/editorBundle');
    await buildEditorBundle(defaultBuildDir());
    console.log(`editor: bundled by Vite in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return built;
}
