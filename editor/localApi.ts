/** What the dev server's editor routes of ours (local mode) and the editor's page share. */
export interface SaveMessage {
  severity: 'error' | 'warning';
  text: string;
  /** Already there before this save. */
  before: boolean;
}

export const SAVE_MESSAGES_HEADER = 'X-Checker-Messages';

/** Headers hold Latin-1 only: the JSON is URI-encoded. */
export const encodeSaveMessages = (messages: SaveMessage[]) => encodeURIComponent(JSON.stringify(messages));
export const decodeSaveMessages = (header: string) => JSON.parse(decodeURIComponent(header)) as SaveMessage[];

export const TRANSLATION_ROUTE = 'translation';

export interface TranslationState {
  translated: boolean;
  version: string;
  translatedVersion?: string;
}

/** Keystatic's API takes only requests with this header, which a page of another site cannot send; ours too. */
export const SAME_SITE_HEADERS = { 'no-cors': '1' };
