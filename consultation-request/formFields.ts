/**
 * The visible fields of the consultation form, in order, with their labels and hints. The form
 * and the no-JavaScript error page both read this list; the hints are written from the same
 * LIMITS the schema enforces. `goals` and `consultedBefore` have no input on the form (the
 * specification names them in the request only): they stay empty in the state and the payload.
 */
import { BEST_TIMES, CONTACT_METHODS, FRENCH_OPTION_LABELS, URGENCY_LEVELS, type ConsultationOption } from './options';
import { LIMITS, type ConsultationField } from './schema';
import type { Lang } from '../lib/languages';

const number = (value: number) => value.toLocaleString('en-CA');
/** French writes thousands with a space: 5 000. */
const nombre = (value: number) => value.toLocaleString('fr-CA');

export type FieldKind = 'text' | 'email' | 'tel' | 'select' | 'textarea';

export interface FormFieldSpec {
  name: ConsultationField;
  label: string;
  kind: FieldKind;
  required: boolean;
  autoComplete?: string;
  placeholder?: string;
  /** Fixed choices; `legalServiceArea` takes the practice areas from content instead. */
  options?: readonly ConsultationOption[];
  /** The first, empty choice of a list. */
  emptyChoice?: string;
  /** Shown across the full width of the form. */
  wide?: boolean;
  /** What a valid answer looks like, for the no-JavaScript error page. */
  hint: string;
}

export const SERVICE_AREA_FIELD = 'legalServiceArea';

export const FORM_FIELDS: readonly FormFieldSpec[] = [
  {
    name: 'firstName',
    label: 'First Name',
    kind: 'text',
    required: true,
    autoComplete: 'given-name',
    hint: `enter your first name (up to ${number(LIMITS.name)} characters)`,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    kind: 'text',
    required: true,
    autoComplete: 'family-name',
    hint: `enter your last name (up to ${number(LIMITS.name)} characters)`,
  },
  {
    name: 'email',
    label: 'Email',
    kind: 'email',
    required: true,
    autoComplete: 'email',
    hint: 'enter a valid e-mail address, such as name@example.com',
  },
  {
    name: 'phone',
    label: 'Phone Number',
    kind: 'tel',
    required: true,
    autoComplete: 'tel',
    hint: `enter a phone number of ${LIMITS.phoneMin} to ${LIMITS.phoneMax} characters: digits, spaces and + ( ) - .`,
  },
  {
    name: SERVICE_AREA_FIELD,
    label: 'Legal Service Area',
    kind: 'select',
    required: true,
    emptyChoice: 'Select a legal service area',
    wide: true,
    hint: 'choose the area of law your matter concerns',
  },
  {
    name: 'problemDescription',
    label: 'Brief Description',
    kind: 'textarea',
    required: true,
    placeholder: 'Briefly describe your legal matter. Please do not include confidential information.',
    wide: true,
    hint: `describe your matter in ${number(LIMITS.descriptionMin)} to ${number(LIMITS.descriptionMax)} characters`,
  },
  {
    name: 'urgencyLevel',
    label: 'Urgency Level',
    kind: 'select',
    required: true,
    options: URGENCY_LEVELS,
    emptyChoice: 'Select urgency',
    hint: 'choose how urgent your matter is',
  },
  {
    name: 'contactMethod',
    label: 'Preferred Contact Method',
    kind: 'select',
    required: true,
    options: CONTACT_METHODS,
    emptyChoice: 'Select a contact method',
    hint: 'choose how we should contact you',
  },
  {
    name: 'bestTime',
    label: 'Best Time to Contact',
    kind: 'select',
    required: false,
    options: BEST_TIMES,
    emptyChoice: 'No preference',
    wide: true,
    hint: 'choose a time from the list, or leave it at no preference',
  },
];

/** The message textarea's height, in rows, as the specification gives it. */
export const DESCRIPTION_ROWS = 4;

/** The words of each field in French; the rest of each field (its kind, its rules) is the list above. */
const FRENCH_WORDS: Record<string, Pick<FormFieldSpec, 'label' | 'hint'> & Partial<FormFieldSpec>> = {
  firstName: { label: 'Prénom', hint: `entrez votre prénom (au plus ${nombre(LIMITS.name)} caractères)` },
  lastName: { label: 'Nom', hint: `entrez votre nom (au plus ${nombre(LIMITS.name)} caractères)` },
  email: { label: 'Courriel', hint: 'entrez une adresse courriel valide, comme nom@exemple.com' },
  phone: {
    label: 'Numéro de téléphone',
    hint: `entrez un numéro de ${LIMITS.phoneMin} à ${LIMITS.phoneMax} caractères : chiffres, espaces et + ( ) - .`,
  },
  [SERVICE_AREA_FIELD]: {
    label: 'Domaine de droit',
    emptyChoice: 'Choisissez un domaine de droit',
    hint: 'choisissez le domaine de droit qui concerne votre affaire',
  },
  problemDescription: {
    label: 'Brève description',
    placeholder:
      'Décrivez brièvement votre affaire juridique. Veuillez ne pas inclure de renseignements confidentiels.',
    hint: `décrivez votre affaire en ${nombre(LIMITS.descriptionMin)} à ${nombre(LIMITS.descriptionMax)} caractères`,
  },
  urgencyLevel: {
    label: 'Degré d’urgence',
    emptyChoice: 'Choisissez le degré d’urgence',
    hint: 'indiquez le degré d’urgence de votre affaire',
  },
  contactMethod: {
    label: 'Mode de communication préféré',
    emptyChoice: 'Choisissez un moyen de contact',
    hint: 'indiquez comment nous devrions communiquer avec vous',
  },
  bestTime: {
    label: 'Meilleur moment pour vous joindre',
    emptyChoice: 'Aucune préférence',
    hint: 'choisissez un moment dans la liste, ou laissez « Aucune préférence »',
  },
};

const FRENCH_FORM_FIELDS: readonly FormFieldSpec[] = FORM_FIELDS.map((spec) => ({
  ...spec,
  ...FRENCH_WORDS[spec.name],
  ...(spec.options
    ? {
        options: spec.options.map((option) => ({
          ...option,
          label: FRENCH_OPTION_LABELS[option.value] ?? option.label,
        })),
      }
    : {}),
}));

/** The form's fields in a language of the site: the same fields and rules, that language's words. */
export function formFieldsIn(lang: Lang): readonly FormFieldSpec[] {
  return lang === 'fr' ? FRENCH_FORM_FIELDS : FORM_FIELDS;
}
