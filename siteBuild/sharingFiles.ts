/**
 * The files a link preview, a browser tab and a home screen ask the site for: the sharing
 * image (shareImage.tsx), the icons and the web app manifest (siteIcons.ts). All are drawn
 * from `favicon.svg` and the firm's facts, once per build, into the client folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../siteContent/loadContent';

export interface SharingFiles {
  /** The files written, relative to the client folder. */
  files: string[];
  /** What drawing them cost, for the build log. */
  ms: number;
  /** Printed already; e.g. letters of the facts that no font of the site can draw. */
  warnings: string[];
}

/** The mark every icon is drawn from: the build's copy of `public/favicon.svg`. */
const FAVICON_SVG = 'favicon.svg';

export async function writeSharingFiles(content: SiteContent, clientDir: string): Promise<SharingFiles> {
  const started = performance.now();
  const faviconSvg = fs.readFileSync(path.join(clientDir, FAVICON_SVG), 'utf8');
  // Loaded here rather than with the build: satori and sharp take a few hundred ms to load,
  // which `npm run check:content` (it imports buildSite.ts) should not pay and the step's time
  // should show. sharp draws the icons on its own threads while satori is still loading.
  const [shareImage, icons] = await Promise.all([
    import('./shareImage').then(({ writeShareImage }) => writeShareImage(content.facts, faviconSvg, clientDir)),
    import('./siteIcons').then(({ writeSiteIcons }) => writeSiteIcons(content.facts, faviconSvg, clientDir)),
  ]);
  for (const warning of shareImage.warnings) console.warn(`warning: ${warning}`);
  return { files: [shareImage.file, ...icons], ms: performance.now() - started, warnings: shareImage.warnings };
}
