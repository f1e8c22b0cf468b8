/** Control, bidi and invisible characters written out as `[U+XXXX]`; the joiners stay: emoji and several scripts need them. */
export const HIDDEN_FORMATTING =
  '\\u00ad\\u061c\\u180e\\u200b\\u200e\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff\\ufff9-\\ufffb\\u{e0000}-\\u{e007f}';

const NOT_SHOWN = new RegExp(`[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029${HIDDEN_FORMATTING}]`, 'gu');

export function visibleText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(NOT_SHOWN, (character) => `[U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`);
}

export const CLIENT_TEXT_INDENT = '    ';

/** `label: text`, later lines indented: no line a client writes can pass for another field. */
export function labelledText(label: string, text: string): string {
  return `${label}: ${indentLater(visibleText(text))}`;
}

export function oneLineText(text: string): string {
  return visibleText(text).replaceAll('\n', '[U+000A]');
}

export function indentLater(shown: string): string {
  return shown.replaceAll('\n', `\n${CLIENT_TEXT_INDENT}`);
}
