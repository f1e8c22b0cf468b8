/**
 * A phone number as a language writes it. Canadian English keeps the firm's own `display`, e.g.
 * `(416) 555-0142`; Canadian French writes a North American number `416 555-0142` (the Office
 * québécois de la langue française's style), drawn from the number phones call so it cannot differ.
 */
export function phoneDisplay(phone: { display: string; dial: string }, lang: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.dial);
  if (lang !== 'fr' || !northAmerican) return phone.display;
  const [, area, exchange, line] = northAmerican;
  return `${area} ${exchange}-${line}`;
}
