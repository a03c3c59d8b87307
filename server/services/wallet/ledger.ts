/**
 * The ledger's one writer (docs/product.md#wallet-and-ledger). Every movement of money is a
 * ledger transaction whose entries sum to zero across accounts; a wallet entry carries the
 * wallet's balance after it, so the balance is the company's last wallet entry. Callers
 * hold the company's money lock (lockCompanyMoney) in the same database transaction, so
 * entries of one company are written one after the other and a balance is never spent
 * twice.
 */
import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { WALLET_BALANCE_MAX_CENTS } from '../../../domain/wallet/rules';
import type { Database } from '../../db/client';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';
import type {
  LEDGER_ACCOUNTS,
  LedgerEntryRow,
  LedgerTransactionRow,
  TRANSACTION_KINDS,
  TRANSACTION_METHODS,
} from '../../db/schema/wallet';
import type { ServerServices } from '../env';
import { ServiceError } from '../errors';
import { CLIENT_KEY_KINDS, keyBeforePrefix } from './keys';
import { lockCompanyMoney } from './lock';

export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];
export type TransactionMethod = (typeof TRANSACTION_METHODS)[number];

/** What writing the ledger needs of a service env (a ServiceEnv has it; so does the admin CLI). */
export interface LedgerEnv {
  db: Database;
  services: Pick<ServerServices, 'now'>;
  /** The company's person paying or topping up (ServiceEnv.actingPersonId), if one is. */
  actingPersonId?: number | undefined;
}

/** What money operations need, the payment gateway included. */
export interface MoneyEnv extends LedgerEnv {
  services: Pick<ServerServices, 'now' | 'gateway'>;
}

/** Text kept as a translation key and its values: translated when it is shown. */
export interface Described {
  key: string;
  values: Record<string, string | number>;
}

/** One leg of a movement: signed cents into (+) or out of (−) an account. */
export interface Leg {
  account: LedgerAccount;
  amountCents: number;
  /** The creator whose money it is: required of creator_payouts and payouts_in_flight legs. */
  creatorId?: number;
}

export interface NewLedgerTransaction {
  companyId: number;
  kind: TransactionKind;
  method: TransactionMethod;
  idempotencyKey: string;
  description: Described;
  /** The headline amount: what the wallet or the purpose received, fees apart. */
  amountCents: number;
  cardId?: number | null;
  gatewayChargeId?: string | null;
  refundOf?: number | null;
  purpose?: Record<string, unknown> | null;
  /** The company's person who made it (docs/product.md#brand-teams); none by default. */
  memberId?: number | null | undefined;
  legs: Leg[];
  /**
   * False for money already taken from a card: the limit was checked before the charge,
   * and a concurrent top-up passing it by its own amount is better than refusing money
   * the card has paid (the limit only keeps balances far from 32-bit cents).
   */
  enforceWalletLimit?: boolean;
}

export interface RecordedTransaction {
  transaction: LedgerTransactionRow;
  entries: LedgerEntryRow[];
}

export const insufficientFunds = () =>
  new ServiceError('INSUFFICIENT_FUNDS', 'errors:insufficientFunds');
export const walletLimit = () => new ServiceError('WALLET_LIMIT', 'errors:walletLimit');
export const idempotencyConflict = () =>
  new ServiceError('IDEMPOTENCY_CONFLICT', 'errors:idempotencyConflict');

/** Only the wallet's rows, spelt out (not a parameter) so the partial indexes apply. */
export const isWalletEntry = sql`${ledgerEntries.account} = 'wallet'`;

/** The company's wallet balance: its last wallet entry's balance_after (0 before any). */
export async function walletBalance(db: Database, companyId: number): Promise<number> {
  const [last] = await db
    .select({ balance: ledgerEntries.balance_after_cents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.company_id, companyId), isWalletEntry))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return last?.balance ?? 0;
}

/** A movement that cannot be written is a bug in its caller, never the user's input. */
function assertBalanced(legs: Leg[]): void {
  const valid = legs.every((leg) => Number.isSafeInteger(leg.amountCents) && leg.amountCents !== 0);
  const sum = legs.reduce((total, leg) => total + leg.amountCents, 0);
  if (legs.length < 2 || !valid || sum !== 0) {
    throw new RangeError('a ledger transaction needs two or more non-zero legs summing to zero');
  }
}

