/** French writes a North American number `416 555-0142` (the OQLF's style), drawn from the number dialled. */
export function phoneDisplay(phone: { display: string; dial: string }, lang: string): string {
  const northAmerican = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.dial);
  if (lang !== 'fr' || !northAmerican) return phone.display;
  const [, area, exchange, line] = northAmerican;
  return `${area} ${exchange}-${line}`;
}
