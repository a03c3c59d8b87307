/**
 * Reviewing a campaign awaiting approval (docs/product.md#campaign-statuses): an operator
 * approves it (active) or rejects it with a reason (rejected, and the whole payment back
 * to the wallet), or it goes live by itself after AUTO_APPROVAL_HOURS. Each change is one
 * database transaction that locks the campaign row first (then, for a refund, the
 * company's money lock); the company is notified after the commit.
 */
import { eq } from 'drizzle-orm';
import { object } from 'yup';
import type { CampaignStatus } from '../../../domain/campaigns/rules';
import { rejectionReasonSchema } from '../../../domain/campaigns/schema';
import { validateWith } from '../../../domain/validation';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { DEFAULT_LOCALE, LOCALES, translate } from '../../i18n';
import type { Locale } from '../../i18n';
import type { CompanyNotice } from '../notifications/notice';
import { badInput, ServiceError } from '../errors';
import { parseId } from '../ids';
import { storeNotices } from '../notifications/store';
import { recordAudit } from '../ops/audit';
import type { AuditActor } from '../ops/audit';
import type { AuditNote } from '../ops/decision';
import type { LedgerEnv } from '../wallet/ledger';
import { serverKey } from '../wallet/keys';
import { refund } from '../wallet/refunds';
import { campaignNotFound } from './view';

const PENDING: CampaignStatus = 'pending_admin_approval';

/** A campaign's review, committed, and the notice to publish now. */
export interface Reviewed {
  campaign: CampaignRow;
  /** The company's notice, one per person of its team (see storeNotices). */
  notices: CompanyNotice[];
}

const notPending = () => new ServiceError('NOT_PENDING', 'errors:campaignNotPending');

/** The language the campaign was made in: its company's notices about it are in it. */
export const campaignLocale = (campaign: CampaignRow): Locale =>
  (LOCALES as readonly string[]).includes(campaign.locale)
    ? (campaign.locale as Locale)
    : DEFAULT_LOCALE;

/** What the company is told when its campaign goes live or is rejected, in its language. */
export function campaignStatusNotice(campaign: CampaignRow): CompanyNotice {
  const locale = campaignLocale(campaign);
  const message =
    campaign.status === 'rejected'
      ? translate(locale, 'messages:campaignRejected', {
          name: campaign.name,
          reason: campaign.rejection_reason ?? '',
        })
      : translate(locale, 'messages:campaignLive', { name: campaign.name });
  return {
    companyId: campaign.company_id,
    message,
    details: {
      event: 'campaign_status',
      campaign_id: String(campaign.id),
      status: campaign.status,
    },
  };
}

/**
 * The review's outcome, its notice stored for the company's bell in the review's own
 * transaction (the 24-hour rule's is stored by the job runner, in the job's transaction).
 */
async function reviewed(tx: Database, campaign: CampaignRow, now: Date): Promise<Reviewed> {
  return { campaign, notices: await storeNotices(tx, [campaignStatusNotice(campaign)], now) };
}

/** The campaign, locked for the change: NOT_FOUND, or NOT_PENDING once it was reviewed. */
async function lockPending(tx: Database, id: number | null): Promise<CampaignRow> {
  if (id === null) throw campaignNotFound();
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  if (!campaign) throw campaignNotFound();
  if (campaign.status !== PENDING) throw notPending();
  return campaign;
}

async function setStatus(
  tx: Database,
  id: number,
  changes: { status: CampaignStatus; reviewed_at: Date; rejection_reason?: string },
): Promise<CampaignRow> {
  // A review is a status change: it happens at the review's time.
  const [row] = await tx
    .update(campaigns)
    .set({ ...changes, status_changed_at: changes.reviewed_at })
    .where(eq(campaigns.id, id))
    .returning();
  return row!;
}

/**
 * An operator approves the campaign `id` (any company's): it goes live. `audit` (the
 * console's and the CLI's) is recorded in the same transaction: only if it went live.
 */
export async function approveCampaign(
  env: LedgerEnv,
  id: string,
  audit?: AuditNote,
): Promise<Reviewed> {
  return env.db.transaction(async (tx) => {
    const pending = await lockPending(tx, parseId(id));
    const now = env.services.now();
    const approved = await setStatus(tx, pending.id, { status: 'active', reviewed_at: now });
    if (audit) {
      await recordAudit(
        tx,
        audit.actor,
        {
          action: 'campaign.approve',
          recordType: 'campaign',
          recordId: pending.id,
          reason: audit.reason,
          details: { company_id: pending.company_id },
        },
        now,
      );
    }
    return reviewed(tx, approved, now);
  });
}

const reasonSchema = object({ reason: rejectionReasonSchema });

/** The refund of a rejected campaign: one per campaign, whoever retries. */
export const rejectionRefundKey = (campaignId: number) =>
  serverKey(`campaign-rejected-${campaignId}`);

/**
 * An operator rejects the campaign `id` with `reason` (shown to the company): the whole
 * payment, card fee included, goes back to the company's wallet in the same transaction,
 * as does the audit row of `auditBy` (recorded with that reason).
 */
export async function rejectCampaign(
  env: LedgerEnv,
  id: string,
  reason: string,
  auditBy?: AuditActor,
): Promise<Reviewed> {
  const checked = await validateWith(reasonSchema, { reason });
  if (!checked.ok) throw badInput(checked.fields);
  return env.db.transaction(async (tx) => {
    const pending = await lockPending(tx, parseId(id));
    const now = env.services.now();
    const rejected = await setStatus(tx, pending.id, {
      status: 'rejected',
      reviewed_at: now,
      rejection_reason: checked.value.reason,
    });
    const cardFee = pending.cost_lines.find((line) => line.kind === 'card_fee')?.amountCents ?? 0;
    // The refund is a savepoint of this transaction: it commits with the status or not at all.
    await refund(
      { db: tx, services: env.services },
      pending.company_id,
      pending.payment_transaction_id,
      pending.total_cents - cardFee,
      rejectionRefundKey(pending.id),
      {
        reason: { key: 'ledger:campaignRefund', values: { name: pending.name } },
        cardFeeCents: cardFee,
      },
    );
    if (auditBy) {
      await recordAudit(
        tx,
        auditBy,
        {
          action: 'campaign.reject',
          recordType: 'campaign',
          recordId: pending.id,
          reason: checked.value.reason,
          details: { company_id: pending.company_id, refunded_cents: pending.total_cents },
        },
        now,
      );
    }
    return reviewed(tx, rejected, now);
  });
}

/**
 * The 24-hour rule, in the job's transaction: the campaign goes live if it still awaits
 * approval (an operator may have decided first); the notice to publish, or null.
 */
export async function activatePendingCampaign(
  tx: Database,
  campaignId: number,
  now: Date,
): Promise<CompanyNotice | null> {
  const [campaign] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (campaign?.status !== PENDING) return null;
  return campaignStatusNotice(
    await setStatus(tx, campaignId, { status: 'active', reviewed_at: now }),
  );
}
