import type { FailureReason } from '../../consultation-request/failures';
import { messagesIn } from '../../messages';
import { en } from '../../messages/en';
import type { Lang } from '../../lib/languages';

/**
 * The words for a failed send: an expired form's (nothing lost: Send again), the rate limit's
 * (wait or call, never "try again", as the no-JavaScript error page says), or the agreed error notice.
 */
export function failureNotice(
  reason: FailureReason | undefined,
  lang: Lang = 'en',
): { title: string; description: string } {
  const messages = messagesIn(lang);
  if (reason === 'expired') return { title: messages.notices.expiredTitle, description: messages.failures.expired };
  if (reason !== 'rate-limited') return messages.notices.error;
  return { title: messages.notices.rateLimitedTitle, description: messages.failures['rate-limited'] };
}

/** The notices of the consultation form, in the agreed wording (messages/): change them only with the firm. */
export const SUCCESS_NOTICE = en.notices.success;
export const ERROR_NOTICE = en.notices.error;
export const RATE_LIMITED_NOTICE = failureNotice('rate-limited');

/** How long a notice stays, unless hovered or focused. */
export const NOTICE_DURATION_MS = 4000;
/** Older notices are dismissed beyond this many. */
export const MAX_VISIBLE_NOTICES = 3;
/** A horizontal swipe this long dismisses a notice. */
export const SWIPE_DISMISS_PX = 50;
