/**
 * For `npm run dev`: prints the content checker's lines at start and again after each change
 * under content/, so editors see the same messages as `npm run check:content` while they work.
 * A content error never stops the dev server: it waits for the fix instead.
 */
import fs from 'node:fs';
import { checkContent } from './checkContent';
import { ContentError } from './contentProblem';
import { defaultContentDir, loadContent, type SiteContent } from './loadContent';
import { summarise } from './report';

/** Editors' saves often come as several events (write, rename, temp files): check once after they settle. */
const DEBOUNCE_MS = 200;

/** Runs the checker and prints its lines; true when no error remains. */
export async function printContentCheck(contentDir = defaultContentDir()): Promise<boolean> {
  try {
    const report = summarise(await checkContent({ contentDir }), 'check:content');
    for (const line of report.lines) console.error(line);
    console.log(report.summary);
    return report.errors === 0;
  } catch (error) {
    // A check that itself fails (a file removed mid-read) must not take the dev server down.
    console.error(`check:content could not run: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

/**
 * Checks the content, then keeps checking after every change. Resolves with the loaded content
 * as soon as it has no errors (at once, when it is already fine).
 */
export function loadContentWatchingChanges(contentDir = defaultContentDir()): Promise<SiteContent> {
  return new Promise((resolve) => {
    let resolved = false;
    const check = async () => {
      const ok = await printContentCheck(contentDir);
      if (!ok || resolved) return;
      try {
        const content = loadContent(contentDir);
        resolved = true;
        resolve(content);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    fs.watch(contentDir, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => void check(), DEBOUNCE_MS);
    });
    void check();
  });
}
