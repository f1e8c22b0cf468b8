/**
 * What the dev server's editor routes of ours (local mode) tell the editor's page: the
 * checker's messages on a save, in a header of the save's answer (a refused save's and a
 * written one's), and a page's translation, at `/api/keystatic/translation/<folder>/<name>`
 * (GET: its state; POST: the French file made from the English one).
 */
export interface SaveMessage {
  severity: 'error' | 'warning';
  text: string;
}

export const SAVE_MESSAGES_HEADER = 'X-Checker-Messages';

/** Headers hold Latin-1 only: the JSON is URI-encoded. */
export const encodeSaveMessages = (messages: SaveMessage[]) => encodeURIComponent(JSON.stringify(messages));
export const decodeSaveMessages = (header: string) => JSON.parse(decodeURIComponent(header)) as SaveMessage[];

export const TRANSLATION_ROUTE = 'translation';

/** Whether the French file exists, the English file's version now, and the one the French file records. */
export interface TranslationState {
  translated: boolean;
  version: string;
  translatedVersion?: string;
}

/** Keystatic's API takes only requests with this header, which a page of another site cannot send; ours too. */
export const SAME_SITE_HEADERS = { 'no-cors': '1' };
