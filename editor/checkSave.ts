/**
 * The checker on a save, before anything is written: the content folder is copied, the saved
 * files put in, and `npm run check:content`'s checks run on the copy. Errors in the saved files
 * refuse the save, in the checker's own words; the editor sees them in Keystatic's save error.
 * A save that breaks another file (an article naming a renamed person) is written, and the
 * dev server's pages then show the checker's report, as after any other edit.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import { formatProblem } from '../content-pipeline/contentProblem';

export interface ContentChanges {
  /** Paths inside the content folder, such as `articles/x.mdx`, and their new text. */
  writes: Map<string, Buffer>;
  deletions: string[];
}

/** The checker's lines that refuse the save, or an empty list. */
export async function problemsOfSave(contentDir: string, changes: ContentChanges): Promise<string[]> {
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'editor-save-'));
  try {
    // The checker names files `content/…` whatever the folder is called.
    const copy = path.join(scratch, 'content');
    await fs.cp(contentDir, copy, { recursive: true });
    for (const [file, contents] of changes.writes) {
      await fs.mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await fs.writeFile(path.join(copy, file), contents);
    }
    for (const file of changes.deletions) await fs.rm(path.join(copy, file), { force: true });
    const saved = new Set([...changes.writes.keys()].map((file) => `content/${file}`));
    const checked = await checkAndLoadContent({ contentDir: copy, drafts: 'include' });
    return checked.problems.filter((p) => p.severity === 'error' && saved.has(p.file)).map(formatProblem);
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}
