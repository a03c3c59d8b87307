/**
 * `npm run admin -- wallet refund <email> <amount|all> <reference>`: the operator paid wallet
 * money back to the company by bank transfer (docs/product.md#wallet-and-ledger): the wallet
 * gives it to bank clearing, once per reference, never more than the balance. Until the
 * operator console exists, this is how a company's balance is refunded before it deletes its
 * account (docs/product.md#account-data).
 */
import { WALLET_BALANCE_MAX_CENTS } from '../../domain/wallet/rules';
import { dollarsToCents } from '../../domain/money';
import { findCompanyByEmail } from '../services/companies';
import { ServiceError } from '../services/errors';
import { ALL_OF_IT, refundToBank } from '../services/wallet/bankRefunds';
import { walletBalance } from '../services/wallet/ledger';
import { REFERENCE } from './bankReference';
import { dollars, fail, ok } from './command';
import type { AdminContext, CommandResult } from './command';

/** Dollars as the operator typed them, or all of the balance; null when neither. */
function parsedAmount(amount: string): number | typeof ALL_OF_IT | null {
  if (amount === ALL_OF_IT) return ALL_OF_IT;
  const cents = dollarsToCents(amount);
  // A wallet never holds more than WALLET_BALANCE_MAX_CENTS: no refund can be larger.
  return cents === null || cents < 1 || cents > WALLET_BALANCE_MAX_CENTS ? null : cents;
}

export async function refundBankCommand(
  ctx: AdminContext,
  email: string,
  amount: string,
  reference: string,
): Promise<CommandResult> {
  const cents = parsedAmount(amount);
  if (cents === null) {
    return fail(
      `wallet refund: the amount must be dollars from 0.01 to ${WALLET_BALANCE_MAX_CENTS / 100}, ` +
        `such as 1250 or 99.50, or all (got ${JSON.stringify(amount)})`,
    );
  }
  if (!REFERENCE.test(reference)) {
    return fail(
      'wallet refund: the reference must be the one on the transfer: 1 to 100 letters, digits ' +
        'or punctuation',
    );
  }
  const company = await findCompanyByEmail(ctx.db, email);
  if (!company) return fail(`wallet refund: no company with e-mail ${email}`);
  const env = { db: ctx.db, services: { now: ctx.now ?? (() => new Date()) } };
  try {
    const result = await refundToBank(env, company.id, cents, reference);
    const balance = dollars(await walletBalance(ctx.db, company.id));
    if (!result.refunded) {
      const when = result.transaction.created_at.toISOString();
      return ok(
        `${reference} was refunded to ${company.email} already (${when}): nothing was refunded again; balance ${balance}`,
      );
    }
    return ok(
      `refunded ${dollars(result.transaction.amount_cents)} to ${company.email} by bank transfer ` +
        `(reference ${reference}); balance ${balance}`,
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.code === 'IDEMPOTENCY_CONFLICT') {
      return fail(
        `wallet refund: ${reference} was refunded to ${company.email} already, with another amount: nothing was refunded`,
      );
    }
    if (error.code === 'INSUFFICIENT_FUNDS') {
      const balance = await walletBalance(ctx.db, company.id);
      if (cents === ALL_OF_IT || balance === 0) {
        return fail(`wallet refund: the wallet of ${company.email} is empty: nothing was refunded`);
      }
      return fail(
        `wallet refund: the wallet of ${company.email} holds ${dollars(balance)}, less than ${dollars(cents)}: nothing was refunded`,
      );
    }
    throw error;
  }
}
