import path from 'node:path';

/** CONTENT_DIR, `content/` by default (the tests build their fixture content). */
export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || 'content');
}
