/** PostgreSQL's integer: a larger id cannot exist, and must not reach a query (it errors). */
const MAX_ID = 2_147_483_647;

/**
 * The row id an API `ID` names, or null when it cannot name a row ("abc", "0", "1e3",
 * "99999999999"): callers treat null exactly like an id that does not exist.
 */
export function parseId(id: string | null | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id)) return null;
  const value = Number(id);
  return value <= MAX_ID ? value : null;
}
