/** The firm's tool for the stored requests (PIPEDA: list, export, delete); `npm run requests` runs it (requests.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readSiteManifest, SiteManifestError } from '../../built-site/manifest';
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';
import { ConfigError, readConfig, type ServerConfig } from '../config';
import { mailSettings, type MailSettings } from '../mail/composeMail';
import { createMailFiles } from '../mail/mailFiles';
import { openStore } from '../store/openStore';
import { UNSENT_MAIL_STATUSES } from '../store/sqlStore';
import { StoreOpenError, type Store, type StoredRequest } from '../store/store';
import { HIDDEN_FORMATTING } from '../visibleText';
import { plural } from '../words';
import { BadValueError, requestLine, showRequest, toCsv, UsageError } from './output';
import { personalDataPlaceProblem } from './personalDataPlaces';
import { purge } from './purge';

const USAGE = `Usage: npm run requests -- <command>
  list                          list stored requests, newest first ("!": mail failed or late)
  show ID                       show one request, with its mail's last error
  retry ID                      send a failed mail again (retry --all-failed: every failed mail not resolved)
  resolve ID                    mark a failed mail as handled, once read with show: no longer reported
  delete ID                     erase one request everywhere: its rows and the mail files holding it
  export --format csv|json      print every request (default json)
  purge --older-than 365d       delete requests older than a duration (h, d or w); --dry-run lists them;
                                under 1d needs --force; mail not sent is kept without --include-unsent
  backup FILE                   copy the SQLite store to a new FILE while the server runs, outside
                                the project and DIST_DIR (e.g. in /var/backups/site/)
Reads the store in DATABASE_URL when set, otherwise under DATA_DIR (default ./data).`;

const WRITING_COMMANDS = new Set(['purge', 'retry', 'resolve', 'delete']);

const EXPORT_COLUMNS = ['id', 'createdAt', ...CONSULTATION_FIELDS, 'mailStatus'] as const;

/** Where the tool writes: each text one line. */
export interface ToolOutput {
  out(text: string): void;
  err(text: string): void;
  /** The file `out` writes into, when it is one (`export > file`): checked before personal data goes there. */
  outFile?: string;
}

