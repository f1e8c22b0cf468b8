import fs from 'node:fs';
import path from 'node:path';
import { validRequest } from './fixtures';

/** Every file under the folder that holds one of the strings, as `name: string`: a byte search. */
export function filesHolding(dir: string, needles: string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const bytes = fs.readFileSync(path.join(entry.parentPath, entry.name));
    for (const needle of needles) if (bytes.includes(Buffer.from(needle))) found.push(`${entry.name}: ${needle}`);
  }
  return found;
}

/**
 * Requests whose every personal value holds `word` and a two-digit tag, so their bytes can be
 * searched for: `marked(tag)` is the request, `markers(tag)` its name, surname, e-mail and phone.
 */
export function markedRequests(word: string) {
  const markers = (tag: string) => [
    `${word}name${tag}`,
    `${word}surname${tag}`,
    `${word.toLowerCase()}.${tag}@forgotten.example`,
    `555-01${tag}`,
  ];
  const marked = (tag: string) => {
    const [firstName, lastName, email] = markers(tag);
    return validRequest({ firstName, lastName, email, phone: `(416) 555-01${tag}` });
  };
  return { marked, markers };
}
