// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types';
import { currentSite } from '../content-pipeline/processContent';

/**
 * `globalContext.site` is the content of this process with its address index: every route
 * function, data hook and prerender hook reads it, none loads content itself. A getter rather
 * than a copy, because `npm run dev` swaps the content object when a file under content/ changes.
 */
export function onCreateGlobalContext(globalContext: GlobalContextServer): void {
  Object.defineProperty(globalContext, 'site', { get: currentSite, enumerable: true, configurable: true });
}
