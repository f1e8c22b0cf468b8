/**
 * Hero pictures exist at two widths: `name.webp` (1600 px) and `name-800.webp` (800 px),
 * so phones download the small one. scripts/make-hero-images.ts writes both.
 */
export const HERO_IMAGE_WIDTHS = [800, 1600] as const;

/** The file of `image` at `width`: the full-width file keeps its own name. */
export function heroImageVariant(image: string, width: number): string {
  return width === 1600 ? image : image.replace(/\.(webp|avif)$/, `-${width}.$1`);
}

export function heroImageSrcSet(image: string): string {
  return HERO_IMAGE_WIDTHS.map((width) => `${heroImageVariant(image, width)} ${width}w`).join(', ');
}
