/**
 * The firm's mark (lib/logoMark.ts) as a file: `favicon.svg`, from which the build draws the
 * other icons and puts the mark on the link preview. satori sets the initials in the site's
 * serif as paths, so the file needs no font wherever it is shown or rasterised; the shapes, the
 * same ones the pages draw inline, go under them.
 */
import satori from 'satori';
import { MARK_TILE, markLetters, markShapesMarkup } from '../lib/logoMark';
import { LATIN, loadFonts } from './shareImage';

/** The file the pages link as their icon (renderer/+onRenderHtml.tsx). */
export const MARK_FILE = 'favicon.svg';

/** How far above the baseline the top of a line of Source Serif 4 stands, per pixel of size. */
const SERIF_ASCENT = 0.918;

/** The mark drawn from `name` (the firm's short name), as the text of an SVG file. */
export async function drawMarkSvg(name: string): Promise<string> {
  const letters = markLetters(name);
  const lettersSvg = await satori(
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
    {
      width: MARK_TILE,
      height: MARK_TILE,
      fonts: loadFonts(LATIN),
      onStyleError: (error) => {
        throw error;
      },
      // A letter the serif has not (a name in another script) is left out; the shapes remain.
      loadAdditionalAsset: async () => [],
    },
  );
  // The shapes first, so the letters are drawn over them.
  return lettersSvg.replace(/^<svg[^>]*>/, (opening) => `${opening}${markShapesMarkup()}`);
}
