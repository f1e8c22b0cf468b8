/** A copy of the fixture content in a temporary folder, for tests that break it on purpose. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIXTURE_CONTENT_DIR } from './fixtureSite';

export interface ContentFixture {
  dir: string;
  /** Rewrites one file, e.g. `edit('services/family-law.mdx', (text) => text.replace(...))`. */
  edit(file: string, change: (text: string) => string): void;
  write(file: string, text: string): void;
  remove(file: string): void;
  cleanup(): void;
}

/**
 * @param options.from the folder copied: the fixture content unless said.
 * @param options.french false leaves out the French folder (content/fr/): a test of English files
 *   then sees none of its "no French version" warnings, as an English-only site would.
 */
export function copyContent(options: { french?: boolean; from?: string } = {}): ContentFixture {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(options.from ?? FIXTURE_CONTENT_DIR, dir, { recursive: true });
  if (options.french === false) fs.rmSync(path.join(dir, 'fr'), { recursive: true });
  return {
    dir,
    edit(file, change) {
      const full = path.join(dir, file);
      fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
    },
    write(file, text) {
      fs.writeFileSync(path.join(dir, file), text);
    },
    remove(file) {
      fs.rmSync(path.join(dir, file));
    },
    cleanup() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
