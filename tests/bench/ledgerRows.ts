/**
 * Ledger rows for the benchmarks' bulk seeds: transactions and their entries as the ledger
 * writes them (two legs summing to zero, the wallet's balance running in the order entries
 * are written), without the API's locks and checks.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '@/server/db/client';
import type { LEDGER_ACCOUNTS, TRANSACTION_KINDS } from '@/server/db/schema/wallet';
import { ledgerEntries, ledgerTransactions } from '@/server/db/schema/wallet';
import { insertInBatches } from './requests';

export interface Movement {
  kind: (typeof TRANSACTION_KINDS)[number];
  amountCents: number;
  createdAt: Date;
  /** The campaign payment a draw on escrow names. */
  refundOf?: number;
  purpose?: Record<string, number>;
  /** Whose money its creator_payouts leg is (every such leg names its creator). */
  creatorId?: number;
  /** Signed cents by account, summing to zero. */
  legs: Array<[(typeof LEDGER_ACCOUNTS)[number], number]>;
}

const METHODS: Partial<Record<Movement['kind'], string>> = {
  top_up_bank: 'bank_transfer',
  payment: 'wallet',
};

/** Writes a company's movements, oldest first; each call continues the wallet's balance. */
export function ledgerWriter(db: Database, companyId: number) {
  let balance = 0;
  return {
    /** The movements' transaction ids, in the order given. */
    async write(movements: Movement[]): Promise<number[]> {
      const order = movements
        .map((movement, i) => ({ movement, i }))
        .sort((a, b) => a.movement.createdAt.getTime() - b.movement.createdAt.getTime());
      const ids: number[] = [];
      await insertInBatches(order, async (batch) => {
        const rows = await db
          .insert(ledgerTransactions)
          .values(
            batch.map(({ movement }) => ({
              company_id: companyId,
              kind: movement.kind,
              idempotency_key: `bench-${randomUUID()}`,
              description: { key: 'ledger:refund', values: {} },
              amount_cents: movement.amountCents,
              method: METHODS[movement.kind] ?? 'escrow',
              refund_of: movement.refundOf ?? null,
              purpose: movement.purpose ?? null,
              created_at: movement.createdAt,
            })),
          )
          .returning({ id: ledgerTransactions.id });
        ids.push(...rows.map((row) => row.id));
      });
      const entries = order.flatMap(({ movement }, n) =>
        movement.legs.map(([account, amountCents]) => {
          if (account === 'wallet') balance += amountCents;
          return {
            transaction_id: ids[n]!,
            company_id: companyId,
            account,
            kind: movement.kind,
            amount_cents: amountCents,
            balance_after_cents: account === 'wallet' ? balance : null,
            creator_id: account === 'creator_payouts' ? (movement.creatorId ?? null) : null,
            created_at: movement.createdAt,
          };
        }),
      );
      // Two legs each and even batches: no transaction is split across statements, so
      // each statement's entries balance when its deferred check runs.
      await insertInBatches(entries, (batch) => db.insert(ledgerEntries).values(batch));
      const byInput: number[] = [];
      order.forEach(({ i }, n) => (byInput[i] = ids[n]!));
      return byInput;
    },
  };
}
