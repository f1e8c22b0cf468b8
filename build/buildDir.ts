import path from 'node:path';

export function defaultBuildDir(): string {
  return path.resolve(process.env.DIST_DIR || 'dist');
}
