/**
 * CreatorDelete (docs/product.md#creators-accounts). Refused while the creator has a deal
 * under way (its fee and any reimbursement are paid before a deal can end), and while
 * earned money has not reached its bank (docs/product.md#earnings-and-payouts): available,
 * pending or in flight. Otherwise the account's personal data and its
 * public profile are erased and its applications and invitations withdrawn; its ended
 * deals, their content and the money records stay, so the companies keep their history.
 * Its intro videos go, rows and files, and its payout account (the gateway forgets it).
 */
import { eq } from 'drizzle-orm';
import { campaignApplications, campaignInvitations, creators } from '../../db/schema/creators';
import { deals } from '../../db/schema/deals';
import { commitThenMail, success } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { openDealsReason } from './deletion';
import { eraseAccount, lockAccountForDeletion } from './erase';
import { dropIntroVideos, removeFiles } from '../creators/introVideo';
import type { PayoutAccountRow } from '../../db/schema/payouts';
import { detachQuietly, removePayoutAccount } from '../earnings/accounts';
import { unpaidEarningsReason } from '../earnings/figures';
import { lockCompanyMoney } from '../wallet/lock';

export async function deleteCreatorAccount(
  env: ServiceEnv,
  creatorId: number,
): Promise<StatusMessage> {
  let payoutAccount: PayoutAccountRow | null = null;
  // The intro videos' files, removed once the deletion is committed.
  const introFiles = await commitThenMail(env, async (tx) => {
    // The profile's row lock first, as picks and applications take it (creators/lookup.ts)
    // before they touch the account's row (a pick's notice to the creator): one of them
    // waits for this deletion, or this deletion sees the deal it made.
    await tx
      .select({ id: creators.id })
      .from(creators)
      .where(eq(creators.id, creatorId))
      .for('update');
    const account = await lockAccountForDeletion(tx, creatorId);
    // The money lock: no payout starts or settles while the earnings are read.
    await lockCompanyMoney(tx, creatorId);
    const reasons = [
      await openDealsReason(tx, eq(deals.creator_id, creatorId)),
      await unpaidEarningsReason(tx, creatorId, env.services.now(), env.config.payoutHoldHours),
    ].filter((reason) => reason !== null);
    if (reasons.length > 0) {
      throw new ServiceError('DELETION_REFUSED', 'errors:deletionRefused', { reasons });
    }
    payoutAccount = await removePayoutAccount(tx, creatorId);
    await eraseAccount(tx, account, env.services.now());
    await tx.delete(campaignApplications).where(eq(campaignApplications.creator_id, creatorId));
    await tx.delete(campaignInvitations).where(eq(campaignInvitations.creator_id, creatorId));
    // The row stays for the ended deals that name it. No categories: it matches no
    // campaign, so discovery, invitations and picks never offer it again.
    await tx
      .update(creators)
      .set({
        name: '',
        bio: '',
        avatar_url: '',
        portfolio: [],
        categories: [],
        intro_video_id: null,
      })
      .where(eq(creators.id, creatorId));
    return dropIntroVideos(tx, creatorId);
  });
  await removeFiles(env, introFiles);
  if (payoutAccount) await detachQuietly(env, payoutAccount);
  env.services.sessions.revoked(creatorId);
  return success(env, 'messages:accountDeleted');
}
