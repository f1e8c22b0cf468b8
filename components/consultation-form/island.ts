import { AREA_PARAMETER } from '../../consultation-request/endpoint';

export const ISLAND_ROOT_ID = 'consultation-form';
export const ISLAND_PROPS_ID = 'consultation-form-props';
/** On the form once its code runs it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Where every "Free consultation" link lands: the contact page, scrolled to the form, its area chosen from a practice page. */
export function bookingHref(contactPath: string, area?: string): string {
  return `${contactPath}${area ? `?${AREA_PARAMETER}=${encodeURIComponent(area)}` : ''}#${ISLAND_ROOT_ID}`;
}
