export const ISLAND_ROOT_ID = 'consultation-form';
export const ISLAND_PROPS_ID = 'consultation-form-props';

/** Where every "Free consultation" link lands: the contact page, scrolled to the form. */
export function bookingHref(contactPath: string): string {
  return `${contactPath}#${ISLAND_ROOT_ID}`;
}
