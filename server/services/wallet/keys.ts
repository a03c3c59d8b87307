/**
 * The ledger's idempotency keys (docs/product.md#wallet-and-ledger). A company's keys are
 * one space: the keys its clients send (WalletTopUp, CampaignCreate: IDEMPOTENCY_KEY_PATTERN,
 * letters, digits, `-` and `_`) and the keys the server makes for its own movements (a
 * rejected campaign's refund, a deal's payout, …). Were they to meet, a client could take a
 * key the server will need and make that movement fail for good (a rejection that cannot
 * refund, a creator who can never be paid). So every key of the server's goes through
 * `serverKey`, which puts it behind `server:`: a colon no client key may hold, so none can
 * ever equal one, whatever keys the server adds later. A prefix rather than a column of
 * its own: the unique index, the lookups and the rows already written stay as they are.
 *
 * Before the prefix, the server's keys were their names alone (`deal-5-payout`), and the
 * ledger's rows are never rewritten. So a server key's lookup also finds a row written under
 * its bare name, and counts it as done, when no client could have written it: a movement
 * made before the change is not made twice after it, while a client's row under that name
 * (a top-up, a payment) stays the client's and is passed over.
 */
import type { TRANSACTION_KINDS } from '../../db/schema/wallet';

/** As the ledger names it (read from the schema: the ledger imports these keys). */
type TransactionKind = (typeof TRANSACTION_KINDS)[number];

const SERVER_PREFIX = 'server:';

/** A key of the server's own, out of every client's reach: made only by serverKey. */
export type ServerKey = string & { readonly serverKey: unique symbol };

/**
 * The server's key for the movement `name` (such as `deal-5-payout`, unique among the
 * server's movements of a company). The one way the server makes a key of its own.
 */
export function serverKey(name: string): ServerKey {
  if (name.length === 0) throw new RangeError('serverKey: a movement needs a name');
  return `${SERVER_PREFIX}${name}` as ServerKey;
}

/** The name a server key stood for alone before the prefix; null for a client's key. */
export function keyBeforePrefix(key: string): string | null {
  return key.startsWith(SERVER_PREFIX) ? key.slice(SERVER_PREFIX.length) : null;
}

/**
 * What a client's key can record: a top-up by card and a payment. A row of these kinds
 * under a server key's bare name is a client's, never a movement of the server's.
 */
export const CLIENT_KEY_KINDS: readonly TransactionKind[] = ['top_up_card', 'payment'];

/**
 * A client's key is never taken for the server's: a bug in a caller, since the client's
 * pattern refuses the colon before any key gets here.
 */
export function assertClientKey(key: string): void {
  if (keyBeforePrefix(key) !== null) {
    throw new RangeError('a client idempotency key cannot be in the server namespace');
  }
}
