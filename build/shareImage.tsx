/**
 * The picture link previews show (`og:image`): one 1200×630 PNG for the whole site, drawn at
 * build time from the firm's facts in the site's colours and fonts.
 *
 * satori lays the picture out and writes every letter as a path, so the result needs no font
 * installed on the machine and nothing downloaded; sharp (already used for the hero pictures)
 * turns that SVG into a PNG. satori reads .woff but not .woff2, hence the .woff files below.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import type { SiteFacts } from '../content-pipeline/schema';
import { COLOURS } from '../lib/colours';

/**
 * Where the picture is served and its size. `renderer/renderHead.ts` names the same address
 * and size in every page's head (the UI may not import the build), and
 * `tests/unit/shareImages.test.ts` fails when the two differ.
 */
export const SHARE_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

/** The families and weights the site itself loads (components/layout/SiteLayout.tsx). */
const FONTS = [
  { family: 'Source Serif 4', fontsourcePackage: 'source-serif-4', weight: 600 },
  { family: 'Source Sans 3', fontsourcePackage: 'source-sans-3', weight: 400 },
  { family: 'Source Sans 3', fontsourcePackage: 'source-sans-3', weight: 600 },
] as const;
/**
 * The site's pages load Latin only and let the browser find other letters; here no other font
 * exists, so text that needs more (names such as Łukasz or Šimić) is drawn again with Latin
 * Extended too. Parsing fonts is most of the drawing's cost, so only such text pays for it.
 * A letter beyond both (Greek, Cyrillic, Chinese…) is drawn as an empty box, and the build warns.
 */
export const LATIN = ['latin'] as const;
const LATIN_EXTENDED = ['latin', 'latin-ext'] as const;
type Subset = (typeof LATIN_EXTENDED)[number];

const PADDING = 80;
/** onBrandMuted, faint: visible on navy without competing with the name. */
const MARK_RING = 'rgba(214, 222, 234, 0.4)';

/**
 * Writes `og-image.png` into the client folder of the build; `faviconSvg` is the site's mark.
 * Returns the file and what the build should warn of.
 */
export async function writeShareImage(
  facts: SiteFacts,
  faviconSvg: string,
  clientDir: string,
): Promise<{ file: string; warnings: string[] }> {
  const { png, missingLetters } = await renderShareImage(facts, faviconSvg);
  fs.writeFileSync(path.join(clientDir, SHARE_IMAGE.file), png);
  return { file: SHARE_IMAGE.file, warnings: warningsOfMissingLetters(missingLetters) };
}

async function renderShareImage(
  facts: SiteFacts,
  faviconSvg: string,
): Promise<{ png: Buffer; missingLetters: string[] }> {
  const mark = svgDataUri(faviconSvg);
  const latin = await drawSvg(facts, mark, LATIN);
  const { svg, missingLetters } = latin.missingLetters.length ? await drawSvg(facts, mark, LATIN_EXTENDED) : latin;
  // Opaque: some previews show a transparent picture on black. Full colour at the strongest
  // compression, ~40 kB in ~30 ms; a 256-colour palette would save ~10 kB more but costs
  // ~100 ms of quantising on every build, for a file crawlers fetch rarely.
  const png = await sharp(Buffer.from(svg))
    .flatten({ background: COLOURS.brand })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { png, missingLetters };
}

/** The picture as an SVG of paths, with the text that the fonts of `subsets` have no letters for. */
async function drawSvg(
  facts: SiteFacts,
  mark: string,
  subsets: readonly Subset[],
): Promise<{ svg: string; missingLetters: string[] }> {
  const missing = new Set<string>();
  const svg = await satori(<ShareCard facts={facts} mark={mark} subsets={subsets} />, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: loadFonts(subsets),
    // A style satori does not support would silently vanish from the picture: fail the build instead.
    onStyleError: (error) => {
      throw error;
    },
    // Asked for the text no font has a letter for; nothing is downloaded, the text is only noted.
    loadAdditionalAsset: async (_language, text) => {
      missing.add(text);
      return [];
    },
  });
  return { svg, missingLetters: [...missing] };
}

/** The build goes on (the picture stays useful), but the editor learns why some letters are boxes. */
function warningsOfMissingLetters(missingLetters: string[]): string[] {
  if (missingLetters.length === 0) return [];
  const letters = missingLetters.map((text) => `"${text}"`).join(', ');
  return [
    `${SHARE_IMAGE.file}: the site's fonts have no letters for ${letters} (firmName, tagline or serviceRegion ` +
      `of content/site.yaml): link previews show them as empty boxes`,
  ];
}

/** The firm's mark, name, tagline and service region on navy, like the site's hero. */
function ShareCard({ facts, mark, subsets }: { facts: SiteFacts; mark: string; subsets: readonly Subset[] }) {
  const fontStack = (family: (typeof FONTS)[number]['family']) =>
    subsets.map((subset) => fontName(family, subset)).join(', ');
  return (
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
    </div>
  );
}

/** The site's own font files, resolved from node_modules so nothing is downloaded. */
export function loadFonts(subsets: readonly Subset[]): Font[] {
  const require = createRequire(import.meta.url);
  return FONTS.flatMap(({ family, fontsourcePackage, weight }) =>
    subsets.map((subset) => ({
      name: fontName(family, subset),
      weight,
      style: 'normal' as const,
      data: fs.readFileSync(
        require.resolve(`@fontsource/${fontsourcePackage}/files/${fontsourcePackage}-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
}

/**
 * One name per file, listed in `fontFamily` as CSS lists fallbacks: among files that share a
 * name, satori keeps the first for the whole word ("Łódź" would lose its "Ł").
 */
function fontName(family: string, subset: Subset): string {
  return subset === 'latin' ? family : `${family} ${subset}`;
}

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
