/**
 * The .eml files written for requests when mail goes to files (the mail transport writes them
 * here): part of the data folder, so erased with their requests, whichever engine stores those.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The data folder's sub-folder of mail written as files, when no SMTP_URL is set. */
export const MAIL_FOLDER = 'outbox-mail';

export function eraseMailFiles(dataDir: string, ids: readonly string[]): void {
  const folder = path.join(dataDir, MAIL_FOLDER);
  for (const id of ids) {
    for (const file of [`${id}.eml`, `${id}.eml.partial`]) fs.rmSync(path.join(folder, file), { force: true });
  }
}
