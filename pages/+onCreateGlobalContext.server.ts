// https://vike.dev/onCreateGlobalContext
import type { GlobalContextServer } from 'vike/types';
import { checkAndLoadContent, type CheckedContent } from '../content-pipeline/checkContent';
import { ContentCheckFailed } from '../content-pipeline/contentRenderError';
import { watchContent, type LiveContent } from '../content-pipeline/liveContent';
import { indexSite } from '../content-pipeline/routes';

/** The content, once per process: the build checks it first; `npm run dev` follows the last that checked clean. */
export async function onCreateGlobalContext(globalContext: GlobalContextServer): Promise<void> {
  if (import.meta.env.DEV) {
    const live = await watchContent();
    globalContext.liveContent = live;
    Object.defineProperty(globalContext, 'site', {
      get: () => indexSite(live.current() ?? noContentYet()),
      enumerable: true,
    });
    return;
  }
  const checked = await checkAndLoadContent();
  globalContext.checkedContent = checked;
  if (checked.content) {
    globalContext.site = indexSite(checked.content);
    return;
  }
  // No page can be built: the first hook that asks for the site stops the prerendering with the
  // checker's problems, which the build prints (an error thrown here, Vike would only log).
  const failure = new ContentCheckFailed(checked.problems, checked.placeholders.length);
  Object.defineProperty(globalContext, 'site', {
    get: () => {
      throw failure;
    },
  });
}

function noContentYet(): never {
  // The dev server shows the checker's report instead of any page until the content checks clean.
  throw new Error('the content has not checked clean yet: see the checker report');
}

declare global {
  // https://vike.dev/globalContext#typescript
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Vike {
    interface GlobalContextServer {
      checkedContent?: CheckedContent;
      liveContent?: LiveContent;
    }
  }
}
