import mdx from '@mdx-js/rollup';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
// With its extension, as Vite's config loader wants it.
import { contentBodies } from './siteBuild/contentBodiesPlugin.ts';

export default defineConfig({
  plugins: [
    // MDX must become JSX before the React plugin sees it; remark-frontmatter keeps the YAML
    // header out of the rendered page (siteContent/ reads it with gray-matter instead).
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    vanillaExtractPlugin(),
    contentBodies(),
    vike(),
  ],
  // One stylesheet for the whole site (about 5 kB gzipped) beats two dozen small requests per page.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
});
