/**
 * `npm run admin -- wallet credit <email> <amount> <reference>`: records a bank transfer
 * that arrived for a company (docs/product.md#wallet-and-ledger). Each reference credits a
 * company once, so running it again is safe. `wallet refund <email> <amount|all>
 * <reference>`: records that the operator paid wallet money back to the company by bank
 * transfer, once per reference, never more than the balance.
 */
import { dollarsToCents } from '../../domain/money';
import { BANK_CREDIT_MAX_CENTS, WALLET_BALANCE_MAX_CENTS } from '../../domain/wallet/rules';
import { findCompanyById, findCompanyByEmail } from '../services/companies';
import { ServiceError } from '../services/errors';
import { walletCreditEntry } from '../services/ops/money';
import { CLI_ACTOR, recordAudit } from '../services/ops/audit';
import { referenceOfAnother } from '../services/wallet/bankTransfer';
import { creditBankTransfer } from '../services/wallet/topUps';
import { walletBalance } from '../services/wallet/ledger';
import { REFERENCE } from './bankReference';
import { refundBankCommand } from './walletRefund';
import { dollars, fail, ok } from './command';
import type { AdminContext, Command, CommandResult } from './command';

const USAGE =
  'wallet credit <email> <amount> <reference> | wallet refund <email> <amount|all> <reference>';

/**
 * A reference of our own (UGC-…) that names another company is a transfer credited to the
 * wrong wallet: refused, naming whose it is.
 */
async function referenceOwner(ctx: AdminContext, reference: string, companyId: number) {
  const ownerId = await referenceOfAnother(ctx.db, reference, companyId);
  if (ownerId === null) return null;
  return (await findCompanyById(ctx.db, ownerId))?.email ?? `company ${ownerId}`;
}

async function credit(
  ctx: AdminContext,
  email: string,
  amount: string,
  reference: string,
): Promise<CommandResult> {
  const cents = dollarsToCents(amount);
  if (cents === null || cents < 1 || cents > BANK_CREDIT_MAX_CENTS) {
    return fail(
      `wallet credit: the amount must be dollars from 0.01 to ${BANK_CREDIT_MAX_CENTS / 100}, ` +
        `such as 1250 or 99.50 (got ${JSON.stringify(amount)})`,
    );
  }
  if (!REFERENCE.test(reference)) {
    return fail(
      'wallet credit: the reference must be the one on the transfer: 1 to 100 letters, digits ' +
        'or punctuation',
    );
  }
  const company = await findCompanyByEmail(ctx.db, email);
  if (!company) return fail(`wallet credit: no company with e-mail ${email}`);
  const owner = await referenceOwner(ctx, reference, company.id);
  if (owner) {
    return fail(
      `wallet credit: ${reference} is the transfer reference of ${owner}, not of ${company.email}: nothing was credited`,
    );
  }
  const env = { db: ctx.db, services: { now: ctx.now ?? (() => new Date()) } };
  try {
    // Recorded in the audit log as the command line's, with the credit.
    const result = await creditBankTransfer(env, company.id, cents, reference, (tx, now) =>
      recordAudit(tx, CLI_ACTOR, walletCreditEntry(company.id, cents, reference, ''), now),
    );
    const balance = dollars(await walletBalance(ctx.db, company.id));
    if (!result.credited) {
      const when = result.transaction.created_at.toISOString();
      return ok(
        `${reference} was credited to ${company.email} already (${when}): nothing was credited again; balance ${balance}`,
      );
    }
    return ok(
      `credited ${dollars(cents)} to ${company.email} (reference ${reference}); balance ${balance}`,
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.code === 'IDEMPOTENCY_CONFLICT') {
      return fail(
        `wallet credit: ${reference} was credited to ${company.email} already, with another amount: nothing was credited`,
      );
    }
    if (error.code === 'WALLET_LIMIT') {
      return fail(
        `wallet credit: the wallet of ${company.email} would hold more than ${dollars(WALLET_BALANCE_MAX_CENTS)}: nothing was credited`,
      );
    }
    throw error;
  }
}

export const walletCommand: Command = {
  usage: USAGE,
  description:
    "credit: record a bank transfer that arrived, <amount> dollars (such as 1250.50) into the company's wallet; refund: record that you paid <amount> dollars (or all) of the wallet back to the company by bank transfer; once per <reference>; prints the balance",
  positional: 4,
  async run(ctx, { positional: [subcommand = '', email = '', amount = '', reference = ''] }) {
    if (subcommand === 'refund') return refundBankCommand(ctx, email, amount, reference);
    if (subcommand !== 'credit') {
      return fail(
        `wallet: unknown subcommand ${JSON.stringify(subcommand)}; usage: npm run admin -- ${USAGE}`,
      );
    }
    return credit(ctx, email, amount, reference);
  },
};
