/**
 * The one validation schema of a consultation request, for the browser form and the server alike.
 * No Node imports here: this module is bundled into the browser.
 */
import * as yup from 'yup';
import { BEST_TIMES, CONTACT_METHODS, URGENCY_LEVELS, optionValues, type ConsultationOption } from './options';
import { DEFAULT_LANG, type Lang, LANGUAGES, type Messages, messagesIn } from '../lib/languages';

type SchemaMessages = Messages['validation'];

export const CONSULTATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'legalServiceArea',
  'problemDescription',
  'goals',
  'urgencyLevel',
  'consultedBefore',
  'contactMethod',
  'bestTime',
  // The language of the page the form was sent from: the firm answers in it.
  'language',
] as const;

export type ConsultationField = (typeof CONSULTATION_FIELDS)[number];

/** A field's one label in a language (messages/, `fields`): the form's, its errors', the no-JavaScript page's and the mail's. */
export function fieldLabel(field: ConsultationField, lang: Lang): string {
  return messagesIn(lang).fields[field].label;
}

/** The hidden field only bots fill in; never part of the request. */
export const HONEYPOT_FIELD = 'bot-field';

export type ConsultationFormValues = Record<ConsultationField, string>;

export const INITIAL_CONSULTATION_VALUES: ConsultationFormValues = Object.freeze({
  ...(Object.fromEntries(CONSULTATION_FIELDS.map((field) => [field, ''])) as ConsultationFormValues),
  language: DEFAULT_LANG,
});

export const LIMITS = {
  name: 100,
  email: 254,
  phoneMin: 7,
  phoneMax: 20,
  descriptionMin: 10,
  descriptionMax: 5000,
  goals: 2000,
  consultedBefore: 100,
} as const;

/** C0 and C1 controls; a one-line field also refuses the Unicode line separators, which some mail programs break on. */
/* eslint-disable no-control-regex -- matching control characters is the point of these two */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** Half of a UTF-16 pair on its own is not text; it cannot be stored or mailed faithfully. */
const LONE_SURROGATE = /\p{Surrogate}/u;
const PHONE_CHARACTERS = /^[0-9 +().-]+$/;

/** Only strings: yup would otherwise cast 123 to "123". */
function text(label: string, m: SchemaMessages) {
  return (
    yup
      .string()
      .typeError(m.notText(label))
      .transform((value: unknown, original: unknown) =>
        typeof original === 'string' || original == null ? value : original,
      )
      // yup's own trim() assumes a string; this one leaves wrong types for the type check.
      .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
      .test('well-formed', m.notAllowed(label), (value) => !isText(value) || !LONE_SURROGATE.test(value))
  );
}

function singleLine(label: string, max: number, m: SchemaMessages) {
  return text(label, m)
    .max(max, m.tooLong(label, max))
    .test('no-control', m.notAllowed(label), (value) => !isText(value) || !CONTROL_CHARACTERS.test(value));
}

/**
 * Line breaks are stored as LF: a browser sends CRLF, and a bare CR (which sends a terminal's
 * cursor back over the line it ends) is a line break too.
 */
function multiLine(label: string, max: number, m: SchemaMessages) {
  return text(label, m)
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value))
    .max(max, m.tooLong(label, max))
    .test(
      'no-control',
      m.notAllowed(label),
      (value) => !isText(value) || !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS.test(value),
    );
}

