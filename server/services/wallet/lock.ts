import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { wallets } from '../../db/schema/wallet';

/**
 * Takes the company's money lock: its wallet row, made on first use, FOR UPDATE. Every
 * change to a company's money or cards takes it first, inside its transaction, so they
 * happen one after the other: a balance cannot be spent twice, a card count cannot pass
 * its limit, invoice numbers never repeat. Read the clock only after taking it, so the
 * ledger's times follow the order its entries were written in.
 */
export async function lockCompanyMoney(
  tx: Database,
  companyId: number,
): Promise<typeof wallets.$inferSelect> {
  await tx.insert(wallets).values({ company_id: companyId }).onConflictDoNothing();
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(eq(wallets.company_id, companyId))
    .for('update');
  // The insert above made it if it was missing, and a company row cannot vanish while
  // this transaction holds a reference to it.
  return wallet!;
}
