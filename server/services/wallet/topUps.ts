/**
 * Money into the wallet: a top-up by card (WalletTopUp) and a bank transfer credited by an
 * operator (`npm run admin -- wallet credit`).
 */
import { BANK_CREDIT_MAX_CENTS, WALLET_BALANCE_MAX_CENTS } from '../../../domain/wallet/rules';
import { topUpSchema } from '../../../domain/wallet/schema';
import type { Database } from '../../db/client';
import type { InvoiceRow } from '../../db/schema/billing';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { payByCard } from './cardPayment';
import { cardBrandLabel } from './descriptions';
import { serverKey } from './keys';
import {
  onceUnderLock,
  recordTransaction,
  sameRequest,
  walletBalance,
  walletLimit,
  withEntries,
} from './ledger';
import type { Described, LedgerEnv, RecordedTransaction } from './ledger';
import { transactionView } from './transactions';
import type { TransactionView } from './transactions';

export interface WalletView {
  companyId: number;
  balanceCents: number;
}

/** Wallet: the company's balance, read from its last wallet entry. */
export async function walletView(db: Database, companyId: number): Promise<WalletView> {
  return { companyId, balanceCents: await walletBalance(db, companyId) };
}

export interface TopUpArgs {
  amount_cents: number;
  card_id: string;
  idempotency_key: string;
}

export interface TopUpResult {
  wallet: WalletView;
  transaction: TransactionView;
  invoice: InvoiceRow;
}

const WALLET_TOP_UP: Described = { key: 'ledger:walletTopUp', values: {} };

/**
 * WalletTopUp: charges one of the company's cards the amount plus the 4% fee and puts the
 * amount in the wallet. WALLET_LIMIT, before charging, when the balance would pass
 * $10,000,000. The same idempotency key answers the first result and charges once.
 */
export async function topUp(
  env: ServiceEnv,
  companyId: number,
  args: TopUpArgs,
): Promise<TopUpResult> {
  const input = await validated(topUpSchema, args);
  const amountCents = input.amount_cents;
  const { transaction, invoice } = await payByCard(
    env,
    companyId,
    input.card_id,
    input.idempotency_key,
    {
      kind: 'top_up_card',
      amountCents,
      destination: 'wallet',
      describe: (card) => ({
        transaction: {
          key: 'ledger:topUpCard',
          values: { brand: cardBrandLabel(card.brand), last4: card.last4 },
        },
        invoice: WALLET_TOP_UP,
      }),
      lines: [{ ...WALLET_TOP_UP, amount_cents: amountCents }],
      purpose: null,
      beforeCharge: async () => {
        const balance = await walletBalance(env.db, companyId);
        if (balance + amountCents > WALLET_BALANCE_MAX_CENTS) throw walletLimit();
      },
    },
  );
  return {
    wallet: await walletView(env.db, companyId),
    transaction: await transactionView(env.db, transaction.id),
    invoice,
  };
}

export interface BankCredit extends RecordedTransaction {
  /** False when the reference was credited before: nothing was written this time. */
  credited: boolean;
}

/** The ledger's idempotency key of a bank transfer: each reference credits once. */
export const bankCreditKey = (reference: string) => serverKey(`bank:${reference}`);

/**
 * Records a bank transfer that arrived for the company: bank clearing → wallet, no invoice
 * (the bank's own statement is the record). `reference` is what the wire carried; the
 * same reference credits the company once (another amount with it: IDEMPOTENCY_CONFLICT).
 */
export async function creditBankTransfer(
  env: LedgerEnv,
  companyId: number,
  amountCents: number,
  reference: string,
  /** Written with the credit, in its transaction, only when it credits (the audit row). */
  alongside?: (tx: Database, now: Date) => Promise<void>,
): Promise<BankCredit> {
  if (
    !Number.isSafeInteger(amountCents) ||
    amountCents < 1 ||
    amountCents > BANK_CREDIT_MAX_CENTS
  ) {
    throw new RangeError('creditBankTransfer: 1 cent to BANK_CREDIT_MAX_CENTS');
  }
  const request = { kind: 'top_up_bank', method: 'bank_transfer', amountCents } as const;
  const idempotencyKey = bankCreditKey(reference);
  return onceUnderLock<BankCredit>(
    env,
    companyId,
    idempotencyKey,
    async (tx, existing) => {
      sameRequest(existing, request);
      return { ...(await withEntries(tx, existing)), credited: false };
    },
    async (tx, now) => {
      const recorded = await recordTransaction(tx, now, {
        companyId,
        ...request,
        idempotencyKey,
        description: { key: 'ledger:topUpBank', values: { reference } },
        legs: [
          { account: 'bank_clearing', amountCents: -amountCents },
          { account: 'wallet', amountCents },
        ],
      });
      await alongside?.(tx, now);
      return { ...recorded, credited: true };
    },
  );
}
