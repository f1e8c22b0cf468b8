/**
 * The words of the consultation form around its fields, in each language of the site. The
 * fields' own words are consultation-request/formFields.ts (the server's page of problems reads
 * them too); the English notices are the agreed wording (noticeTexts.ts).
 */
import { createContext, useContext } from 'react';
import type { Lang } from '../../lib/languages';
import type { ConsultationField } from '../../consultation-request/schema';

const english = {
  formName: 'Book Your Free Consultation',
  required: 'Fields marked',
  withAsterisk: 'with an asterisk',
  areRequired: 'are required.',
  consentBefore: 'By sending this form, you agree that we use the details you give to answer your request, as our',
  privacyNotice: 'privacy notice',
  consentAfter: 'explains.',
  send: 'Send Request',
  sending: 'Sending...',
  honeypot: "Don't fill this out",
  received: 'Request received',
  thankYou: (firstName: string) => (firstName ? `Thank you, ${firstName}.` : 'Thank you.'),
  contactBy: (method: string) => `A member of our team will contact you by ${method}.`,
  noConfidential: 'Please do not send confidential details until we confirm we can act for you.',
  urgentCall: 'For an urgent matter, call',
  sendAnother: 'Send another request',
  notSent: 'Your request was not sent.',
  reachNow: 'To reach us now, call',
  cannotWait: 'For a matter that cannot wait, call us now:',
  inDanger: 'If you are in immediate danger, call',
  or: ' or ',
  checkAnswers: 'Please check these answers:',
  colon: ': ',
};

export type FormWords = typeof english;

const french: FormWords = {
  formName: 'Réservez votre consultation gratuite',
  required: 'Les champs marqués d’un',
  withAsterisk: 'astérisque',
  areRequired: 'sont obligatoires.',
  consentBefore:
    'En envoyant ce formulaire, vous acceptez que nous utilisions les renseignements fournis pour répondre à votre demande, comme l’explique notre',
  privacyNotice: 'avis de confidentialité',
  consentAfter: '',
  send: 'Envoyer la demande',
  sending: 'Envoi en cours…',
  honeypot: 'Ne remplissez pas ce champ',
  received: 'Demande reçue',
  thankYou: (firstName) => (firstName ? `Merci, ${firstName}.` : 'Merci.'),
  contactBy: (method) => `Un membre de notre équipe communiquera avec vous par ${method}.`,
  noConfidential:
    'Veuillez ne pas envoyer de renseignements confidentiels avant que nous ayons confirmé pouvoir vous représenter.',
  urgentCall: 'Pour une affaire urgente, appelez le',
  sendAnother: 'Envoyer une autre demande',
  notSent: 'Votre demande n’a pas été envoyée.',
  reachNow: 'Pour nous joindre maintenant, appelez le',
  cannotWait: 'Pour une affaire qui ne peut attendre, appelez-nous maintenant :',
  inDanger: 'Si vous êtes en danger immédiat, composez le',
  or: ' ou le ',
  checkAnswers: 'Veuillez vérifier ces réponses :',
  colon: '\u00a0: ',
};

const FORM_WORDS: Record<Lang, FormWords> = { en: english, fr: french };

/** The language of the form being rendered: the island's `lang` prop, English unless told. */
export const FormLanguage = createContext<Lang>('en');

export function useFormLanguage(): Lang {
  return useContext(FormLanguage);
}

/** The form's words in the language of the form being rendered. */
export function useFormWords(): FormWords {
  return formWordsIn(useFormLanguage());
}

export function formWordsIn(lang: Lang): FormWords {
  return FORM_WORDS[lang];
}

/** The hidden input that carries the page's language in the form without JavaScript. */
export const LANGUAGE_FIELD_NAME = 'language' satisfies ConsultationField;
