/** A bank transfer's reference as the admin wallet commands take it. */

/** What the wire carried: printable ASCII, no space at either end, at most 100 characters. */
export const REFERENCE = /^[\x21-\x7e](?:[\x20-\x7e]{0,98}[\x21-\x7e])?$/;
