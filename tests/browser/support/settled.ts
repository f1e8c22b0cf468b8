/** A page's requests: all answered before a sweep of pages goes on, or held while a test looks at the page. */
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

/** Holds the requests to `url` until `release()`, counting them: a test looks at the page while they wait. */
export async function holdRequests(page: Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(url, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
