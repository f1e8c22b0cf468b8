import type { FailureReason } from '../../consultation-request/failures';
import { messagesIn } from '../../messages';
import { en } from '../../messages/en';
import type { Lang } from '../../lib/languages';

/** The notices of the consultation form, in the agreed wording (messages/): change them only with the firm. */
export const SUCCESS_NOTICE = en.notices.success;

export const ERROR_NOTICE = en.notices.error;

/** The rate limit: wait or call, never "try again" (as the no-JavaScript error page says). */
export const RATE_LIMITED_NOTICE = rateLimitedNotice('en');

function rateLimitedNotice(lang: Lang): { title: string; description: string } {
  const messages = messagesIn(lang);
  return { title: messages.notices.rateLimitedTitle, description: messages.failures['rate-limited'] };
}

/** A form open too long (its token expired): nothing is lost, the visitor presses Send again. */
function expiredNotice(lang: Lang): { title: string; description: string } {
  const messages = messagesIn(lang);
  return { title: messages.notices.expiredTitle, description: messages.failures.expired };
}

/** The words for a failed send: the rate limit's own, an expired form's, or the agreed error notice. */
export function failureNotice(
  reason: FailureReason | undefined,
  lang: Lang = 'en',
): { title: string; description: string } {
  if (reason === 'expired') return expiredNotice(lang);
  return reason === 'rate-limited' ? rateLimitedNotice(lang) : messagesIn(lang).notices.error;
}

/** How long a notice stays, unless hovered or focused. */
export const NOTICE_DURATION_MS = 4000;
/** Older notices are dismissed beyond this many. */
export const MAX_VISIBLE_NOTICES = 3;
/** A horizontal swipe this long dismisses a notice. */
export const SWIPE_DISMISS_PX = 50;
