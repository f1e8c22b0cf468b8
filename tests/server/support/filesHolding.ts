import fs from 'node:fs';
import path from 'node:path';

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
