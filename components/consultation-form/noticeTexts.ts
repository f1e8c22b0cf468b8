import { FAILURE_TEXTS, failureTextsIn, type FailureReason } from '../../consultation-request/failures';
import type { Lang } from '../../lib/languages';

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

/** A form open too long (its token expired): nothing is lost, the visitor presses Send again. */
export const EXPIRED_NOTICE = {
  title: 'Request not sent yet',
  description: FAILURE_TEXTS.expired,
} as const;

/** The same notices in French. */
const FRENCH_NOTICES = {
  success: {
    title: 'C’est envoyé!',
    description: 'Votre message a été envoyé. Nous vous répondrons dans un délai de 24 heures.',
  },
  error: {
    title: 'Erreur',
    description: 'Votre message n’a pas pu être envoyé. Veuillez réessayer ou nous appeler directement.',
  },
  rateLimited: { title: 'Demande non envoyée', description: failureTextsIn('fr')['rate-limited'] },
  expired: { title: 'Demande pas encore envoyée', description: failureTextsIn('fr').expired },
} as const;

/** The notice of a sent request, in the form's language. */
export function successNotice(lang: Lang): { title: string; description: string } {
  return lang === 'fr' ? FRENCH_NOTICES.success : SUCCESS_NOTICE;
}

/** The words for a failed send: the rate limit's own, an expired form's, or the agreed error notice. */
export function failureNotice(
  reason: FailureReason | undefined,
  lang: Lang = 'en',
): { title: string; description: string } {
  if (lang === 'fr') {
    if (reason === 'expired') return FRENCH_NOTICES.expired;
    return reason === 'rate-limited' ? FRENCH_NOTICES.rateLimited : FRENCH_NOTICES.error;
  }
  if (reason === 'expired') return EXPIRED_NOTICE;
  return reason === 'rate-limited' ? RATE_LIMITED_NOTICE : ERROR_NOTICE;
}

/** How long a notice stays, unless hovered or focused. */
export const NOTICE_DURATION_MS = 4000;
/** Older notices are dismissed beyond this many. */
export const MAX_VISIBLE_NOTICES = 3;
/** A horizontal swipe this long dismisses a notice. */
export const SWIPE_DISMISS_PX = 50;
