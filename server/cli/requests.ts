/**
 * `npm run requests -- <command>`: the firm's tool for the stored consultation requests
 * (PIPEDA: they can list, export and delete what they hold). Reads DATA_DIR like the server.
 *
 *   list                          one line per request, newest first
 *   show ID                       every field of one request
 *   export --format csv|json      all requests to stdout
 *   purge --older-than 365d       delete requests older than that (h, d or w)
 */
import { parseArgs } from 'node:util';
import { CONSULTATION_FIELDS } from '../../consultation/schema';
import { ConfigError, readConfig } from '../config';
import { openDatabase } from '../store/database';
import { createRequestStore, type RequestStore, type StoredRequest } from '../store/requestStore';
import { toCsv } from './csv';
import { parseDuration } from './duration';

const USAGE = `Usage: npm run requests -- <command>
  list                          list stored requests, newest first
  show ID                       show one request
  export --format csv|json      print every request (default json)
  purge --older-than 365d       delete requests older than a duration (h, d or w)
Reads the store under DATA_DIR (default ./data).`;

/** Wrong arguments: exit code 2, as command-line tools do. */
class UsageError extends Error {}

const EXPORT_COLUMNS = ['id', 'createdAt', ...CONSULTATION_FIELDS, 'mailStatus'] as const;

function run(argv: string[], store: RequestStore, print: (text: string) => void): number {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { format: { type: 'string' }, 'older-than': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (values.help) {
    print(USAGE);
    return 0;
  }
  switch (command) {
    case 'list':
      expectNoMore(rest);
      print(listRequests(store.list()));
      return 0;
    case 'show': {
      const [id, ...extra] = rest;
      if (!id) throw new UsageError('show needs a request id (see list)');
      expectNoMore(extra);
      const request = store.get(id);
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
      print(exportRequests(store.list(), format));
      return 0;
    }
    case 'purge': {
      expectNoMore(rest);
      const olderThan = values['older-than'];
      const ms = olderThan === undefined ? undefined : parseDuration(olderThan);
      if (ms === undefined) throw new UsageError('purge needs --older-than with a duration such as 365d, 12w or 48h');
      const cutoff = new Date(Date.now() - ms);
      const deleted = store.purgeOlderThan(cutoff);
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

function listRequests(requests: StoredRequest[]): string {
  if (requests.length === 0) return 'No requests stored.';
  const lines = requests.map((r) =>
    [
      r.id,
      r.createdAt,
      r.mailStatus.padEnd(7),
      r.legalServiceArea.padEnd(16),
      r.urgencyLevel.padEnd(9),
      `${r.firstName} ${r.lastName}`,
    ].join('  '),
  );
  return [...lines, `${requests.length} request${requests.length === 1 ? '' : 's'}`].join('\n');
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

function main(): void {
  let exitCode: number;
  try {
    const config = readConfig();
    const db = openDatabase(config.dataDir);
    try {
      exitCode = run(process.argv.slice(2), createRequestStore(db, config.dataDir), (text) =>
        process.stdout.write(`${text}\n`),
      );
    } finally {
      db.close();
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${(error as Error).message}\n\n${USAGE}\n`);
      exitCode = 2;
    } else if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      exitCode = 1;
    } else {
      throw error;
    }
  }
  process.exitCode = exitCode;
}

main();
