/**
 * The content of `npm run dev`, checked again after every change under `content/`. While it has
 * errors, the last good content stays and the checker's report is printed and kept for the browser.
 */
import fs from 'node:fs';
import { checkAndLoadContent } from './checkContent';
import { defaultContentDir } from './contentDir';
import type { SiteContent } from './contentTypes';
import { summarise, type Report } from './contentProblem';

/** Editors' saves often come as several events (write, rename, temp files): check once after they settle. */
const DEBOUNCE_MS = 200;

export interface LiveContent {
  /** The last content that checked clean; undefined until there is one. */
  current(): SiteContent | undefined;
  /** The checker's report while the content has errors; undefined when it is fine. */
  problems(): Report | undefined;
  /** Called after every check, whether the content changed or an error appeared. */
  onCheck(listener: () => void): void;
  close(): void;
}

export async function watchContent(contentDir = defaultContentDir()): Promise<LiveContent> {
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
    onCheck: (listener) => listeners.push(listener),
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
