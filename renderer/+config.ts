// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // No `prerender`: the build renders every page itself with the checked content (build/renderPages.ts).
  clientRouting: false,
  passToClient: [],
} satisfies Config;