async function byKey(
  db: Database,
  companyId: number,
  idempotencyKey: string,
  notOfKinds: readonly TransactionKind[] = [],
): Promise<LedgerTransactionRow | null> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.company_id, companyId),
        eq(ledgerTransactions.idempotency_key, idempotencyKey),
        notOfKinds.length > 0 ? notInArray(ledgerTransactions.kind, [...notOfKinds]) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The ledger transaction a company made with this idempotency key, if any. For a key of
 * the server's, also one the server wrote under the key's bare name before server keys had
 * their prefix (a client's row under that name is not it: see keys.ts).
 */
export async function findByIdempotencyKey(
  db: Database,
  companyId: number,
  idempotencyKey: string,
): Promise<LedgerTransactionRow | null> {
  const found = await byKey(db, companyId, idempotencyKey);
  const bareName = keyBeforePrefix(idempotencyKey);
  if (found || bareName === null) return found;
  return byKey(db, companyId, bareName, CLIENT_KEY_KINDS);
}

/** A transaction with its entries, as it was recorded (a repeat's first result). */
export async function withEntries(
  db: Database,
  transaction: LedgerTransactionRow,
): Promise<RecordedTransaction> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transaction_id, transaction.id))
    .orderBy(asc(ledgerEntries.id));
  return { transaction, entries };
}

/** What a repeated request must match of the first one to get its answer. */
export interface SameRequest {
  kind: TransactionKind;
  method: TransactionMethod;
  amountCents: number;
  cardId?: number | null;
  refundOf?: number | null;
}

/** The first result of a key, or IDEMPOTENCY_CONFLICT when the key was used for another. */
export function sameRequest(existing: LedgerTransactionRow, request: SameRequest): void {
  if (
    existing.kind !== request.kind ||
    existing.method !== request.method ||
    existing.amount_cents !== request.amountCents ||
    existing.card_id !== (request.cardId ?? null) ||
    existing.refund_of !== (request.refundOf ?? null)
  ) {
    throw idempotencyConflict();
  }
}

/**
 * Runs a money movement once per idempotency key: in one database transaction holding the
 * company's money lock, `first` does the work (with `now` read after the lock) unless the
 * company already used the key, in which case `repeat` answers that first transaction.
 * Under the lock a key's first use is committed before anyone else looks for it, so a
 * concurrent repeat always finds it.
 */
export function onceUnderLock<T>(
  env: LedgerEnv,
  companyId: number,
  idempotencyKey: string,
  repeat: (tx: Database, existing: LedgerTransactionRow) => Promise<T>,
  first: (tx: Database, now: Date) => Promise<T>,
): Promise<T> {
  return env.db.transaction(async (tx) => {
    await lockCompanyMoney(tx, companyId);
    const now = env.services.now();
    const existing = await findByIdempotencyKey(tx, companyId, idempotencyKey);
    return existing ? repeat(tx, existing) : first(tx, now);
  });
}

/**
 * Writes a ledger transaction and its entries: `first` of onceUnderLock (the lock is held,
 * the key is unused; the unique index on the key stays the last line of defence). Each
 * wallet entry gets the balance after it, from the company's last wallet entry: a movement
 * that would take it below zero is INSUFFICIENT_FUNDS, past WALLET_BALANCE_MAX_CENTS
 * WALLET_LIMIT, both before anything is written.
 */
export async function recordTransaction(
  tx: Database,
  now: Date,
  input: NewLedgerTransaction,
): Promise<RecordedTransaction> {
  assertBalanced(input.legs);
  const hasWalletLeg = input.legs.some((leg) => leg.account === 'wallet');
  let balance = hasWalletLeg ? await walletBalance(tx, input.companyId) : 0;
  const balances = input.legs.map((leg) => {
    if (leg.account !== 'wallet') return null;
    balance += leg.amountCents;
    if (balance < 0) throw insufficientFunds();
    if (balance > WALLET_BALANCE_MAX_CENTS && input.enforceWalletLimit !== false) {
      throw walletLimit();
    }
    return balance;
  });

  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({
      company_id: input.companyId,
      kind: input.kind,
      method: input.method,
      idempotency_key: input.idempotencyKey,
      description: input.description,
      amount_cents: input.amountCents,
      card_id: input.cardId ?? null,
      gateway_charge_id: input.gatewayChargeId ?? null,
      refund_of: input.refundOf ?? null,
      purpose: input.purpose ?? null,
      member_id: input.memberId ?? null,
      created_at: now,
    })
    .returning();
  const transaction = inserted!;
  const entries = await tx
    .insert(ledgerEntries)
    .values(
      input.legs.map((leg, index) => ({
        transaction_id: transaction.id,
        company_id: input.companyId,
        account: leg.account,
        kind: input.kind,
        amount_cents: leg.amountCents,
        balance_after_cents: balances[index] ?? null,
        creator_id: leg.creatorId ?? null,
        created_at: now,
      })),
    )
    .returning();
  return { transaction, entries };
}
