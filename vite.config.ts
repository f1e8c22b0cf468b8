import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig, type Plugin } from 'vite';

export default defineConfig({
  plugins: [
    // No content goes through Vite: the checker compiles the MDX bodies and the pages run them
    // (content-pipeline/checkContent.ts), so this bundle is the same whatever the content.
    react(),
    vanillaExtractPlugin(),
    vike(),
    withoutDependencySourceMaps(),
  ],
  // One stylesheet for the whole site (about 5 kB gzipped) beats two dozen small requests per page.
  // Vite's table of gzip sizes costs time on every bundle, and nobody reads it.
  build: { assetsInlineLimit: 0, cssCodeSplit: false, reportCompressedSize: false },
  // The editor's page (editor/main.tsx) is not among the pages Vite scans at start: without this,
  // its first visit in a fresh checkout bundles Keystatic, then reloads the page under the editor.
  optimizeDeps: { include: ['@keystatic/core', '@keystatic/core/ui', '@keystatic/core/content-components'] },
});

/**
 * `npm run dev` serves each pre-bundled dependency with its source map inlined: Keystatic's came to
 * 25 MB a visit, and the editor's page took 5 to 6 s to open instead of about 3.5. Nobody debugs
 * Keystatic's own code here; the project's files keep their maps. An empty map is the plugin API's
 * way to say "no map" (without one, Vite would make a map of its own).
 */
function withoutDependencySourceMaps(): Plugin {
  return {
    name: 'without-dependency-source-maps',
    apply: 'serve',
    transform(code, id) {
      return id.includes('/node_modules/.vite/deps/') ? { code, map: { mappings: '' } } : undefined;
    },
  };
}
