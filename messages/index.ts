/** The messages of a language of the site; English for any other. */
import { en, type Messages } from './en';
import { fr } from './fr';

export type { Messages };

/** One module per language of lib/languages.ts (messages/ imports nothing, so the list is checked by its test). */
export const MESSAGES: Readonly<Record<string, Messages>> = { en, fr };

export function messagesIn(lang: string | undefined): Messages {
  return lang !== undefined && Object.hasOwn(MESSAGES, lang) ? MESSAGES[lang]! : en;
}
