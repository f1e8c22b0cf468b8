/**
 * The files a link preview, a browser tab and a home screen ask the site for: the sharing
 * image (shareImage.tsx), the icons and the web app manifest (siteIcons.ts), all drawn from
 * the firm's mark (`favicon.svg`, drawn from its short name by markImage.tsx) and its facts into
 * the client folder, on every build (about half a second).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SiteContent } from '../content-pipeline/contentTypes';

export interface SharingFiles {
  /** The files written, relative to the client folder. */
  files: string[];
  /** E.g. letters of the facts that no font of the site can draw. */
  warnings: string[];
}

/** Draws the files into `clientDir`. */
export async function writeSharingFiles(content: SiteContent, clientDir: string): Promise<SharingFiles> {
  // Loaded here rather than with the build: satori and sharp take a few hundred ms to load,
  // which `npm run check:content` (it imports buildSite.ts) should not pay and the step's time
  // should show.
  const { drawMarkSvg, MARK_FILE } = await import('./markImage');
  const faviconSvg = await drawMarkSvg(content.facts.shortName);
  fs.writeFileSync(path.join(clientDir, MARK_FILE), faviconSvg);
  const [shareImage, icons] = await Promise.all([
    import('./shareImage').then(({ writeShareImage }) => writeShareImage(content.facts, faviconSvg, clientDir)),
    import('./siteIcons').then(({ writeSiteIcons }) => writeSiteIcons(content.facts, faviconSvg, clientDir)),
  ]);
  return { files: [MARK_FILE, shareImage.file, ...icons], warnings: shareImage.warnings };
}
