/**
 * `npm run admin -- payouts-failed [--limit N]`: the creators' payouts the bank refused,
 * newest first (docs/product.md#earnings-and-payouts), for an operator to follow up: when,
 * the creator, the amount, the account's last 4 digits and why. Their money is back in
 * the creators' available balance already.
 */
import { desc, eq } from 'drizzle-orm';
import { companies } from '../db/schema/account';
import { creatorPayouts } from '../db/schema/payouts';
import { DEFAULT_LOCALE, translate } from '../i18n';
import { failureKey } from '../services/earnings/payouts';
import { dollars, fail, ok } from './command';
import type { Command } from './command';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 1000;

export const payoutsFailedCommand: Command = {
  usage: 'payouts-failed [--limit N]',
  description: `list creators' payouts the bank refused, newest first (${DEFAULT_LIMIT} unless --limit)`,
  valueOptions: ['limit'],
  positional: 0,
  async run({ db }, { options }) {
    const given = options.get('limit');
    const limit = given === undefined ? DEFAULT_LIMIT : Number(given);
    if (typeof given === 'boolean' || !Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return fail(`payouts-failed: --limit must be a whole number from 1 to ${MAX_LIMIT}`);
    }
    const rows = await db
      .select({ payout: creatorPayouts, email: companies.email })
      .from(creatorPayouts)
      .innerJoin(companies, eq(companies.id, creatorPayouts.creator_id))
      .where(eq(creatorPayouts.status, 'failed'))
      .orderBy(desc(creatorPayouts.settled_at), desc(creatorPayouts.id))
      .limit(limit);
    if (rows.length === 0) return ok('no failed payouts');
    const lines = rows.map(({ payout, email }) =>
      [
        payout.settled_at?.toISOString() ?? '',
        email,
        dollars(payout.amount_cents),
        `…${payout.account_last4}`,
        `${payout.failure_code ?? ''}: ${translate(DEFAULT_LOCALE, failureKey(payout.failure_code))}`,
      ].join('  '),
    );
    return ok(lines.join('\n'));
  },
};
