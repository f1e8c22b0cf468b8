/** Mail as files without SMTP_URL; erasing a request erases every file holding it (docs/decisions/0025-no-request-hostage-erasure-everywhere.md). */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { RequestStore, StoredRequest } from '../store/store';
import { composeDigest, type MailSettings } from './composeMail';

export const MAIL_FOLDER = 'outbox-mail';

const MAIL_SUFFIX = '.eml';
const IDS_SUFFIX = '.ids';
const PARTIAL_SUFFIX = '.partial';
const DIGEST_PREFIX = 'digest-';

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function renderMessage(message: Mail.Options): Promise<Buffer> {
  return (await renderer.sendMail(message)).message as Buffer;
}

export async function writeMailFile(folder: string, requestIds: readonly string[], bytes: Buffer): Promise<void> {
  await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
  if (requestIds.length === 1) return writeWhole(path.join(folder, `${requestIds[0]}${MAIL_SUFFIX}`), bytes);
  const base = path.join(folder, `${DIGEST_PREFIX}${Date.now()}-${randomUUID().slice(0, 8)}`);
  // The list first: a digest on disk is always listed, so it can always be erased.
  await writeWhole(base + IDS_SUFFIX, Buffer.from(requestIds.join('\n')));
  await writeWhole(base + MAIL_SUFFIX, bytes);
}

export interface MailFilesOptions {
  dataDir: string;
  requests: Pick<RequestStore, 'get' | 'existing'>;
  mail: () => MailSettings;
}

export type MailFiles = ReturnType<typeof createMailFiles>;

export function createMailFiles({ dataDir, requests, mail }: MailFilesOptions) {
  const folder = path.join(dataDir, MAIL_FOLDER);

  async function rewriteDigest(base: string, kept: readonly string[]): Promise<void> {
    const found = await Promise.all(kept.map((id) => requests.get(id)));
    const remaining = found.filter((request): request is StoredRequest => request !== undefined);
    if (remaining.length === 0) {
      for (const suffix of [MAIL_SUFFIX, MAIL_SUFFIX + PARTIAL_SUFFIX, IDS_SUFFIX]) {
        await fs.promises.rm(base + suffix, { force: true });
      }
      return;
    }
    await writeWhole(base + MAIL_SUFFIX, await renderMessage(composeDigest(remaining, mail())));
    await writeWhole(base + IDS_SUFFIX, Buffer.from(remaining.map((request) => request.id).join('\n')));
  }

  async function digests(names: readonly string[]): Promise<{ base: string; ids: string[] }[]> {
    const listed = names.filter((name) => name.startsWith(DIGEST_PREFIX) && name.endsWith(IDS_SUFFIX));
    return Promise.all(
      listed.map(async (name) => {
        const base = path.join(folder, name.slice(0, -IDS_SUFFIX.length));
        const ids = (await fs.promises.readFile(base + IDS_SUFFIX, 'utf8')).split('\n').filter(Boolean);
        return { base, ids };
      }),
    );
  }

  async function eraseFrom(names: readonly string[], isGone: (id: string) => boolean): Promise<number> {
    let changed = 0;
    for (const name of names) {
      const id = singleMailId(name);
      if (id === undefined || !isGone(id)) continue;
      await fs.promises.rm(path.join(folder, name), { force: true });
      changed += 1;
    }
    for (const digest of await digests(names)) {
      const kept = digest.ids.filter((id) => !isGone(id));
      if (kept.length === digest.ids.length) continue;
      await rewriteDigest(digest.base, kept);
      changed += 1;
    }
    return changed;
  }

  return {
    async erase(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const gone = new Set(ids);
      await eraseFrom(await folderNames(folder), (id) => gone.has(id));
    },
    async sweep(): Promise<number> {
      const names = await folderNames(folder);
      const held = new Set(names.map(singleMailId).filter((id) => id !== undefined));
      for (const digest of await digests(names)) for (const id of digest.ids) held.add(id);
      if (held.size === 0) return 0;
      const stored = await requests.existing([...held]);
      return eraseFrom(names, (id) => !stored.has(id));
    },
  };
}

function singleMailId(name: string): string | undefined {
  if (name.startsWith(DIGEST_PREFIX)) return undefined;
  return /^(.+)\.eml(?:\.partial)?$/.exec(name)?.[1];
}

async function folderNames(folder: string): Promise<string[]> {
  return fs.promises.readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

/** Written beside, then renamed: a crash never leaves half a file under the final name. */
async function writeWhole(file: string, bytes: Buffer): Promise<void> {
  const partial = file + PARTIAL_SUFFIX;
  await fs.promises.writeFile(partial, bytes, { mode: 0o600 });
  await fs.promises.rename(partial, file);
}
