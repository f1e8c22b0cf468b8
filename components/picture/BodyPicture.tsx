import { Picture } from './Picture';

export function BodyPicture({ src, alt }: { src?: string; alt?: string }) {
  if (!src) return null;
  return <Picture src={src} alt={alt ?? ''} use="body" sizes="(min-width: 44rem) 44rem, 100vw" loading="lazy" />;
}
