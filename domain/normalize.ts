/**
 * Input as people type it, made into the value the rules check and the API stores
 * (docs/product.md#fields-and-limits, "As typed"). One pure function per kind, used by the
 * shared yup schemas (so the server stores what it checked) and by the forms (a field shows
 * the normalized value once left). Each leaves anything it does not recognise alone, so
 * the rule after it still refuses it with its own message.
 */

/** Spaces of any width, and the separators phone numbers and IDs are printed with. */
const SEPARATORS = /[\s().-]/gu;

/** A phone number or area code: digits and a leading `+` stay, `( ) - .` and spaces go. */
export function normalizePhone(value: string): string {
  return value.replace(SEPARATORS, '');
}

/** A tax ID ("12-3456789"): spaces, dashes and dots go. */
export function normalizeTaxId(value: string): string {
  return value.replace(/[\s.-]/gu, '');
}

/** ZIP+4 ("94103-1234", "94103 1234", "941031234"): the nine digits of a US ZIP+4. */
const ZIP_PLUS_FOUR = /^(\d{5})[\s-]*\d{4}$/u;

/**
 * A zip code: the rule asks for the 5-digit code, so the "+4" of a ZIP+4 is dropped and
 * spaces go; anything else is left for the rule to judge.
 */
export function normalizeZip(value: string): string {
  const compact = value.trim();
  const fiveDigits = ZIP_PLUS_FOUR.exec(compact)?.[1];
  return fiveDigits ?? compact.replace(/\s/gu, '');
}

/** A tracking number as labels print it ("1Z 999 AA1 01 2345 6784"): spaces and dashes go. */
export function normalizeTrackingNumber(value: string): string {
  return value.replace(/[\s-]/gu, '');
}

/**
 * A scheme ("https:", "mailto:"), told apart from a host with a port ("shop.com:8080"):
 * a scheme is followed by something other than a digit.
 */
const SCHEME = /^[a-z][a-z\d+.-]*:(?!\d)/iu;

/**
 * A web link: trimmed, and "https://" added when it has no scheme ("calmcream.com/serum").
 * A link with another scheme keeps it, for the rule to refuse.
 */
export function normalizeWebUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('//')) return `https:${trimmed}`;
  return `https://${trimmed}`;
}

/**
 * `normalize` as a yup transform: only text is normalized (a number or null is left for
 * the schema's type check to refuse).
 */
export const normalizing =
  (normalize: (value: string) => string) =>
  (value: unknown): unknown =>
    typeof value === 'string' ? normalize(value) : value;