export function createConsultationSchema(serviceAreas: readonly ConsultationOption[], lang: Lang = DEFAULT_LANG) {
  const areaValues = serviceAreas.map((area) => area.value);
  const m = messagesIn(lang).validation;
  const label = (field: ConsultationField) => fieldLabel(field, lang);
  return yup.object({
    firstName: singleLine(label('firstName'), LIMITS.name, m).required(m.enterFirstName),
    lastName: singleLine(label('lastName'), LIMITS.name, m).required(m.enterLastName),
    email: singleLine(label('email'), LIMITS.email, m)
      .email(m.enterValidEmail)
      // yup accepts "priya@gmail"; no address a lawyer can answer lacks the dot of its domain.
      .test(
        'domain-with-dot',
        m.enterWholeEmail,
        (value) => !isText(value) || !value.includes('@') || value.slice(value.lastIndexOf('@') + 1).includes('.'),
      )
      .required(m.enterEmail),
    phone: singleLine(label('phone'), LIMITS.phoneMax, m)
      .matches(PHONE_CHARACTERS, { message: m.phoneCharacters, excludeEmptyString: true })
      .test(
        'enough-digits',
        m.phoneDigits(LIMITS.phoneMin),
        (value) => !isText(value) || value.replace(/\D/g, '').length >= LIMITS.phoneMin,
      )
      .required(m.enterPhone),
    legalServiceArea: text(label('legalServiceArea'), m).oneOf(areaValues, m.chooseArea).required(m.chooseArea),
    problemDescription: multiLine(label('problemDescription'), LIMITS.descriptionMax, m)
      // Not yup's min(): an empty field should read "Describe your matter briefly", not "at least 10".
      .test(
        'min',
        m.describeAtLeast(LIMITS.descriptionMin),
        (value) => !isText(value) || value.length >= LIMITS.descriptionMin,
      )
      .required(m.describeBriefly),
    goals: multiLine(label('goals'), LIMITS.goals, m).default(''),
    // The choices below are optional, as the specification's form marks them: empty means "not said".
    urgencyLevel: text(label('urgencyLevel'), m)
      .oneOf([...optionValues(URGENCY_LEVELS), ''], m.chooseUrgency)
      .default(''),
    consultedBefore: singleLine(label('consultedBefore'), LIMITS.consultedBefore, m).default(''),
    contactMethod: text(label('contactMethod'), m)
      .oneOf([...optionValues(CONTACT_METHODS), ''], m.chooseContactMethod)
      .default(''),
    bestTime: text(label('bestTime'), m)
      .oneOf([...optionValues(BEST_TIMES), ''], m.chooseTime)
      .default(''),
    // Optional: a request without one (an older page, another client) was sent in the default language.
    language: text(label('language'), m).oneOf(LANGUAGES, m.chooseLanguage).default(DEFAULT_LANG),
  });
}

export type ConsultationSchema = ReturnType<typeof createConsultationSchema>;
export type ConsultationRequest = yup.InferType<ConsultationSchema>;

/**
 * Tests run before the type check has its say, on whatever was sent: an object such as
 * `{"toString":"x"}` must be left to the type check, never turned into text (which throws).
 */
function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

export type ConsultationFieldErrors = Partial<Record<ConsultationField, string>>;

export type ConsultationValidation =
  { ok: true; request: ConsultationRequest } | { ok: false; fieldErrors: ConsultationFieldErrors };

/**
 * Copies only the known fields into a fresh object, so unknown keys are ignored and keys
 * such as `__proto__` or `constructor` never reach an object prototype.
 */
export function pickConsultationFields(input: unknown): Record<string, unknown> {
  const picked: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return picked;
  for (const field of CONSULTATION_FIELDS) {
    if (!Object.prototype.hasOwnProperty.call(input, field)) continue;
    const value = (input as Record<string, unknown>)[field];
    // An object without a toString of its own fails the type check, never throws (see isText).
    picked[field] = typeof value === 'object' && value !== null ? Object.create(null) : value;
  }
  return picked;
}

export function validateConsultation(schema: ConsultationSchema, input: unknown): ConsultationValidation {
  try {
    const request = schema.validateSync(pickConsultationFields(input), { abortEarly: false, stripUnknown: true });
    return { ok: true, request: { ...request } };
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    const fieldErrors: ConsultationFieldErrors = {};
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path as ConsultationField | undefined;
      // The first message per field is the one to show.
      if (field && (CONSULTATION_FIELDS as readonly string[]).includes(field) && !fieldErrors[field]) {
        fieldErrors[field] = inner.message;
      }
    }
    return { ok: false, fieldErrors };
  }
}
