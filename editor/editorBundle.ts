/** The editor's page for the production server: main.tsx bundled by Vite into `dist/editor/`. */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { EDITOR_BUNDLE, EDITOR_BUNDLE_ENTRY } from './editorBundleFiles';

export async function buildEditorBundle(buildDir: string): Promise<void> {
  await build({
    configFile: false,
    root: process.cwd(),
    base: EDITOR_BUNDLE.urlPath,
    logLevel: 'warn',
    // The site's public/ is the site's: nothing of it belongs in the editor's folder.
    publicDir: false,
    plugins: [react(), withoutFontsFromGoogle()],
    // Keystatic reads process.env.NODE_ENV, as bundles for the browser usually have replaced.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: path.join(buildDir, EDITOR_BUNDLE.folder),
      emptyOutDir: true,
      manifest: true,
      assetsDir: '',
      reportCompressedSize: false,
      chunkSizeWarningLimit: 10_000,
      rollupOptions: { input: EDITOR_BUNDLE_ENTRY },
    },
  });
}

/**
 * Keystatic's UI links Google Fonts, which the site's no-third-party rule and the editor's CSP
 * refuse. The build fails if the link is not found, so a release that moves it is seen.
 */
function withoutFontsFromGoogle(): Plugin {
  const link = /jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/[^"]*",\s*rel: "stylesheet"\s*\}\)/;
  let removed = false;
  return {
    name: 'editor-without-fonts-from-google',
    transform(code, id) {
      if (!id.includes('@keystatic/core') || !code.includes('fonts.googleapis.com')) return undefined;
      if (!link.test(code)) return undefined;
      removed = true;
      return { code: code.replace(link, 'null'), map: null };
    },
    buildEnd() {
      if (!removed)
        this.error("the Google Fonts link of Keystatic's UI was not found: editor/editorBundle.ts needs updating");
    },
  };
}
