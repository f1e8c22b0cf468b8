/**
 * The visible fields of the consultation form, in order, with their labels and hints. The form
 * and the no-JavaScript error page both read this list; the hints are written from the same
 * LIMITS the schema enforces. `goals` and `consultedBefore` have no input on the form (the
 * specification names them in the request only): they stay empty in the state and the payload.
 */
import { BEST_TIMES, CONTACT_METHODS, URGENCY_LEVELS, type ConsultationOption } from './options';
import { LIMITS, type ConsultationField } from './schema';

const number = (value: number) => value.toLocaleString('en-CA');

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
