/**
 * The one loaded, validated content object of this process.
 *
 * `npm run build` (scripts/build.ts) loads and checks `content/` once and puts the result here
 * before Vike prerenders; `npm run dev` swaps it whenever a file under `content/` changes. Vike
 * runs the page code from its own bundle, a second copy of every module, so the object is kept
 * on `globalThis`, the one thing both copies share.
 */
import type { SiteContent } from './contentTypes';
import { indexSite, type SiteIndex } from './routes';

const SLOT = Symbol.for('site-content-of-this-process');

interface Slot {
  content?: SiteContent;
}

function slot(): Slot {
  const holder = globalThis as typeof globalThis & { [SLOT]?: Slot };
  return (holder[SLOT] ??= {});
}

/** Makes `content` the content every page of this process reads from now on. */
export function setSiteContent(content: SiteContent): void {
  slot().content = content;
}

export function currentSiteContent(): SiteContent {
  const { content } = slot();
  // The pages run the bodies the checker compiled, so only the build and dev server can render.
  if (!content) throw new Error('No content was loaded in this process: build with `npm run build`');
  return content;
}

/** The current content with its address index. */
export function currentSite(): SiteIndex {
  return indexSite(currentSiteContent());
}
