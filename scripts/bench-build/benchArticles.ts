/** The generated articles as files: bench-guide-1.mdx … bench-guide-N.mdx, and the warm build's edit. */
import fs from 'node:fs';
import path from 'node:path';
import { benchArticle } from './benchArticle';
import type { ContentNames } from './contentNames';

/** Writes the N articles into `articlesDir`, beside any articles already there; the same files for every site. */
export function writeBenchArticles(articlesDir: string, count: number, names: ContentNames): void {
  fs.mkdirSync(articlesDir, { recursive: true });
  for (let index = 1; index <= count; index++) {
    fs.writeFileSync(path.join(articlesDir, `bench-guide-${index}.mdx`), benchArticle(index, names));
  }
}

/** The warm build's edit: one sentence more in one article, as an editor's typical change. */
export function editOneArticle(articlesDir: string, count: number): void {
  const file = path.join(articlesDir, `bench-guide-${Math.ceil(count / 2)}.mdx`);
  fs.appendFileSync(file, '\nThis guide was reviewed again after a recent decision, and its advice still applies.\n');
}
