import path from 'node:path';

/**
 * The content folder: CONTENT_DIR, `content/` by default (the tests build their fixture content).
 */
export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || 'content');
}
