/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF line ends, a field holding a comma, a
 * quote or a line break is quoted with its quotes doubled), made safe to open in a
 * spreadsheet: text that would start a formula is written as text.
 */

/** A cell: text, or a number already written in plain decimal digits ("-10.00"). */
export type CsvCell = string | { readonly number: string };

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheets run a cell starting with = + - or @ (and a tab or a carriage return may
 * hide one) as a formula, so text from users or the server could compute, link or leak:
 * a leading apostrophe makes the spreadsheet show it as typed.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function quoted(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One field as written in the file. A "number" that is not one is guarded as text. */
export function csvField(cell: CsvCell): string {
  if (typeof cell !== 'string' && PLAIN_NUMBER.test(cell.number)) return cell.number;
  const text = typeof cell === 'string' ? cell : cell.number;
  return quoted(FORMULA_START.test(text) ? `'${text}` : text);
}

/** The rows as a CSV file's text, every line ended by CRLF. */
export function toCsv(rows: ReadonlyArray<readonly CsvCell[]>): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** Integer cents as a plain decimal of dollars: -1000 → "-10.00", 5 → "0.05". */
export function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}
