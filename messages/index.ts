/** The messages of a language of the site; English for any other. */
import { en, type Messages } from './en';
import { fr } from './fr';

export type { Messages };

export function messagesIn(lang: string | undefined): Messages {
  return lang === 'fr' ? fr : en;
}
