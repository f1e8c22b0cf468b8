/** A fresh copy of the project for one build: without builds, local data or caches, node_modules linked. */
import fs from 'node:fs';
import path from 'node:path';
import { makeTemporaryFolder } from './temporaryFolders';

/** What a build copy must not bring along: other builds, local data, caches, and the heavy folders. */
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'data', 'test-results', '.cache']);

function isCopied(topLevelName: string): boolean {
  return !NOT_COPIED.has(topLevelName) && !topLevelName.startsWith('dist.') && !topLevelName.startsWith('dist-');
}

export function copyProject(projectDir: string): string {
  const copyDir = makeTemporaryFolder('bench-build-');
  fs.cpSync(projectDir, copyDir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(projectDir, source);
      return relative === '' || relative.includes(path.sep) || isCopied(relative);
    },
  });
  fs.symlinkSync(fs.realpathSync(path.join(projectDir, 'node_modules')), path.join(copyDir, 'node_modules'), 'dir');
  return copyDir;
}
