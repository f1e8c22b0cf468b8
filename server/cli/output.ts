/**
 * What the firm's tool prints, shared by its commands: client text is shown as visibleText writes
 * it, a multi-line one indented under its label.
 */
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

/**
 * Every field of one request, a line each; a multi-line field goes on, indented, on the lines
 * that follow, so no line of a client's text can pass for a field.
 */
export function showRequest(request: StoredRequest): string {
  return Object.entries(request)
    .map(([field, value]) => labelledText(field, String(value)))
    .join('\n');
}
