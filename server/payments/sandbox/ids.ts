/** The sandbox gateway's ids and tokens' lifetime, shared by its cards and bank accounts. */
import { randomBytes } from 'node:crypto';

/** A token is good for 10 minutes, like a real gateway's. */
export const TOKEN_LIFETIME_MS = 10 * 60 * 1000;

/** `prefix_` and 24 random hex digits, the shape of the sandbox's ids. */
export const sandboxId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
