import { FAILURE_TEXTS, type FailureReason } from '../../consultation-request/failures';

/** The notices of the consultation form, in the agreed wording: change them only with the firm. */
export const SUCCESS_NOTICE = {
  title: 'Success!',
  description: "Your message has been sent. We'll get back to you within 24 hours.",
} as const;

export const ERROR_NOTICE = {
  title: 'Error',
  description: 'Failed to send your message. Please try again or call us directly.',
} as const;

/**
 * A request refused by the rate limit: the visitor must wait or call, so never "try again"
 * (the same words as the no-JavaScript error page).
 */
export const RATE_LIMITED_NOTICE = {
  title: 'Request not sent',
  description: FAILURE_TEXTS['rate-limited'],
} as const;

/** The words for a failed send: the rate limit's own, or the agreed error notice. */
export function failureNotice(reason: FailureReason | undefined): { title: string; description: string } {
  return reason === 'rate-limited' ? RATE_LIMITED_NOTICE : ERROR_NOTICE;
}

/** How long a notice stays, unless hovered or focused. */
export const NOTICE_DURATION_MS = 4000;
/** Older notices are dismissed beyond this many. */
export const MAX_VISIBLE_NOTICES = 3;
/** A horizontal swipe this long dismisses a notice. */
export const SWIPE_DISMISS_PX = 50;
