import { LANGUAGE_RECORDS, type Lang } from './languages';

/** French writes an office's suite `bureau 400` (Canada Post's French style): the street line as the page's language says it. */
export function streetDisplay(street: string, lang: Lang): string {
  return LANGUAGE_RECORDS[lang].writesFrench ? street.replace(/\b(?:Suite|Unit|Ste\.?)\s+(?=\w)/i, 'bureau ') : street;
}

/** French writes a North American number `416 555-0142` (the OQLF's style), drawn from the number dialled. */
export function phoneDisplay(phone: { display: string; dial: string }, lang: Lang): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.dial);
  if (!LANGUAGE_RECORDS[lang].writesFrench || !northAmerican) return phone.display;
  const [, area, exchange, line] = northAmerican;
  return `${area} ${exchange}-${line}`;
}
