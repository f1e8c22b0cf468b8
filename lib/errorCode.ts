/**
 * What an error is, for logs and stored reasons: its code (`SQLITE_FULL`, `ECONNREFUSED`), else
 * its name. Never its message, which can quote the input (a client's name or address).
 */
export function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String(error.code);
  return error instanceof Error ? error.name : 'unknown';
}
