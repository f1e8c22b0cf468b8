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
  // A person slow to send (a page left open overnight), never a bot: everything typed is kept.
  expired: 'This page was open for a long time, so your request was not sent yet. Please press Send again.',
} as const;

export type FailureReason = keyof typeof FAILURE_TEXTS;

export function isFailureReason(reason: unknown): reason is FailureReason {
  return typeof reason === 'string' && Object.prototype.hasOwnProperty.call(FAILURE_TEXTS, reason);
}

/** The same reasons in French, for the French form and its page of problems. */
const FRENCH_FAILURE_TEXTS: Record<FailureReason, string> = {
  'rate-limited':
    'Plusieurs demandes ont déjà été envoyées depuis votre connexion. Veuillez attendre dix minutes avant d’en envoyer une autre, ou appelez-nous.',
  unavailable:
    'Nous n’avons pas pu enregistrer votre demande pour le moment. Veuillez réessayer dans quelques minutes, ou appelez-nous.',
  malformed:
    'Votre demande n’a pas pu être lue. Veuillez revenir en arrière et renvoyer le formulaire, ou appelez-nous.',
  'too-large':
    'Votre demande était trop longue pour être envoyée. Veuillez raccourcir votre description, ou appelez-nous.',
  'unsupported-type':
    'Votre demande n’a pas pu être lue. Veuillez revenir en arrière et renvoyer le formulaire, ou appelez-nous.',
  'cross-site':
    'Votre demande provenait d’un autre site Web; elle n’a donc pas été envoyée. Veuillez utiliser le formulaire de notre page Nous joindre, ou appelez-nous.',
  expired:
    'Cette page était ouverte depuis longtemps; votre demande n’a donc pas encore été envoyée. Veuillez appuyer de nouveau sur Envoyer.',
};

/** Why a request was turned back, in a language of the site. */
export function failureTextsIn(lang: string): Record<FailureReason, string> {
  return lang === 'fr' ? FRENCH_FAILURE_TEXTS : FAILURE_TEXTS;
}
