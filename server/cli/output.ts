/** What the firm's tool prints, shared by its commands: client text is shown as visibleText writes it. */
import type { StoredRequest } from '../store/store';
import { visibleText } from '../visibleText';

/** Wrong arguments: exit code 2, as command-line tools do. */
export class UsageError extends Error {}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** One request on one line: id, when, mail status, area, urgency, name. */
export function requestLine(request: StoredRequest): string {
  return [
    request.id,
    request.createdAt,
    request.mailStatus.padEnd(8),
    visibleText(request.legalServiceArea).padEnd(16),
    visibleText(request.urgencyLevel).padEnd(9),
    visibleText(`${request.firstName} ${request.lastName}`),
  ].join('  ');
}

/** Every field of one request, a line each (a multi-line field on the lines that follow). */
export function showRequest(request: StoredRequest): string {
  return Object.entries(request)
    .map(([field, value]) => `${field}: ${visibleText(String(value))}`)
    .join('\n');
}
