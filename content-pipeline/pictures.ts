/** Pictures under public/images/: the build makes AVIF and WebP copies at each use's widths. No Node module here: the pages import it. */
export type PictureUse = 'portrait' | 'hero' | 'body';

/** Per use: the widest it is shown, in CSS pixels (narrower looks blurred); the build makes up to twice that for sharp screens. */
export const PICTURE_USES: Record<PictureUse, { shownAt: number; widths: readonly number[] }> = {
  /** components/team/Portrait.css.ts draws it at this size. */
  portrait: { shownAt: 176, widths: [96, 176, 352] },
  /** Three quarters of a 1280-pixel screen (components/mdx/Hero.css.ts). */
  hero: { shownAt: 960, widths: [800, 1600] },
  /** The theme's `prose` width, 44rem. */
  body: { shownAt: 704, widths: [704, 1408] },
};

/** Larger than this is a camera's original, not a picture for a web page. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

export const PICTURE_COPIES_PATH = '/assets/pictures/';

export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'svg';
export type CopyFormat = 'avif' | 'webp';
export const COPY_FORMATS: readonly CopyFormat[] = ['avif', 'webp'];

export interface PictureSource {
  url: string;
  file: string;
  format: PictureFormat;
  width: number;
  height: number;
  hash: string;
  uses: PictureUse[];
}

export function pictureWidths(picture: Pick<PictureSource, 'width'>, use: PictureUse): number[] {
  const wanted = PICTURE_USES[use].widths;
  const possible = wanted.filter((width) => width <= picture.width);
  return possible.length === wanted.length ? [...possible] : [...possible, picture.width];
}

export function pictureCopies(picture: PictureSource): { width: number; format: CopyFormat }[] {
  const widths = [...new Set(picture.uses.flatMap((use) => pictureWidths(picture, use)))];
  return widths.flatMap((width) => COPY_FORMATS.map((format) => ({ width, format })));
}

export function pictureCopyUrl(
  picture: Pick<PictureSource, 'url' | 'hash'>,
  width: number,
  format: CopyFormat,
): string {
  const stem = picture.url.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
  return `${PICTURE_COPIES_PATH}${stem}-${picture.hash}-${width}.${format}`;
}

export function parsePictureCopyName(name: string): { hash: string; width: number; format: CopyFormat } | undefined {
  const match = /-([0-9a-f]{12})-(\d+)\.(avif|webp)$/.exec(name);
  if (!match) return undefined;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as CopyFormat };
}

export function describeTooSmall(
  picture: Pick<PictureSource, 'width' | 'format'>,
  use: PictureUse,
): string | undefined {
  const { shownAt } = PICTURE_USES[use];
  if (picture.width >= shownAt) return undefined;
  return `is ${picture.width} pixels wide, but it is shown up to ${shownAt} pixels wide, so it would look blurred: ask for a larger one, at least ${shownAt} pixels wide (${shownAt * 2} looks sharp on phones)`;
}
