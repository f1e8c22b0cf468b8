/**
 * The benchmark's folders in the system's temporary folder: one per build, removed when its build
 * is measured (kept with --keep), and removed on Ctrl-C too, so none is left behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stopRunningBuild } from './measureBuild';
import { progress } from './say';

/** Folders not removed yet. */
const liveFolders = new Set<string>();

export function makeTemporaryFolder(prefix: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  liveFolders.add(folder);
  return folder;
}

function removeFolder(folder: string): void {
  fs.rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  liveFolders.delete(folder);
}

/** Done with a folder: removed, or with --keep left in place and named. */
export function releaseFolder(folder: string, keep: boolean, label: string): void {
  if (keep) {
    liveFolders.delete(folder);
    progress(`${label} kept ${folder}`);
  } else {
    removeFolder(folder);
  }
}

export function removeFoldersOnInterrupt(keep: boolean): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopRunningBuild();
      for (const folder of liveFolders) {
        if (keep) progress(`kept ${folder}`);
        else removeFolder(folder);
      }
      process.exit(130);
    });
  }
}
