/**
 * Migration 0022_creator_payouts: every creator_payouts leg written before it gets the
 * creator of the deal its transaction names, and from then on such a leg needs one.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/server/db/client';
import { migrationTesting } from './helpers/migrations';

const { migrationsBefore, database } = migrationTesting();

describe('migration 0022_creator_payouts', () => {
  it("names the deal's creator on existing creator_payouts legs", async () => {
    const { db, migrate } = await database();
    await migrate(migrationsBefore('0022_creator_payouts'));
    await db.transaction(async (tx) => {
      // The rows a deal's fee left, without the campaign and products around it: references
      // and the ledger's triggers are not checked for this one transaction.
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`insert into accounts (id, email, role) overriding system value
        values (1, 'brand@example.com', 'company'), (2, 'ana@example.com', 'creator')`);
      await tx.execute(sql`insert into deals (id, company_id, campaign_id, creator_id) overriding system value
        values (7, 1, 99, 2)`);
      await tx.execute(sql`insert into ledger_transactions (id, company_id, kind, idempotency_key,
          description, amount_cents, method, purpose) overriding system value
        values (1, 1, 'payout', 'deal-7-payout', '{"key": "ledger:dealPayout", "values": {}}',
          500, 'escrow', '{"deal_id": 7, "campaign_id": 99}')`);
      await tx.execute(sql`insert into ledger_entries (transaction_id, company_id, account, kind,
          amount_cents)
        values (1, 1, 'campaign_escrow', 'payout', -500), (1, 1, 'creator_payouts', 'payout', 500)`);
    });

    await migrate(MIGRATIONS_FOLDER);

    const { rows } = (await db.execute(
      sql`select account, creator_id from ledger_entries order by id`,
    )) as unknown as { rows: Array<{ account: string; creator_id: number | null }> };
    expect(rows).toEqual([
      { account: 'campaign_escrow', creator_id: null },
      { account: 'creator_payouts', creator_id: 2 },
    ]);
    // Entries are still never edited, and a new creator leg must name its creator.
    await expect(db.execute(sql`update ledger_entries set creator_id = 1`)).rejects.toThrow();
    await expect(
      db.execute(sql`insert into ledger_entries (transaction_id, company_id, account, kind,
        amount_cents) values (1, 1, 'payouts_in_flight', 'payout', 1)`),
    ).rejects.toThrow();
  });
});
