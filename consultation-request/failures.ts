/** Why a request can be turned back as a whole, not because of one field. */
import { en, type Messages } from '../messages/en';

export type FailureReason = keyof Messages['failures'];

export const FAILURE_TEXTS = en.failures;

export function isFailureReason(reason: unknown): reason is FailureReason {
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(FAILURE_TEXTS, reason);
}
