/**
 * The fixed choices of the consultation form, each with the label visitors read.
 * The browser form and the server (validation, e-mail subject) both read these lists.
 * The practice areas are not here: they come from content/services (see schema.ts).
 */

export interface ConsultationOption<Value extends string = string> {
  value: Value;
  label: string;
}

export const URGENCY_LEVELS = [
  { value: 'immediate', label: 'Immediate (within 24 hours)' },
  { value: 'urgent', label: 'Urgent (within 1 week)' },
  { value: 'moderate', label: 'Moderate (within 2-4 weeks)' },
  { value: 'low', label: 'Low urgency' },
] as const satisfies readonly ConsultationOption[];

export const CONTACT_METHODS = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'text', label: 'Text message' },
] as const satisfies readonly ConsultationOption[];

export const BEST_TIMES = [
  { value: 'morning', label: 'Morning (9 AM-12 PM)' },
  { value: 'afternoon', label: 'Afternoon (12 PM-5 PM)' },
  { value: 'evening', label: 'Evening (5 PM-8 PM)' },
  { value: 'anytime', label: 'Anytime' },
] as const satisfies readonly ConsultationOption[];

/** The choices' labels in French, by value: the French form shows them, the values stay the same. */
export const FRENCH_OPTION_LABELS: Record<string, string> = {
  immediate: 'Immédiat (dans les 24 heures)',
  urgent: 'Urgent (dans la semaine)',
  moderate: 'Modéré (d’ici 2 à 4 semaines)',
  low: 'Peu urgent',
  phone: 'Téléphone',
  email: 'Courriel',
  text: 'Message texte',
  morning: 'Le matin (9 h à 12 h)',
  afternoon: 'L’après-midi (12 h à 17 h)',
  evening: 'Le soir (17 h à 20 h)',
  anytime: 'N’importe quand',
};

export function optionValues<Value extends string>(options: readonly ConsultationOption<Value>[]): Value[] {
  return options.map((option) => option.value);
}

/** The label of a value, or the value itself when it is not in the list (never throws). */
export function optionLabel(options: readonly ConsultationOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
