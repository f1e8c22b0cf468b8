/** A page loaded with every request it made answered: what a sweep of pages checks before the next. */
import type { Page, Request } from '@playwright/test';

/**
 * Calls `visit` (a navigation) and waits until its load event has fired and no request the page made
 * is still open: awaited, not the fixed half second of Playwright's `networkidle` after each page.
 */
export async function loadSettled(page: Page, visit: () => Promise<unknown>): Promise<void> {
  const open = new Set<Request>();
  let allAnswered = () => {};
  const opened = (request: Request) => open.add(request);
  const closed = (request: Request) => {
    open.delete(request);
    if (open.size === 0) allAnswered();
  };
  page.on('request', opened);
  page.on('requestfinished', closed);
  page.on('requestfailed', closed);
  try {
    await visit();
    if (open.size > 0) await new Promise<void>((resolve) => (allAnswered = resolve));
  } finally {
    page.off('request', opened);
    page.off('requestfinished', closed);
    page.off('requestfailed', closed);
  }
}
