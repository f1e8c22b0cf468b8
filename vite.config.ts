import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [
    // No content goes through Vite: the checker compiles the MDX bodies and the pages run them
    // (content-pipeline/checkContent.ts), so this bundle is the same whatever the content.
    react(),
    vanillaExtractPlugin(),
    vike(),
  ],
  // One stylesheet for the whole site (about 5 kB gzipped) beats two dozen small requests per page.
  // Vite's table of gzip sizes costs time on every bundle, and nobody reads it.
  build: { assetsInlineLimit: 0, cssCodeSplit: false, reportCompressedSize: false },
});
