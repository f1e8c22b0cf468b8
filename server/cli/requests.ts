/**
 * `npm run requests -- <command>`: the firm's tool for the stored consultation requests
 * (PIPEDA: they can list, export and delete what they hold). Reads the store the server uses:
 * DATABASE_URL's PostgreSQL when set, otherwise the SQLite file in DATA_DIR.
 *
 *   list                          one line per request, newest first; "!" marks mail not delivered
 *   show ID                       every field of one request, with its mail's last error
 *   retry ID | retry --all-failed send failed mail again
 *   export --format csv|json      all requests to stdout
 *   purge --older-than 365d       delete requests older than that (h, d or w)
 */
import { parseArgs } from 'node:util';
import { CONSULTATION_FIELDS } from '../../consultation-request/schema';
import { ConfigError, readConfig } from '../config';
import { openExistingStore } from '../store/openStore';
import type { Outbox, RequestStore, StoredRequest } from '../store/store';
import { StoreOpenError } from '../store/storeOpenError';
import { toCsv } from './csv';
import { parseDuration } from './duration';

const USAGE = `Usage: npm run requests -- <command>
  list                          list stored requests, newest first ("!": mail failed or late)
  show ID                       show one request, with its mail's last error
  retry ID                      send a failed mail again (retry --all-failed: every failed mail)
  export --format csv|json      print every request (default json)
  purge --older-than 365d       delete requests older than a duration (h, d or w)
Reads the store in DATABASE_URL when set, otherwise under DATA_DIR (default ./data).`;

/** The commands that change the store; every other one opens it read-only. */
const WRITING_COMMANDS = new Set(['purge', 'retry']);

/** Wrong arguments: exit code 2, as command-line tools do. */
class UsageError extends Error {}

const EXPORT_COLUMNS = ['id', 'createdAt', ...CONSULTATION_FIELDS, 'mailStatus'] as const;

interface Tools {
  outbox: Outbox;
  mailAlertAfterMs: number;
}

async function run(argv: string[], store: RequestStore, tools: Tools, print: (text: string) => void): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      'older-than': { type: 'string' },
      'all-failed': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help) {
    print(USAGE);
    return 0;
  }
  switch (command) {
    case 'list':
      expectNoMore(rest);
      print(listRequests(await store.list(), Date.now() - tools.mailAlertAfterMs));
      return 0;
    case 'retry': {
      const [id, ...extra] = rest;
      expectNoMore(extra);
      if (!id && !values['all-failed']) throw new UsageError('retry needs a request id, or --all-failed');
      if (id && values['all-failed']) throw new UsageError('retry takes a request id or --all-failed, not both');
      const requeued = await tools.outbox.retryFailed(Date.now(), id);
      if (id && requeued === 0) {
        print(`No failed mail for request ${id} (see list: only failed mail can be sent again)`);
        return 1;
      }
      print(
        `${requeued} failed mail${requeued === 1 ? '' : 's'} queued again: the server sends ${requeued === 1 ? 'it' : 'them'} within a minute`,
      );
      return 0;
    }
    case 'show': {
      const [id, ...extra] = rest;
      if (!id) throw new UsageError('show needs a request id (see list)');
      expectNoMore(extra);
      const request = await store.get(id);
      if (!request) {
        print(`No request with id ${id}`);
        return 1;
      }
      print(showRequest(request));
      return 0;
    }
    case 'export': {
      expectNoMore(rest);
      const format = values.format ?? 'json';
      if (format !== 'csv' && format !== 'json') throw new UsageError(`--format must be csv or json (got "${format}")`);
      print(exportRequests(await store.list(), format));
      return 0;
    }
    case 'purge': {
      expectNoMore(rest);
      const olderThan = values['older-than'];
      const ms = olderThan === undefined ? undefined : parseDuration(olderThan);
      if (ms === undefined) throw new UsageError('purge needs --older-than with a duration such as 365d, 12w or 48h');
      const cutoff = new Date(Date.now() - ms);
      const deleted = await store.purgeOlderThan(cutoff);
      print(
        `Purged ${deleted} request${deleted === 1 ? '' : 's'} older than ${olderThan} (created before ${cutoff.toISOString()})`,
      );
      return 0;
    }
    case undefined:
      throw new UsageError('a command is needed');
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

function expectNoMore(extra: string[]): void {
  if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`);
}

function listRequests(requests: StoredRequest[], staleBefore: number): string {
  if (requests.length === 0) return 'No requests stored.';
  const undelivered = (r: StoredRequest) =>
    r.mailStatus === 'failed' || (r.mailStatus !== 'sent' && r.mailQueuedAt > 0 && r.mailQueuedAt < staleBefore);
  const lines = requests.map((r) =>
    [
      undelivered(r) ? '!' : ' ',
      r.id,
      r.createdAt,
      r.mailStatus.padEnd(7),
      r.legalServiceArea.padEnd(16),
      r.urgencyLevel.padEnd(9),
      `${r.firstName} ${r.lastName}`,
    ].join('  '),
  );
  const flagged = requests.filter(undelivered).length;
  const summary = `${requests.length} request${requests.length === 1 ? '' : 's'}`;
  const legend =
    flagged > 0
      ? `; ${flagged} marked "!": their mail failed or is late (show ID for why, retry ID to send again)`
      : '';
  return [...lines, summary + legend].join('\n');
}

function showRequest(request: StoredRequest): string {
  return Object.entries(request)
    .map(([field, value]) => `${field}: ${String(value)}`)
    .join('\n');
}

function exportRequests(requests: StoredRequest[], format: 'csv' | 'json'): string {
  if (format === 'json') return JSON.stringify(requests, null, 2);
  const rows = requests.map((request) => EXPORT_COLUMNS.map((column) => String(request[column])));
  return toCsv(EXPORT_COLUMNS, rows).trimEnd();
}

async function main(): Promise<void> {
  let exitCode: number;
  try {
    const config = readConfig();
    const args = process.argv.slice(2);
    const store = await openExistingStore(config, WRITING_COMMANDS.has(args[0] ?? '') ? 'write' : 'read');
    try {
      const tools = { outbox: store.outbox, mailAlertAfterMs: config.mailAlertAfterMs };
      exitCode = await run(args, store.requests, tools, (text) => process.stdout.write(`${text}\n`));
    } finally {
      await store.close();
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
      exitCode = 2;
    } else if (error instanceof ConfigError || error instanceof StoreOpenError) {
      process.stderr.write(`${error.message}\n`);
      exitCode = 1;
    } else {
      // Still one line: the firm reads this, not a developer.
      process.stderr.write(`requests: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}\n`);
      exitCode = 1;
    }
  }
  process.exitCode = exitCode;
}

void main();
