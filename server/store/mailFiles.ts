/**
 * The .eml files written for requests when mail goes to files (mail/transport.ts): erased with
 * their requests, whichever engine stores those.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MAIL_FOLDER } from '../mail/transport';

export function eraseMailFiles(dataDir: string, ids: readonly string[]): void {
  const folder = path.join(dataDir, MAIL_FOLDER);
  for (const id of ids) {
    for (const file of [`${id}.eml`, `${id}.eml.partial`]) fs.rmSync(path.join(folder, file), { force: true });
  }
}