async function run(argv: string[], opened: Store, config: ServerConfig, output: ToolOutput): Promise<number> {
  const print = (text: string) => output.out(text);
  const { requests: store, outbox } = opened;
  const mailFiles = createMailFiles({ dataDir: config.DATA_DIR, requests: store, mail: mailOf(config) });
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      'older-than': { type: 'string' },
      'all-failed': { type: 'boolean' },
      'dry-run': { type: 'boolean' },
      force: { type: 'boolean' },
      'include-unsent': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  /** Prints the answer, and returns the exit code: 0 when done, 1 when there was nothing to act on. */
  const done = (text: string) => (print(text), 0);
  const fail = (text: string) => (print(text), 1);
  if (values.help) return done(USAGE);
  switch (command) {
    case 'list':
      expectNoMore(rest);
      return done(listRequests(await store.list(), Date.now() - config.MAIL_ALERT_AFTER_MINUTES * 60_000));
    case 'retry': {
      const [id, ...extra] = rest;
      expectNoMore(extra);
      if (!id && !values['all-failed']) throw new UsageError('retry needs a request id, or --all-failed');
      if (id && values['all-failed']) throw new UsageError('retry takes a request id or --all-failed, not both');
      const requeued = await outbox.retryFailed(Date.now(), id);
      if (id && requeued === 0)
        return fail(`No failed mail for request ${id} (see list: only failed mail can be sent again)`);
      return done(
        `${plural(requeued, 'failed mail')} queued again: the server sends ${requeued === 1 ? 'it' : 'them'} within a minute`,
      );
    }
    case 'show': {
      const id = onlyArgument(rest, 'show needs a request id (see list)');
      const request = await store.get(id);
      if (!request) return fail(`No request with id ${id}`);
      return done(showRequest(request));
    }
    case 'resolve': {
      const id = onlyArgument(rest, 'resolve needs a request id (see list)');
      if (!(await outbox.resolveFailed(id, Date.now())))
        return fail(`No failed mail for request ${id} (see list: only failed mail can be resolved)`);
      return done(`The failed mail of request ${id} is marked handled: /healthz and list no longer report it`);
    }
    case 'delete': {
      const id = onlyArgument(rest, 'delete needs a request id (see list)');
      if (!(await store.erase(id))) return fail(`No request with id ${id}`);
      await mailFiles.erase([id]);
      return done(
        `Deleted request ${id}, its outbox row and the mail files holding it here ` +
          '(other instances erase theirs within a minute)',
      );
    }
    case 'backup': {
      const file = onlyArgument(rest, 'backup needs the name of a new file to write');
      if (!opened.backup)
        return fail('The store is a PostgreSQL database: copy it with pg_dump (docs/operations.md: Backups)');
      const placeProblem = personalDataPlaceProblem(file, config.DIST_DIR);
      if (placeProblem) return fail(`Not copied: ${placeProblem}`);
      // lstat: a link, even to nothing, is there already (SQLite would follow it, or stop on EEXIST).
      if (fs.lstatSync(file, { throwIfNoEntry: false }))
        return fail(`${file} exists already: give the name of a new file`);
      await opened.backup(path.resolve(file));
      return done(
        `The store is copied to ${file} (${plural(await store.count(), 'request')}); docs/operations.md: Backups says how to restore it`,
      );
    }
    case 'export': {
      expectNoMore(rest);
      const format = values.format ?? 'json';
      if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json (got "${format}")`);
      const placeProblem = output.outFile && personalDataPlaceProblem(output.outFile, config.DIST_DIR);
      if (placeProblem) {
        output.err(`Not exported: ${placeProblem}`);
        return 1;
      }
      return done(exportRequests(await store.list(), format));
    }
    case 'purge':
      expectNoMore(rest);
      return purge(values, store, mailFiles, print);
    case undefined:
      throw new UsageError('a command is needed');
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function expectNoMore(extra: string[]): void {
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
}

function onlyArgument(rest: string[], missing: string): string {
  const [argument, ...extra] = rest;
  if (!argument) throw new UsageError(missing);
  expectNoMore(extra);
  return argument;
}

function listRequests(requests: StoredRequest[], staleBefore: number): string {
  if (requests.length === 0) return 'No requests stored.';
  const undelivered = (r: StoredRequest) =>
    r.mailStatus === 'failed' ||
    (UNSENT_MAIL_STATUSES.includes(r.mailStatus) && r.mailQueuedAt > 0 && r.mailQueuedAt < staleBefore);
  const lines = requests.map((r) => `${undelivered(r) ? '!' : ' '}  ${requestLine(r)}`);
  const flagged = requests.filter(undelivered).length;
  const summary = plural(requests.length, 'request');
  const legend =
    flagged > 0
      ? `; ${flagged} marked "!": their mail failed or is late (show ID for why, retry ID to send again, resolve ID once handled)`
      : '';
  return [...lines, summary + legend].join('\n');
}

function exportRequests(requests: StoredRequest[], format: 'csv' | 'json'): string {
  if (format === 'json') return escapeHidden(JSON.stringify(requests, null, 2));
  const rows = requests.map((request) => EXPORT_COLUMNS.map((column) => String(request[column])));
  return toCsv(EXPORT_COLUMNS, rows).trimEnd();
}

/** Bidi controls and invisible characters as \\u escapes: the same data, nothing hidden. */
function escapeHidden(json: string): string {
  return json.replace(HIDDEN_IN_JSON, (text) =>
    Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
  );
}

const HIDDEN_IN_JSON = new RegExp(`[${HIDDEN_FORMATTING}\\u2028\\u2029]`, 'gu');

/** For a digest written again without an erased request. */
function mailOf(config: ServerConfig): () => MailSettings {
  return () => {
    try {
      return mailSettings(config, readSiteManifest(config.DIST_DIR));
    } catch (error) {
      if (!(error instanceof SiteManifestError)) throw error;
      // No build here: the copy names the practice areas by their values.
      return mailSettings(config, { firmEmail: config.MAIL_TO ?? '', serviceAreas: [] });
    }
  };
}

/** Runs one command: its exit code (0 done, 1 nothing to act on or a failure, 2 a usage mistake). */
export async function runRequestsTool(args: string[], env: NodeJS.ProcessEnv, output: ToolOutput): Promise<number> {
  try {
    const config = readConfig(env);
    const store = await openStore(config, WRITING_COMMANDS.has(args[0] ?? '') ? 'write' : 'read');
    try {
      return await run(args, store, config, output);
    } finally {
      await store.close();
    }
  } catch (error) {
    if (error instanceof BadValueError) {
      output.err(error.message);
      return 2;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      output.err(`${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof ConfigError || error instanceof StoreOpenError) output.err(error.message);
    // Still one line: the firm reads this, not a developer.
    else output.err(`requests: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`);
    return 1;
  }
}
