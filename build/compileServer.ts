/**
 * The production server as plain JavaScript in the build (`dist/node/`): `npm start` and the systemd
 * unit run it with Node alone, and its SQLite writer thread is the script beside it.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { BUILD_LAYOUT } from '../built-site/manifest';

export async function compileServer(outDir: string): Promise<void> {
  await build({
    entryPoints: ['server/start.ts', 'server/store/sqlite/writerThread.ts'],
    entryNames: '[name]',
    outdir: path.join(outDir, BUILD_LAYOUT.server),
    bundle: true,
    // The packages stay in node_modules/, which Node finds from dist/node/ as from any folder of the project.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
}
