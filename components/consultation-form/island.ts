export const ISLAND_ROOT_ID = 'consultation-form';
export const ISLAND_PROPS_ID = 'consultation-form-props';
/** On the form once its code runs it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The address's parameter that chooses the form's practice area (pages/contact/+client.ts reads it). */
export const AREA_PARAMETER = 'area';

/** Where every "Free consultation" link lands: the contact page, scrolled to the form, its area chosen from a practice page. */
export function bookingHref(contactPath: string, area?: string): string {
  return `${contactPath}${area ? `?${AREA_PARAMETER}=${encodeURIComponent(area)}` : ''}#${ISLAND_ROOT_ID}`;
}
