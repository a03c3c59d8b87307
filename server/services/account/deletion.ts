/**
 * CompanyDelete (docs/product.md#account-data). Refused while the company has business
 * under way: an open deal, a campaign awaiting approval, active or paused (its escrow still
 * holds the deals' money), or money in its wallet. Otherwise the account's personal data is
 * erased and what bookkeeping and the creators need stays: the company row (anonymised, so
 * every reference to it holds), its money records (the database refuses to delete those),
 * its campaigns, brands, products, ended deals and their content.
 */
import { and, count, eq, inArray, notInArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CampaignStatus } from '../../../domain/campaigns/rules';
import { DEAL_STATUSES_ENDED } from '../../../domain/deals/rules';
import { centsToAmount } from '../../../domain/money';
import type { FieldMessage } from '../../../domain/fieldErrors';
import type { Database } from '../../db/client';
import type { CompanyRow } from '../../db/schema/account';
import { cards } from '../../db/schema/billing';
import { campaigns } from '../../db/schema/campaigns';
import { deals } from '../../db/schema/deals';
import { images } from '../../db/schema/images';
import { commitThenMail, success } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { removeStoredFiles } from '../images/release';
import { giveLogin, keepFounder } from '../teams/founder';
import { walletBalance } from '../wallet/ledger';
import { lockCompanyMoney } from '../wallet/lock';
import { eraseAccount, lockAccountForDeletion } from './erase';

/** Reviewed by an operator before it runs: nothing to deactivate yet. */
const AWAITING_APPROVAL: CampaignStatus[] = ['pending_admin_approval'];
/** Running: its escrow holds the money of its deals until it is deactivated or completes. */
const RUNNING: CampaignStatus[] = ['active', 'paused'];

async function campaignsIn(tx: Database, companyId: number, statuses: CampaignStatus[]) {
  const [row] = await tx
    .select({ total: count() })
    .from(campaigns)
    .where(and(eq(campaigns.company_id, companyId), inArray(campaigns.status, statuses)));
  return row?.total ?? 0;
}

/** The deals of `party` (a company's or a creator's) not yet ended, as a refusal reason. */
export async function openDealsReason(tx: Database, party: SQL): Promise<FieldMessage | null> {
  const [open] = await tx
    .select({ total: count() })
    .from(deals)
    .where(and(party, notInArray(deals.status, [...DEAL_STATUSES_ENDED])));
  return open && open.total > 0
    ? { key: 'errors:deletionOpenDeals', values: { count: open.total } }
    : null;
}

/** What still stands in the way of deleting the company, one reason each (none: it may go). */
async function refusalReasons(tx: Database, companyId: number): Promise<FieldMessage[]> {
  const reasons: FieldMessage[] = [];
  const open = await openDealsReason(tx, eq(deals.company_id, companyId));
  if (open) reasons.push(open);
  const awaiting = await campaignsIn(tx, companyId, AWAITING_APPROVAL);
  if (awaiting > 0) {
    reasons.push({ key: 'errors:deletionCampaignsAwaiting', values: { count: awaiting } });
  }
  const running = await campaignsIn(tx, companyId, RUNNING);
  if (running > 0) {
    reasons.push({ key: 'errors:deletionCampaignsRunning', values: { count: running } });
  }
  const balance = await walletBalance(tx, companyId);
  if (balance > 0) {
    reasons.push({
      key: 'errors:deletionWalletBalance',
      values: { amount: centsToAmount(balance) },
    });
  }
  return reasons;
}

/**
 * Erases the personal data of the company: the account's (see erase.ts), its cards'
 * holder names and billing addresses (the gateway's card id, brand and last four digits
 * stay: its charges name them) and its uploads (the storage keys of whose files are
 * returned, to be removed after the commit).
 */
async function anonymise(tx: Database, company: CompanyRow, now: Date): Promise<string[]> {
  const companyId = company.id;
  await eraseAccount(tx, company, now);
  await tx
    .update(cards)
    .set({
      full_name: '',
      address_name: '',
      address_line1: '',
      address_line2: null,
      city: '',
      state: '',
      country: '',
      zip: '',
      tax_id: '',
    })
    .where(eq(cards.company_id, companyId));
  // Brand logos are set to none and product photos detached by the images' foreign keys.
  const removed = await tx
    .delete(images)
    .where(eq(images.company_id, companyId))
    .returning({ key: images.storage_key });
  return removed.map((row) => row.key);
}

export async function deleteAccount(env: ServiceEnv, companyId: number): Promise<StatusMessage> {
  const storedKeys = await commitThenMail(env, async (tx) => {
    // The money lock first: a payment, a credit or a pick waits for the deletion (or the
    // deletion for it), so nothing new can start between the checks and the erasure.
    await lockCompanyMoney(tx, companyId);
    const company = await lockAccountForDeletion(tx, companyId);
    const reasons = await refusalReasons(tx, companyId);
    if (reasons.length > 0) {
      throw new ServiceError('DELETION_REFUSED', 'errors:deletionRefused', { reasons });
    }
    // The founder's login outlives the company when it must (see teams/founder.ts).
    const founder = await keepFounder(tx, company);
    const storedKeys = await anonymise(tx, company, env.services.now());
    if (founder) await giveLogin(tx, founder);
    return storedKeys;
  });
  env.services.sessions.revoked(companyId);
  // A failure leaves only unreachable files behind: their rows are gone.
  await removeStoredFiles(env, storedKeys);
  return success(env, 'messages:accountDeleted');
}
