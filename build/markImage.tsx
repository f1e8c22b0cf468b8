/**
 * The firm's mark as `favicon.svg`, its initials set as paths by satori so the file needs no font;
 * and the site's fonts as satori reads them (.woff, from node_modules).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { MARK_TILE, markLetters, markShapesMarkup } from '../lib/logoMark';

export const MARK_FILE = 'favicon.svg';

/** The families and weights the site itself loads (components/layout/SiteLayout.tsx). */
const FONTS = [
  { family: 'Source Serif 4', fontsourcePackage: 'source-serif-4', weight: 600 },
  { family: 'Source Sans 3', fontsourcePackage: 'source-sans-3', weight: 400 },
  { family: 'Source Sans 3', fontsourcePackage: 'source-sans-3', weight: 600 },
] as const;
/**
 * The pages load Latin only and let the browser find other letters; here no other font exists,
 * so text that needs more (Łukasz, Šimić) is drawn again with Latin Extended too: parsing fonts is
 * most of the drawing's cost. A letter beyond both is drawn as an empty box, and the build warns.
 */
export const LATIN = ['latin'] as const;
export const LATIN_EXTENDED = ['latin', 'latin-ext'] as const;
export type Subset = (typeof LATIN_EXTENDED)[number];

/** How far above the baseline the top of a line of Source Serif 4 stands, per pixel of size. */
const SERIF_ASCENT = 0.918;

export async function drawMarkSvg(name: string): Promise<string> {
  const letters = markLetters(name);
  // A letter the serif has not (a name in another script) is left out; the shapes remain.
  const { svg } = await drawSvg(
    <div style={{ display: 'flex', width: '100%', height: '100%', position: 'relative' }}>
      <div
        style={{
          position: 'absolute',
          left: 0,
          width: MARK_TILE,
          // The line box's top, so that the letters' baseline falls where the inline mark puts it.
          top: letters.baseline - letters.fontSize * SERIF_ASCENT,
          display: 'flex',
          justifyContent: 'center',
          fontFamily: 'Source Serif 4',
          fontWeight: 600,
          fontSize: letters.fontSize,
          lineHeight: 1,
          letterSpacing: letters.letterSpacing,
          color: letters.colour,
        }}
      >
        {letters.text}
      </div>
    </div>,
    MARK_TILE,
    MARK_TILE,
    LATIN,
  );
  // The shapes first, so the letters are drawn over them.
  return svg.replace(/^<svg[^>]*>/, (opening) => `${opening}${markShapesMarkup()}`);
}

/** Drawn by satori in the site's fonts; the text no font has a letter for is noted, nothing is downloaded. */
export async function drawSvg(element: ReactNode, width: number, height: number, subsets: readonly Subset[]) {
  const missing = new Set<string>();
  const svg = await satori(element, {
    width,
    height,
    fonts: loadFonts(subsets),
    // A style satori does not support would silently vanish from the picture: fail the build instead.
    onStyleError: (error) => {
      throw error;
    },
    loadAdditionalAsset: async (_language, text) => {
      missing.add(text);
      return [];
    },
  });
  return { svg, missingLetters: [...missing] };
}

function loadFonts(subsets: readonly Subset[]): Font[] {
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
export function fontName(family: string, subset: Subset): string {
  return subset === 'latin' ? family : `${family} ${subset}`;
}
