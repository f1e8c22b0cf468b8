/**
 * CSV as spreadsheets read it (RFC 4180 quoting, CRLF lines). Cells that a spreadsheet
 * would run as a formula (starting with = + - @, or tab/CR) get a leading apostrophe:
 * a visitor's text must never become a formula on the firm's computer.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
