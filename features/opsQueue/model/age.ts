const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Up to two days an age reads in hours ("40 h"): a queue's wait is a matter of hours. */
const HOURS_UNTIL_MS = 48 * HOUR_MS;

/** How long something has waited, in the unit that reads best, rounded down. */
export function waitedFor(
  since: string,
  now: number,
): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const waited = Math.max(0, now - Date.parse(since));
  if (waited < HOUR_MS) return { unit: 'minutes', count: Math.floor(waited / MINUTE_MS) };
  if (waited < HOURS_UNTIL_MS) return { unit: 'hours', count: Math.floor(waited / HOUR_MS) };
  return { unit: 'days', count: Math.floor(waited / (24 * HOUR_MS)) };
}
