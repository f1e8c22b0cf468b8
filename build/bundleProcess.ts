/**
 * Vite's bundle of the code, in a process of its own (codeBundle.ts starts it with the staging
 * folder as its one argument): Vite and its plugins leave about 250 MB behind them in the process
 * that ran them, which the build's later steps (rendering, the search index, the pictures) would
 * otherwise carry on top of their own.
 */
import { build as vikeBuild } from 'vike/api';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: bundleProcess.ts OUT_DIR');
try {
  // Vite's own report (every file it wrote) is left out: the build prints one line for the bundle.
  await vikeBuild({ viteConfig: { build: { outDir }, logLevel: 'warn' } });
} catch (error) {
  // Said and exit code 1 here: a rejection left to Node ends this process with 0 once Vite has run.
  console.error(error);
  process.exit(1);
}
