import { DEFAULT_LANG, type Lang } from './languages';

/** The sharing picture's size; build/sharingFiles.tsx draws one for each language, from its facts. */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the pages in a language find their sharing picture. */
export function shareImagePath(lang: Lang): string {
  return lang === DEFAULT_LANG ? '/og-image.png' : `/og-image-${lang}.png`;
}
