// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every page is prerendered to static HTML; pages load no JavaScript unless they define
  // onRenderClient themselves (only /contact does, for the form). The build script starts the
  // prerendering itself (build/buildSite.ts), so a page that fails is reported, not exited on.
  prerender: { disableAutoRun: true },
  clientRouting: false,
  passToClient: [],
} satisfies Config;
