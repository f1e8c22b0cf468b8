import type { ConsultationOption } from './options';

/** What a practice area gives the form: its form value and its title. */
export interface PracticeArea {
  formValue: string;
  title: string;
}

/**
 * The form's "Legal Service Area" choices, one per practice area of the content: the page
 * (options), the server (accepted values) and the firm's mail (labels) all use this mapping.
 */
export function serviceAreaOptions(areas: readonly PracticeArea[]): ConsultationOption[] {
  return areas.map((area) => ({ value: area.formValue, label: area.title }));
}
