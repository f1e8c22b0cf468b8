import path from 'node:path';

/**
 * The content folder: CONTENT_DIR, `content/` by default (the tests build their fixture content).
 * No imports of ours: Vite's config loader reads this file too (siteBuild/contentBodiesPlugin.ts).
 */
export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR || 'content');
}
