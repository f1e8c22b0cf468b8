import { Picture } from './Picture';

/** A picture in a page's text (`![what it shows](/images/office.jpg)`), as wide as the text column at most. */
export function BodyPicture({ src, alt }: { src?: string; alt?: string }) {
  if (!src) return null;
  return <Picture src={src} alt={alt ?? ''} use="body" sizes="(min-width: 44rem) 44rem, 100vw" loading="lazy" />;
}
