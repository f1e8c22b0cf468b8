/**
 * Why a request can be turned back as a whole (not because of one field). The server answers
 * with the reason; a visitor without JavaScript reads its text on /contact/errors, and the
 * JavaScript form shows the rate limit's text in its own error and notice.
 */
export const FAILURE_TEXTS = {
  // Never "try again": a visitor who is refused must wait or call, and is told so.
  'rate-limited':
    'Several requests have already been sent from your connection. Please wait ten minutes before sending another, or call us.',
  unavailable: 'We could not save your request just now. Please try again in a few minutes, or call us.',
  malformed: 'Your request could not be read. Please go back and send the form again, or call us.',
  'too-large': 'Your request was too long to send. Please shorten your description, or call us.',
  'unsupported-type': 'Your request could not be read. Please go back and send the form again, or call us.',
  'cross-site':
    'Your request came from another website, so it was not sent. Please use the form on our contact page, or call us.',
} as const;

export type FailureReason = keyof typeof FAILURE_TEXTS;

export function isFailureReason(reason: unknown): reason is FailureReason {
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(FAILURE_TEXTS, reason);
}
