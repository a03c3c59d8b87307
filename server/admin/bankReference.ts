/** A bank transfer's reference as the admin wallet commands take it. */
import { BANK_REFERENCE_PATTERN } from '../../domain/wallet/rules';

/** What the wire carried: printable ASCII, no space at either end, at most 100 characters. */
export const REFERENCE = BANK_REFERENCE_PATTERN;
