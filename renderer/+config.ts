// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // The build starts the prerendering itself (build/buildSite.ts): a page that fails is reported, not exited on.
  prerender: { disableAutoRun: true },
  clientRouting: false,
  passToClient: [],
} satisfies Config;
