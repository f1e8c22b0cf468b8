/** What the firm's tool prints: client text as visibleText writes it. */
import type { StoredRequest } from '../store/store';
import { labelledText, oneLineText } from '../visibleText';

/** Wrong arguments: exit code 2, as command-line tools do. */
export class UsageError extends Error {}

/** A value the firm typed that cannot be taken: one line saying why, no usage after it. */
export class BadValueError extends UsageError {}

/** One request on one line: id, when, mail status, area, urgency, name. */
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

/** Every field of one request, a line each, later lines indented. */
export function showRequest(request: StoredRequest): string {
  return Object.entries(request)
    .map(([field, value]) => labelledText(field, String(value)))
    .join('\n');
}
