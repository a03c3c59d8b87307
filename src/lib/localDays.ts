/**
 * Calendar days in the reader's own time zone, written YYYY-MM-DD as date inputs and URLs
 * have them, and the instants where they start (what the API's date filters take).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const two = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant: 2026-03-09. */
export function localDayOf(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** Whether `text` is a real day (no 2026-02-30) written YYYY-MM-DD. */
export function isLocalDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
}

/**
 * The instant (ISO 8601, UTC) at which a local day starts, or the day `plusDays` after it:
 * a range "to the 9th" ends where the 10th starts. Midnight that a clock change skips
 * becomes the first instant of the day that exists.
 */
export function localDayStart(day: string, plusDays = 0): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + plusDays).toISOString();
}
