/**
 * Astro for the comparison, pinned so every run compares with the same Astro: installed on first
 * use into node_modules/.cache/bench-astro/ with npm, beside the project's dependencies and never
 * one of them (package.json does not name it, and a fresh `npm install` drops it), and reused by
 * later runs while its versions are the pinned ones.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail, progress } from './say';

const ASTRO_VERSIONS = { astro: '5.18.2', '@astrojs/mdx': '4.3.14' } as const;

export const ASTRO_PACKAGES = Object.entries(ASTRO_VERSIONS).map(([name, version]) => `${name}@${version}`);

/** Relative to the project folder. */
export const ASTRO_INSTALL_DIR = 'node_modules/.cache/bench-astro';

function installedVersion(nodeModules: string, name: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as {
      version?: string;
    };
    return manifest.version;
  } catch {
    return undefined;
  }
}

function isInstalled(nodeModules: string): boolean {
  return Object.entries(ASTRO_VERSIONS).every(([name, version]) => installedVersion(nodeModules, name) === version);
}

/** npm's output goes to stderr with the progress lines: stdout keeps the table only. */
function npmInstall(installDir: string): Promise<number> {
  const args = ['install', '--prefix', installDir, '--save-exact', '--no-audit', '--no-fund', ...ASTRO_PACKAGES];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { stdio: ['ignore', 2, 2] });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/** The node_modules folder holding the pinned Astro, installed there first if it is not yet. */
export async function installAstro(projectDir: string): Promise<string> {
  const installDir = path.join(projectDir, ASTRO_INSTALL_DIR);
  const nodeModules = path.join(installDir, 'node_modules');
  if (isInstalled(nodeModules)) return nodeModules;
  progress(`installing ${ASTRO_PACKAGES.join(' and ')} into ${ASTRO_INSTALL_DIR}/ (once: later runs reuse it)…`);
  fs.mkdirSync(installDir, { recursive: true });
  // Its own package.json, so npm installs here and does not look for the project's above it.
  fs.writeFileSync(path.join(installDir, 'package.json'), `${JSON.stringify({ private: true }, null, 2)}\n`);
  const exitCode = await npmInstall(installDir);
  if (exitCode !== 0 || !isInstalled(nodeModules))
    fail(`npm could not install ${ASTRO_PACKAGES.join(' and ')} into ${installDir} (exit code ${exitCode})`);
  return nodeModules;
}
