import { DEFAULT_LANG, type Lang } from './languages';

/** The sharing picture: its size, and its address for the pages in a language (build/sharingFiles.tsx draws each). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
export const shareImagePath = (lang: Lang) => (lang === DEFAULT_LANG ? '/og-image.png' : `/og-image-${lang}.png`);
