/** The consultation form's choices, for the browser form and the server alike. */
import { en, type Messages } from '../messages/en';

export interface ConsultationOption<Value extends string = string> {
  value: Value;
  label: string;
}

type OptionValue = keyof Messages['options'];

/** English labels; the form shows its own language's. */
function choices<Value extends OptionValue>(values: readonly Value[]): readonly ConsultationOption<Value>[] {
  return values.map((value) => ({ value, label: en.options[value] }));
}

export const URGENCY_LEVELS = choices(['immediate', 'urgent', 'moderate', 'low'] as const);

export const CONTACT_METHODS = choices(['phone', 'email', 'text'] as const);

export const BEST_TIMES = choices(['morning', 'afternoon', 'evening', 'anytime'] as const);

/** The value itself when it is not a fixed choice. */
export function optionLabelIn(messages: Messages, value: string): string {
  return Object.prototype.hasOwnProperty.call(messages.options, value) ? messages.options[value as OptionValue] : value;
}

/** The practice areas, from content/services: a new service file adds a choice with no code change. */
export function serviceAreaOptions(areas: readonly { formValue: string; title: string }[]): ConsultationOption[] {
  return areas.map((area) => ({ value: area.formValue, label: area.title }));
}

export function optionValues<Value extends string>(options: readonly ConsultationOption<Value>[]): Value[] {
  return options.map((option) => option.value);
}

/** The value itself when it is not in the list. */
export function optionLabel(options: readonly ConsultationOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
