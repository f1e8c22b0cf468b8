/**
 * The files a link preview, a browser tab and a home screen ask for, drawn from the firm's facts
 * and its mark. `apple-touch-icon.png` is opaque: iOS fills transparent corners with black.
 */
import fs from 'node:fs';
import path from 'node:path';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { everyLanguage, langOf, type SiteContent } from '../content-pipeline/contentTypes';
import type { SiteFacts } from '../content-pipeline/schema';
import { COLOURS } from '../lib/colours';
import { MARK_TILE } from '../lib/logoMark';
import { SHARE_IMAGE, shareImagePath } from '../lib/shareImage';
import { drawMarkSvg, drawSvg, fontName, LATIN, LATIN_EXTENDED, MARK_FILE, type Subset } from './markImage';

const PADDING = 80;
/** onBrandMuted, faint: visible on navy without competing with the name. */
const MARK_RING = 'rgba(214, 222, 234, 0.4)';
/** Each icon size drawn from the vector, not scaled down from a larger PNG, so small icons stay sharp. */
const ICO_SIZES = [16, 32, 48];
const MANIFEST_ICONS = [192, 512].map((size) => ({ file: `icon-${size}.png`, size }));

export async function writeSharingFiles(content: SiteContent, clientDir: string) {
  const { facts } = content;
  const files: string[] = [];
  const write = (file: string, data: Buffer | string) => {
    fs.writeFileSync(path.join(clientDir, file), data);
    files.push(file);
  };
  const faviconSvg = await drawMarkSvg(facts.shortName);
  write(MARK_FILE, faviconSvg);
  const mark = `data:image/svg+xml;base64,${Buffer.from(faviconSvg).toString('base64')}`;
  // One for each language, from its facts: a French page's preview reads French.
  const missingLetters: string[] = [];
  for (const site of everyLanguage(content)) {
    const latin = await drawShareSvg(site.facts, mark, LATIN);
    const drawn = latin.missingLetters.length ? await drawShareSvg(site.facts, mark, LATIN_EXTENDED) : latin;
    missingLetters.push(...drawn.missingLetters);
    // Opaque: some previews show a transparent picture on black. Full colour, ~40 kB in ~30 ms.
    write(
      shareImagePath(langOf(site)).slice(1),
      await sharp(Buffer.from(drawn.svg))
        .flatten({ background: COLOURS.brand })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    );
  }

  const draw = (size: number, opaque = false) => {
    // sharp reads an SVG at 72 dpi, its own size: a higher density draws the vector larger.
    const image = sharp(Buffer.from(faviconSvg), { density: (72 * size) / MARK_TILE }).resize(size, size);
    return (opaque ? image.flatten({ background: COLOURS.brand }) : image).png().toBuffer();
  };
  write('favicon.ico', await pngToIco(await Promise.all(ICO_SIZES.map((size) => draw(size)))));
  write('apple-touch-icon.png', await draw(180, true));
  for (const { file, size } of MANIFEST_ICONS) write(file, await draw(size));
  // What an installed site or a home-screen link shows; a site to read, not an app: the browser's buttons stay.
  const manifest = {
    name: facts.firmName,
    short_name: facts.shortName,
    description: facts.tagline,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    theme_color: COLOURS.brand,
    background_color: COLOURS.surface,
    icons: MANIFEST_ICONS.map(({ file, size }) => ({
      src: `/${file}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
  write('site.webmanifest', `${JSON.stringify(manifest, null, 2)}\n`);

  const letters = missingLetters.map((text) => `"${text}"`).join(', ');
  const warning = `${shareImagePath(langOf(content)).slice(1)}: the site's fonts have no letters for ${letters} (firmName, tagline or serviceRegion of content/site.yaml): link previews show them as empty boxes`;
  return { files, warnings: missingLetters.length ? [warning] : [] };
}

function drawShareSvg(facts: SiteFacts, mark: string, subsets: readonly Subset[]) {
  const fontStack = (family: string) => subsets.map((subset) => fontName(family, subset)).join(', ');
  return drawSvg(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: COLOURS.brand,
        color: COLOURS.onBrand,
        fontFamily: fontStack('Source Sans 3'),
      }}
    >
      {/* The band keeps its place at the bottom; anything too long is cut above it, never over it. */}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          flexShrink: 1,
          overflow: 'hidden',
          padding: `${PADDING - 8}px ${PADDING}px 0`,
        }}
      >
        {/* The mark's square is the background's navy: a thin light ring keeps its outline. */}
        <div style={{ display: 'flex', alignSelf: 'flex-start', borderRadius: 20, border: `2px solid ${MARK_RING}` }}>
          <img src={mark} width={96} height={96} alt="" />
        </div>
        <div
          style={{
            marginTop: 40,
            fontFamily: fontStack('Source Serif 4'),
            fontWeight: 600,
            fontSize: 68,
            lineHeight: 1.15,
            // A firm name too long for two lines ends in "…" rather than running off the picture.
            lineClamp: 2,
          }}
        >
          {facts.firmName}
        </div>
        <div style={{ width: 120, height: 6, marginTop: 32, backgroundColor: COLOURS.accentOnDark }} />
        <div style={{ marginTop: 28, fontSize: 34, lineHeight: 1.35, color: COLOURS.onBrandMuted, lineClamp: 2 }}>
          {facts.tagline}
        </div>
      </div>
      <div
        style={{
          display: 'flex',
          flexShrink: 0,
          padding: `28px ${PADDING}px`,
          backgroundColor: COLOURS.brandDark,
          color: COLOURS.accentOnDark,
          fontSize: 28,
          fontWeight: 600,
        }}
      >
        {facts.serviceRegion}
      </div>
    </div>,
    SHARE_IMAGE.width,
    SHARE_IMAGE.height,
    subsets,
  );
}
