/**
 * The operator console's money (docs/product.md#operator-console): the ledger's figures
 * platform-wide, and crediting a bank transfer that arrived for a company (what `npm run
 * admin -- wallet credit` does, through the same creditBankTransfer), with its audit row in
 * the credit's transaction.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { opsWalletCreditSchema } from '../../../domain/ops/peopleSchema';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { ledgerEntries } from '../../db/schema/wallet';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError } from '../errors';
import { parseId } from '../ids';
import { referenceOfAnother } from '../wallet/bankTransfer';
import { walletBalance } from '../wallet/ledger';
import type { LedgerAccount } from '../wallet/ledger';
import { creditBankTransfer } from '../wallet/topUps';
import { recordAudit } from './audit';
import type { AuditActor, AuditEntry } from './audit';
import { opsCompanyNotFound } from './companies';
import { IS_COMPANY_ACCOUNT } from '../teams/companyAccounts';

export interface OpsMoneyView {
  wallets: number;
  escrow: number;
  creatorBalances: number;
  payoutsInFlight: number;
  platformRevenue: number;
}

/** The accounts the console shows, each the sum of its entries (into it: +, out: −). */
const SHOWN: Record<keyof OpsMoneyView, LedgerAccount> = {
  wallets: 'wallet',
  escrow: 'campaign_escrow',
  creatorBalances: 'creator_payouts',
  payoutsInFlight: 'payouts_in_flight',
  platformRevenue: 'platform_revenue',
};

/** OpsMoney: each account's balance across the ledger, one statement. */
export async function opsMoney(env: ServiceEnv): Promise<OpsMoneyView> {
  const rows = await env.db
    .select({
      account: ledgerEntries.account,
      sum: sql<string>`coalesce(sum(${ledgerEntries.amount_cents}), 0)::bigint`,
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.account, Object.values(SHOWN)))
    .groupBy(ledgerEntries.account);
  const sums = new Map(rows.map((row) => [row.account, Number(row.sum)]));
  const figure = (name: keyof OpsMoneyView) => sums.get(SHOWN[name]) ?? 0;
  return {
    wallets: figure('wallets'),
    escrow: figure('escrow'),
    creatorBalances: figure('creatorBalances'),
    payoutsInFlight: figure('payoutsInFlight'),
    platformRevenue: figure('platformRevenue'),
  };
}

/** The audit row of a bank transfer credited to a company (the console's or the CLI's). */
export const walletCreditEntry = (
  companyId: number,
  amount: number,
  reference: string,
  reason: string,
): AuditEntry => ({
  action: 'wallet.credit',
  recordType: 'company',
  recordId: companyId,
  reason,
  details: { amount, reference },
});

export interface OpsWalletCreditView {
  company: CompanyRow;
  amount: number;
  reference: string;
  credited: boolean;
  walletBalance: number;
}

/**
 * OpsWalletCredit: the amount into the company's wallet, once per reference (a repeat
 * answers credited false and writes nothing); a UGC-… reference of another company is
 * refused, as the CLI refuses it.
 */
export async function creditCompanyWallet(
  env: ServiceEnv,
  actor: AuditActor,
  args: { company_id: string; amount: number; reference: string; reason: string },
): Promise<OpsWalletCreditView> {
  const input = await validated(opsWalletCreditSchema, args);
  const companyId = parseId(args.company_id);
  if (companyId === null) throw opsCompanyNotFound();
  const [company] = await env.db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), IS_COMPANY_ACCOUNT, isNull(companies.deleted_at)));
  if (!company) throw opsCompanyNotFound();
  if ((await referenceOfAnother(env.db, input.reference, company.id)) !== null) {
    throw fieldError('reference', 'opsPeople:referenceOfAnother');
  }
  const result = await creditBankTransfer(
    env,
    company.id,
    input.amount,
    input.reference,
    (tx, now) =>
      recordAudit(
        tx,
        actor,
        walletCreditEntry(company.id, input.amount, input.reference, input.reason),
        now,
      ),
  );
  return {
    company,
    amount: input.amount,
    reference: input.reference,
    credited: result.credited,
    walletBalance: await walletBalance(env.db, company.id),
  };
}
