/**
 * The visible fields of the consultation form, in order, for the form and the no-JavaScript error
 * page. `goals` and `consultedBefore` have no input: the specification names them in the request only.
 */
import { BEST_TIMES, CONTACT_METHODS, URGENCY_LEVELS, optionLabelIn, type ConsultationOption } from './options';
import { LIMITS, type ConsultationField } from './schema';
import { SERVICE_AREA_FIELD } from './endpoint';
import { type Lang, LANGUAGES, type Messages, messagesIn } from '../lib/languages';

export interface FormFieldSpec {
  name: ConsultationField;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'select' | 'textarea';
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

/** The message textarea's height, in rows, as the specification gives it. */
export const DESCRIPTION_ROWS = 4;

function fieldsIn(messages: Messages): readonly FormFieldSpec[] {
  const f = messages.fields;
  const optionalList = (
    name: 'urgencyLevel' | 'contactMethod' | 'bestTime',
    options: readonly ConsultationOption[],
  ): FormFieldSpec => ({
    name,
    ...f[name],
    kind: 'select',
    required: false,
    options: options.map(({ value }) => ({ value, label: optionLabelIn(messages, value) })),
  });
  return [
    {
      name: 'firstName',
      ...f.firstName,
      hint: f.firstName.hint(LIMITS.name),
      kind: 'text',
      required: true,
      autoComplete: 'given-name',
    },
    {
      name: 'lastName',
      ...f.lastName,
      hint: f.lastName.hint(LIMITS.name),
      kind: 'text',
      required: true,
      autoComplete: 'family-name',
    },
    { name: 'email', ...f.email, kind: 'email', required: true, autoComplete: 'email' },
    {
      name: 'phone',
      ...f.phone,
      hint: f.phone.hint(LIMITS.phoneMin, LIMITS.phoneMax),
      kind: 'tel',
      required: true,
      autoComplete: 'tel',
    },
    { name: SERVICE_AREA_FIELD, ...f.legalServiceArea, kind: 'select', required: true, wide: true },
    {
      name: 'problemDescription',
      ...f.problemDescription,
      hint: f.problemDescription.hint(LIMITS.descriptionMin, LIMITS.descriptionMax),
      kind: 'textarea',
      required: true,
      wide: true,
    },
    optionalList('urgencyLevel', URGENCY_LEVELS),
    optionalList('contactMethod', CONTACT_METHODS),
    { ...optionalList('bestTime', BEST_TIMES), wide: true },
  ];
}

const FIELDS_BY_LANG = new Map(LANGUAGES.map((lang) => [lang, fieldsIn(messagesIn(lang))]));

export function formFieldsIn(lang: Lang): readonly FormFieldSpec[] {
  return FIELDS_BY_LANG.get(lang)!;
}
