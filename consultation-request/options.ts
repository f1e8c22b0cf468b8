/**
 * The fixed choices of the consultation form, each with the label visitors read (messages/).
 * The browser form and the server (validation, e-mail subject) both read these lists.
 * The practice areas are not here: they come from content/services (see schema.ts).
 */
import { en, type Messages } from '../messages/en';

export interface ConsultationOption<Value extends string = string> {
  value: Value;
  label: string;
}

type OptionValue = keyof Messages['options'];

/** The choices of these values, with their English labels; the form shows its own language's. */
function choices<Value extends OptionValue>(values: readonly Value[]): readonly ConsultationOption<Value>[] {
  return values.map((value) => ({ value, label: en.options[value] }));
}

export const URGENCY_LEVELS = choices(['immediate', 'urgent', 'moderate', 'low'] as const);

export const CONTACT_METHODS = choices(['phone', 'email', 'text'] as const);

export const BEST_TIMES = choices(['morning', 'afternoon', 'evening', 'anytime'] as const);

/** A choice's label in the given messages, by value; the value itself when it is not a fixed choice. */
export function optionLabelIn(messages: Messages, value: string): string {
  return Object.prototype.hasOwnProperty.call(messages.options, value) ? messages.options[value as OptionValue] : value;
}

export function optionValues<Value extends string>(options: readonly ConsultationOption<Value>[]): Value[] {
  return options.map((option) => option.value);
}

/** The label of a value, or the value itself when it is not in the list (never throws). */
export function optionLabel(options: readonly ConsultationOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
