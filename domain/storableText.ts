/**
 * Text the database can store, which every rule on text checks (./validation.ts and the
 * hand-written rules): PostgreSQL refuses NUL, and UTF-8 has no encoding for half of a
 * UTF-16 surrogate pair. In unicode mode a pair is one code point, so only a lone half
 * matches.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE_TEXT = /[\u0000\uD800-\uDFFF]/u;

export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);
