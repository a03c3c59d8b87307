/**
 * ContentRightsExtend (docs/product.md#licences, "Extending paid-ads rights"): another
 * period of a licence's paid-ads rights, bought from the same creator at the right's
 * current price plus the platform fee (rightsExtensionPrice), paid as the content's
 * campaign was paid (the wallet, or its card with the card fee). The payment's escrow goes
 * at once to the creator (the right's price, as an acceptance pays a fee) and to the
 * platform (the fee), in the payment's own database transaction, which also writes the new
 * licence. A licence is extended once: the payment's idempotency key is the licence's, and
 * content_licences_extends_once_idx refuses a second extension whatever happens, so
 * parallel or repeated requests pay once and all answer the one extension. After a declined
 * card the key moves on, so the next try is charged afresh.
 */
import { and, count, eq, like } from 'drizzle-orm';
import {
  extensionStart,
  isPeriodRights,
  isUsageRights,
  paidAdsEnd,
  PAID_ADS_MONTHS,
} from '../../../domain/campaigns/rights';
import type { UsageRights } from '../../../domain/campaigns/rights';
import { PLATFORM_FEE_PERCENT, rightsExtensionPrice } from '../../../domain/campaigns/rules';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { contentLicences } from '../../db/schema/licences';
import { paymentAttempts } from '../../db/schema/wallet';
import type { ContentLicenceRow } from '../../db/schema/licences';
import { drawOnEscrow } from '../deals/money';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { serverKey } from '../wallet/keys';
import { pay } from '../wallet/payments';
import type { PaymentMethodChoice } from '../wallet/payments';
import { licenceNotFound, licenceViewById } from './view';
import type { LicenceView } from './view';

export const rightsDoNotExpire = () =>
  new ServiceError('RIGHTS_DO_NOT_EXPIRE', 'errors:rightsDoNotExpire');

/**
 * The payment's key: one per licence and refused attempt, so requests racing for one
 * extension share a key and pay once, while a try after a declined card (the gateway
 * answers a key's first result for ever) is a new charge.
 */
const extensionPaymentKey = (licenceId: number, declined: number) =>
  declined === 0 ? `licence-${licenceId}-extension` : `licence-${licenceId}-extension-${declined}`;

/** How many charges for extending `licenceId` the gateway refused (each left an attempt). */
async function refusedExtensions(db: Database, companyId: number, licenceId: number) {
  const [row] = await db
    .select({ count: count() })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.company_id, companyId),
        like(paymentAttempts.idempotency_key, `licence-${licenceId}-extension%`),
      ),
    );
  return row?.count ?? 0;
}

/** The extension of `licenceId`, once written. */
async function extensionOf(db: Database, licenceId: number): Promise<ContentLicenceRow | null> {
  const [row] = await db
    .select()
    .from(contentLicences)
    .where(eq(contentLicences.extends_licence_id, licenceId));
  return row ?? null;
}

/** The company's licence `id` with what its payment needs; NOT_FOUND for any other. */
async function extendable(db: Database, companyId: number, id: string) {
  const licenceId = parseId(id);
  if (licenceId === null) throw licenceNotFound();
  const [found] = await db
    .select({
      row: contentLicences,
      creatorName: creators.name,
      campaignName: campaigns.name,
      paymentMethod: campaigns.payment_method,
      cardId: campaigns.card_id,
    })
    .from(contentLicences)
    .innerJoin(creators, eq(creators.id, contentLicences.creator_id))
    .innerJoin(campaigns, eq(campaigns.id, contentLicences.campaign_id))
    .where(and(eq(contentLicences.id, licenceId), eq(contentLicences.company_id, companyId)));
  if (!found) throw licenceNotFound();
  const rights = found.row.usage_rights;
  if (!isUsageRights(rights) || !isPeriodRights(rights)) throw rightsDoNotExpire();
  return { ...found, rights };
}

/** ContentRightsExtend: the new licence (the one written before, when asked again). */
export async function extendRights(
  env: ServiceEnv,
  companyId: number,
  licenceId: string,
): Promise<LicenceView> {
  const found = await extendable(env.db, companyId, licenceId);
  const old = found.row;
  const done = await extensionOf(env.db, old.id);
  if (done) return licenceViewById(env.db, companyId, done.id);

  const byCard = found.paymentMethod === 'card' && found.cardId !== null;
  const method: PaymentMethodChoice = byCard ? { cardId: String(found.cardId) } : { wallet: true };
  const price = rightsExtensionPrice(found.rights, byCard ? 'CARD' : 'WALLET');
  const rights: UsageRights = found.rights;
  const names = { creator: found.creatorName, campaign: found.campaignName };
  const purpose = { licence_id: old.id, deal_id: old.deal_id, campaign_id: old.campaign_id };
  const months = PAID_ADS_MONTHS[rights] ?? 0;

  const declined = byCard ? await refusedExtensions(env.db, companyId, old.id) : 0;
  const key = extensionPaymentKey(old.id, declined);
  await pay(env, companyId, price.beforeCardFeeCents, method, key, {
    description: { key: 'ledger:rightsExtension', values: { ...names, months } },
    lines: [
      {
        key: 'ledger:rightsExtensionLine',
        values: { months },
        amount_cents: price.rightsCents,
      },
      {
        key: 'ledger:platformFee',
        values: { percent: PLATFORM_FEE_PERCENT },
        amount_cents: price.platformFeeCents,
      },
    ],
    destination: 'campaign_escrow',
    details: purpose,
    record: async (tx, { transaction, invoice }, now) => {
      if (invoice.total_cents !== price.totalCents) {
        throw new Error('extendRights: the charge differs from the price');
      }
      const startsAt = extensionStart(old.paid_ads_ends_at, now);
      // The unique index refuses a second extension of `old`: this payment then rolls back.
      await tx.insert(contentLicences).values({
        company_id: old.company_id,
        brand_id: old.brand_id,
        creator_id: old.creator_id,
        campaign_id: old.campaign_id,
        deal_id: old.deal_id,
        content_id: old.content_id,
        files: old.files,
        usage_rights: rights,
        raw_footage: old.raw_footage,
        extra_hooks: old.extra_hooks,
        starts_at: startsAt,
        paid_ads_ends_at: paidAdsEnd(startsAt, rights),
        extends_licence_id: old.id,
        created_at: now,
      });
      const clock = () => now;
      await drawOnEscrow(tx, clock, {
        companyId,
        paymentId: transaction.id,
        kind: 'payout',
        to: 'creator_payouts',
        amountCents: price.rightsCents,
        creatorId: old.creator_id,
        idempotencyKey: serverKey(`licence-${old.id}-extension-payout`),
        description: { key: 'ledger:rightsExtensionPayout', values: names },
        purpose,
      });
      await drawOnEscrow(tx, clock, {
        companyId,
        paymentId: transaction.id,
        kind: 'platform_fee',
        to: 'platform_revenue',
        amountCents: price.platformFeeCents,
        idempotencyKey: serverKey(`licence-${old.id}-extension-fee`),
        description: { key: 'ledger:rightsExtensionFee', values: names },
        purpose,
      });
    },
  });
  // Written by this payment, or by the one this key's repeat answered.
  const extension = await extensionOf(env.db, old.id);
  if (!extension) throw new Error(`licence ${old.id} was paid for but not extended`);
  return licenceViewById(env.db, companyId, extension.id);
}
