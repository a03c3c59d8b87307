/**
 * The company reviews content that passed screening (docs/product.md#deal-statuses). It
 * accepts it (company_accepts_content, "Get paid"; the content bought, "Accepted"), which
 * releases the creator's fee from escrow, after which the deal completes or, for a social
 * media post, waits for the post. Or it asks for a revision with feedback (8 to 255) while
 * revision rounds are left: the content denied ("Revision requested"), the deal back to
 * product_received. Content not reviewed in time is accepted by the server (`system`).
 */
import { eq } from 'drizzle-orm';
import type { CampaignType } from '../../../domain/campaigns/rules';
import { afterAcceptance } from '../../../domain/deals/rules';
import type { DealActor } from '../../../domain/deals/rules';
import { revisionSchema } from '../../../domain/deals/schema';
import type { Database } from '../../db/client';
import { contents } from '../../db/schema/deals';
import type { ContentRow, DealRow } from '../../db/schema/deals';
import type { ImageStorage } from '../../storage/types';
import { latestContent } from '../content/view';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { queuesChanged } from '../ops/queue';
import type { CompanyNotice } from '../notifications/notice';
import { fieldError, ServiceError } from '../errors';
import { parseId } from '../ids';
import { writeLicence } from '../licences/write';
import { payCreatorFee } from './money';
import { assertMove, lockDeal, moveDeal, runDealWork } from './moves';
import type { LockedDeal } from './locked';
import type { MoveContext } from './moves';
import { feeAmount, refreshCompany, toCompany, toCreator } from './notices';

const contentNotCurrent = () => new ServiceError('CONTENT_NOT_CURRENT', 'errors:contentNotCurrent');

/**
 * The deal's content awaiting review: its latest upload, passed by screening. `contentId`
 * (when given) must be that one: the company reviews what it saw, not an older upload.
 */
async function contentUnderReview(
  tx: Database,
  deal: LockedDeal,
  contentId: string | null,
): Promise<ContentRow> {
  const latest = await latestContent(tx, deal.row.id);
  if (!latest || latest.status !== 'accepted') throw contentNotCurrent();
  if (contentId !== null && parseId(contentId) !== latest.id) throw contentNotCurrent();
  return latest;
}

/**
 * Accepts the deal's content in an open transaction, as the company or the server: pays the
 * creator's fee, marks the content bought, writes its licence (docs/product.md#licences;
 * `storage` hashes files stored before their hashes were kept) and makes the move that
 * follows acceptance.
 */
export async function acceptInTransaction(
  tx: Database,
  move: MoveContext,
  deal: LockedDeal,
  contentId: string | null,
  actor: Extract<DealActor, 'company' | 'system'>,
  notices: CompanyNotice[],
  storage: ImageStorage,
): Promise<LockedDeal> {
  assertMove(deal, 'accept_content', actor, move.t);
  const content = await contentUnderReview(tx, deal, contentId);
  // Before the money: hashing an older upload's files reads them from the storage, which
  // need not happen under the company's money lock.
  await writeLicence(tx, storage, deal, content, move.now);
  const payout = await payCreatorFee(tx, move.clock, deal);
  await tx
    .update(contents)
    .set({ status: 'bought', reviewed_at: move.now })
    .where(eq(contents.id, content.id));
  const accepted = await moveDeal(tx, move, deal, 'accept_content', actor, {
    set: { payout_transaction_id: payout },
  });
  const next = afterAcceptance(accepted.campaign.type as CampaignType);
  const moved = await moveDeal(tx, move, accepted, next, 'system');
  // Acceptance and payment are one notice: the fee is released in this very transaction.
  const paid = feeAmount(moved);
  notices.push(
    ...(actor === 'company'
      ? [toCreator(moved, 'messages:contentAccepted', paid), refreshCompany(moved)]
      : [
          toCreator(moved, 'messages:contentAutoAcceptedForCreator', paid),
          toCompany(moved, 'messages:contentAutoAccepted'),
        ]),
  );
  return moved;
}

/** DealAcceptContent: the company accepts the deal's latest content. */
export async function acceptContent(
  env: ServiceEnv,
  companyId: number,
  args: { id: string; content_id: string },
): Promise<DealRow> {
  let disputed = false;
  const row = await runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, { party: 'company', accountId: companyId }, args.id);
    // No revision round left: the deal waited in the operators' disputes queue until now.
    disputed = deal.row.revisions_used >= deal.campaign.revision_rounds;
    return acceptInTransaction(
      tx,
      move,
      deal,
      args.content_id,
      'company',
      notices,
      env.services.storage,
    );
  });
  if (disputed) await queuesChanged(env, 'disputes');
  return row;
}

/** DealRequestRevision: the company asks for the content again, with feedback. */
export async function requestRevision(
  env: ServiceEnv,
  companyId: number,
  args: {
    id: string;
    content_id: string;
    feedback: string;
    time_comments?: ReadonlyArray<{ at_seconds: number; text: string }> | null;
  },
): Promise<DealRow> {
  const input = await validated(revisionSchema, {
    feedback: args.feedback,
    time_comments: args.time_comments,
  });
  return runDealWork(env, async (tx, move, notices) => {
    const deal = await lockDeal(tx, { party: 'company', accountId: companyId }, args.id);
    assertMove(deal, 'request_revision', 'company', move.t);
    const content = await contentUnderReview(tx, deal, args.content_id);
    // Time codes point at moments of a video: images have none.
    if (content.kind !== 'video' && input.time_comments.length > 0) {
      throw fieldError('time_comments', 'errors:timeCommentsVideoOnly');
    }
    await tx
      .update(contents)
      .set({
        status: 'denied',
        feedback: input.feedback,
        time_comments: input.time_comments,
        reviewed_at: move.now,
      })
      .where(eq(contents.id, content.id));
    const revised = await moveDeal(tx, move, deal, 'request_revision', 'company', {
      set: { revisions_used: deal.row.revisions_used + 1 },
      note: input.feedback,
    });
    notices.push(
      toCreator(revised, 'messages:revisionRequested', { feedback: input.feedback }),
      refreshCompany(revised),
    );
    return revised;
  });
}
