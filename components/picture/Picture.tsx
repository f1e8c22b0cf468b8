import type { ImgHTMLAttributes } from 'react';
import { COPY_FORMATS, pictureCopyUrl, pictureWidths, type PictureUse } from '../../content-pipeline/pictures';
import { useSite } from '../PageDataContext';

type ImgProps = Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'loading' | 'fetchPriority'>;

/** The copies the build made (AVIF, WebP); a picture the checker did not read, as it is. */
export function Picture({
  src,
  alt,
  use,
  sizes,
  box,
  ...img
}: ImgProps & {
  src: string;
  alt: string;
  use: PictureUse;
  sizes: string;
  /** The width and height attributes, when the page shows the picture at a fixed size. */
  box?: { width: number; height: number };
}) {
  const picture = useSite().pictures.get(src);
  if (!picture) return <img src={src} alt={alt} width={box?.width} height={box?.height} {...img} />;
  const widths = pictureWidths(picture, use);
  const largest = widths[widths.length - 1]!;
  const srcSet = (format: (typeof COPY_FORMATS)[number]) =>
    widths.map((width) => `${pictureCopyUrl(picture, width, format)} ${width}w`).join(', ');
  const { width, height } = box ?? { width: largest, height: Math.round((largest * picture.height) / picture.width) };
  return (
    <picture>
      {COPY_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(format)} sizes={sizes} />
      ))}
      <img src={pictureCopyUrl(picture, largest, 'webp')} alt={alt} width={width} height={height} {...img} />
    </picture>
  );
}
