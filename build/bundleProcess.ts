/** Vite's bundle of the code, in a process of its own (codeBundle.ts says why). */
import { build as vikeBuild } from 'vike/api';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: bundleProcess.ts OUT_DIR');
try {
  await vikeBuild({ viteConfig: { build: { outDir }, logLevel: 'warn' } });
} catch (error) {
  // Said and exit code 1 here: a rejection left to Node ends this process with 0 once Vite has run.
  console.error(error);
  process.exit(1);
}
