/**
 * A text search as an ILIKE pattern, for every list that searches by name (products,
 * campaigns, deals, creator matching): written with `escape '\\'` beside it.
 */

/** `%`, `_` and the escape character itself match literally in a search. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
