/** What the firm's tool prints: client text as visibleText writes it. */
import type { StoredRequest } from '../store/store';
import { labelledText, oneLineText } from '../visibleText';

/** Wrong arguments: exit code 2, as command-line tools do. */
export class UsageError extends Error {}

/** A value the firm typed that cannot be taken: one line saying why, no usage after it. */
export class BadValueError extends UsageError {}

export function requestLine(request: StoredRequest): string {
  return [
    request.id,
    request.createdAt,
    request.mailStatus.padEnd(8),
    oneLineText(request.legalServiceArea).padEnd(16),
    oneLineText(request.urgencyLevel).padEnd(9),
    oneLineText(`${request.firstName} ${request.lastName}`),
  ].join('  ');
}

export function showRequest(request: StoredRequest): string {
  return Object.entries(request)
    .map(([field, value]) => labelledText(field, String(value)))
    .join('\n');
}

/** CSV (RFC 4180); a cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
