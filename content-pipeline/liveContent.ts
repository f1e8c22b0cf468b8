/** The content of `npm run dev`, checked after every change; while it has errors the last good content stays. */
import fs from 'node:fs';
import { checkAndLoadContent } from './checkContent';
import { defaultContentDir } from './contentDir';
import type { SiteContent } from './contentTypes';
import { summarise, type Report } from './contentProblem';

/** Editors' saves come as several events (write, rename, temp files): check once after they settle. */
const DEBOUNCE_MS = 200;

export async function watchContent(contentDir = defaultContentDir()) {
  let current: SiteContent | undefined;
  let problems: Report | undefined;
  const listeners: (() => void)[] = [];

  const check = async () => {
    try {
      // Editors preview their drafts here; the build leaves them out.
      const checked = await checkAndLoadContent({ contentDir, drafts: 'include' });
      const report = summarise(checked.problems, 'check:content', checked.placeholders.length);
      for (const line of report.lines) console.error(line);
      console.log(report.summary);
      problems = checked.content ? undefined : report;
      if (checked.content) current = checked.content;
    } catch (error) {
      // A check that itself fails (a file removed mid-read) must not take the dev server down.
      const line = `check:content could not run: ${error instanceof Error ? error.message : String(error)}`;
      console.error(line);
      problems = { lines: [line], summary: 'check:content: try saving the file again.', errors: 1 };
    }
    for (const listener of listeners) listener();
  };

  let timer: NodeJS.Timeout | undefined;
  const watcher = fs.watch(contentDir, { recursive: true }, () => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), DEBOUNCE_MS);
  });
  await check();

  return {
    current: () => current,
    problems: () => problems,
    onCheck: (listener: () => void) => void listeners.push(listener),
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
