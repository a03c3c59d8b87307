/**
 * A campaign's figures (docs/product.md#campaign-statuses): content accepted so far, and
 * where its payment's money went. The money is read from the ledger, never kept beside
 * it: every movement that draws on a campaign's escrow names the payment (`refund_of`).
 * A page of campaigns reads all of its figures in ONE statement.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { contents } from '../../db/schema/deals';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/wallet';

export interface CampaignFigures {
  /** Deals whose content the company accepted (one accepted upload per deal at most). */
  contentAccepted: number;
  /** Cents paid out of escrow: creators' fees and reimbursements, the platform fee. */
  spentCents: number;
  /** Cents still in escrow: the payment's escrow less every draw on it (see refundableOf). */
  inEscrowCents: number;
  /** Cents given back to the wallet from the payment (a card fee given back included). */
  refundedCents: number;
}

export const NO_FIGURES: CampaignFigures = {
  contentAccepted: 0,
  spentCents: 0,
  inEscrowCents: 0,
  refundedCents: 0,
};

/** Cents of the transactions of `kinds` among those summed. */
const amountOf = (kinds: string[]) =>
  sql<number>`coalesce(sum(${ledgerTransactions.amount_cents})
    filter (where ${inArray(ledgerTransactions.kind, kinds)}), 0)::int`;

/**
 * A transaction's campaign_escrow entry (a payment has one putting money in; payouts,
 * fees and refunds one taking it out), looked up through ledger_entries_transaction_idx:
 * a join would read every escrow entry of every company to hash them.
 */
const escrowEntryOf = sql<number>`(select ${ledgerEntries.amount_cents} from ${ledgerEntries}
  where ${ledgerEntries.transaction_id} = ${ledgerTransactions.id}
    and ${ledgerEntries.account} = 'campaign_escrow')`;

/** Per payment: its own transaction and every draw on it (`refund_of`). */
function moneyOf(db: Database, paymentIds: number[]) {
  const paymentId = sql<number>`coalesce(${ledgerTransactions.refund_of}, ${ledgerTransactions.id})`;
  return db
    .select({
      paymentId: paymentId.as('payment_id'),
      spent: amountOf(['payout', 'platform_fee']).as('spent'),
      refunded: amountOf(['refund']).as('refunded'),
      escrow: sql<number>`coalesce(sum(${escrowEntryOf}), 0)::int`.as('escrow'),
    })
    .from(ledgerTransactions)
    .where(
      or(
        inArray(ledgerTransactions.id, paymentIds),
        inArray(ledgerTransactions.refund_of, paymentIds),
      ),
    )
    .groupBy(paymentId)
    .as('money');
}

/** The figures of `rows`' campaigns by campaign id, in one statement. */
export async function figuresOf(
  db: Database,
  rows: ReadonlyArray<{ id: number; payment_transaction_id: number }>,
): Promise<Map<number, CampaignFigures>> {
  if (rows.length === 0) return new Map();
  const money = moneyOf(
    db,
    rows.map((row) => row.payment_transaction_id),
  );
  // Counted through contents_campaign_status_idx.
  const accepted = sql<number>`(select count(*)::int from ${contents}
    where ${contents.campaign_id} = ${campaigns.id} and ${contents.status} = 'bought')`;
  const found = await db
    .select({
      id: campaigns.id,
      accepted,
      spent: money.spent,
      refunded: money.refunded,
      escrow: money.escrow,
    })
    .from(campaigns)
    .leftJoin(money, eq(money.paymentId, campaigns.payment_transaction_id))
    .where(
      inArray(
        campaigns.id,
        rows.map((row) => row.id),
      ),
    );
  return new Map(
    found.map((row) => [
      row.id,
      {
        contentAccepted: row.accepted,
        spentCents: row.spent ?? 0,
        inEscrowCents: row.escrow ?? 0,
        refundedCents: row.refunded ?? 0,
      },
    ]),
  );
}

/** A campaign's figures from figuresOf's answer (none yet when it was not read). */
export const figuresFor = (figures: Map<number, CampaignFigures>, id: number): CampaignFigures =>
  figures.get(id) ?? NO_FIGURES;
