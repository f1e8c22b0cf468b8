/**
 * A page's HTML as it is rendered, for whoever listens: the build's search index reads each page
 * while Vike renders the next (build/searchIndex.ts), on the processor prerendering leaves free.
 * Vike runs the page code from its own bundle, a second copy of every module, so the listener
 * is kept on `globalThis`, the one thing both copies share (as content-pipeline/processContent.ts
 * does for the content).
 */
type Listener = (urlPath: string, html: string) => void;

const SLOT = Symbol.for('site-rendered-page-listener');

function holder(): { [SLOT]?: Listener } {
  return globalThis as { [SLOT]?: Listener };
}

/** Hears every page rendered from now on; `undefined` stops. */
export function listenToRenderedPages(listener: Listener | undefined): void {
  holder()[SLOT] = listener;
}

/** Called by the renderer with each page's address and HTML; nothing happens when nobody listens. */
export function pageRendered(urlPath: string, html: string): void {
  holder()[SLOT]?.(urlPath, html);
}
