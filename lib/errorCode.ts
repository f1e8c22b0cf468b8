/**
 * What an error is, for logs and stored reasons: its code (`SQLITE_FULL`, `ECONNREFUSED`), else
 * its name. Never its message, which can quote the input (a client's name or address).
 */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.name : 'unknown';
}

/** Where an error was thrown: its stack's frames alone, without the first line, which holds the message. */
export function stackFrames(error: unknown): string | undefined {
  if (!(error instanceof Error) || error.stack === undefined) return undefined;
  return error.stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}
