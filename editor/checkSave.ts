/**
 * The checker on a save, run on a copy of the content folder before anything is written. Errors
 * in the saved files refuse the save; one that breaks another file (an article naming a renamed
 * person) is written, and the dev server's pages then show the checker's report.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkAndLoadContent } from '../content-pipeline/checkContent';
import type { ContentProblem } from '../content-pipeline/contentProblem';
import { capitalised, fieldLabel } from '../content-pipeline/fieldLabels';
import type { SaveChanges } from './keystaticAdapter';
import type { SaveMessage } from './localApi';

export async function problemsOfSave(contentDir: string, changes: SaveChanges): Promise<SaveMessage[]> {
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
    const wordsOf = async (dir: string) =>
      (await checkAndLoadContent({ contentDir: dir, drafts: 'include' })).problems
        .filter((p) => saved.has(p.file))
        .map((p) => ({ severity: p.severity, text: inEditorWords(p) }));
    // A warning the files had before this save is told apart from one it caused.
    const before = new Set((await wordsOf(contentDir)).map((message) => message.text));
    return (await wordsOf(copy)).map((message) => ({ ...message, before: before.has(message.text) }));
  } finally {
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

/** The field's name in the form: `aliases[0]` is “Old addresses”. */
const labelOf = (field: string) =>
  fieldLabel(
    field
      .replace(/\[\d+\]/g, '')
      .split('.')
      .pop() ?? field,
  );

/**
 * The field by its label in the form, as the editor sees no lines; a fix the checker writes as a
 * line of the file (`write formValue: family-law`) names the field instead, and a translation's
 * file its button.
 */
function inEditorWords(problem: ContentProblem): string {
  const message = problem.message
    .replace(
      /\bwrite ([a-z][\w.[\]]*): '?([^']*?)'?(?=$|,|;| or )/gi,
      (_line, key: string, value: string) => `write ${value} in “${labelOf(key)}”`,
    )
    // The editor makes a translation with its button, not a file.
    .replace(
      /^has no (\w+) version: (.*) until \S+ translates it$/,
      'has no $1 version: $2 until “Translate into $1” makes it',
    );
  return problem.field ? `“${labelOf(problem.field)}” ${message}` : capitalised(message);
}
