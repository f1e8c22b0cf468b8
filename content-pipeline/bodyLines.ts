/** An MDX body's lines as written: code is blanked, not removed, so every line and column keeps its place. */

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[^`]*?\1/g;

function bodyStartIndex(lines: readonly string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const closing = lines.findIndex((text, index) => index > 0 && text.trim() === '---');
  return closing === -1 ? lines.length : closing + 1;
}

export function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

export function bodyLines(fileText: string) {
  const lines = fileText.split('\n');
  const result: { line: number; text: string }[] = [];
  let fence: string | undefined;
  for (let index = bodyStartIndex(lines); index < lines.length; index += 1) {
    const text = lines[index] ?? '';
    const marker = FENCE.exec(text)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = undefined;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    result.push({ line: index + 1, text: text.replace(INLINE_CODE, blank) });
  }
  return result;
}
