/**
 * CampaignQuote and CampaignCreate: a campaign priced by the server, then paid and stored
 * as pending_admin_approval in the payment's own database transaction, with its products
 * and its 24-hour activation job (docs/product.md#campaigns).
 */
import { and, eq } from 'drizzle-orm';
import type { CampaignPaymentMethod, CampaignPrice } from '../../../domain/campaigns/rules';
import { campaignPaymentSchema, campaignSubmissionSchema } from '../../../domain/campaigns/schema';
import { cardFeeCents } from '../../../domain/wallet/rules';
import { validateWith } from '../../../domain/validation';
import type { FieldMessage } from '../../../domain/fieldErrors';
import type { Database } from '../../db/client';
import { cards } from '../../db/schema/billing';
import { campaignDrafts } from '../../db/schema/campaignDrafts';
import { campaignProducts, campaigns } from '../../db/schema/campaigns';
import type { Locale } from '../../i18n';
import { scheduleCampaignActivation } from '../../jobs/campaignActivation';
import type { ServiceEnv } from '../env';
import { badInput, ServiceError } from '../errors';
import { queuesChanged } from '../ops/queue';
import { findByIdempotencyKey, idempotencyConflict } from '../wallet/ledger';
import { pay } from '../wallet/payments';
import type { Paid, PaymentMethodChoice } from '../wallet/payments';
import { findOwned } from '../shared/owned';
import { campaignDraftNotFound, deleteDraftRow } from './drafts';
import { recordCampaignEvents } from './events';
import { checkCampaignFields, priceCampaign } from './input';
import { campaignInvoiceLines } from './invoiceLines';
import type { CampaignInputArgs } from './input';
import { autoApprovalAt, campaignViewQuery } from './view';
import type { CampaignView } from './view';
import { EVERY_BRAND_FIELD } from '../brands/view';

/** CampaignQuote: the cost lines CampaignCreate would charge for `input` paid by `method`. */
export async function quoteCampaign(
  env: ServiceEnv,
  companyId: number,
  input: CampaignInputArgs,
  method: CampaignPaymentMethod,
): Promise<CampaignPrice> {
  const checked = await checkCampaignFields(input);
  if (!checked.ok) throw badInput(checked.fields);
  return (await priceCampaign(env.db, companyId, checked.value, method)).price;
}

export interface CampaignCreateArgs {
  input: CampaignInputArgs;
  payment: { method: CampaignPaymentMethod; card_id?: string | null };
  idempotency_key: string;
  accept_terms: boolean;
  /** A campaign waiting for payment: deleted in the payment's transaction (./drafts.ts). */
  draft_id?: string | null;
}

const cardRequired = () => new ServiceError('CARD_REQUIRED', 'errors:campaignCardRequired');

/** Every argument's field errors at once (the campaign's, the payment's, the terms'). */
async function checkArgs(args: CampaignCreateArgs) {
  const payment = Object.fromEntries(
    Object.entries(args.payment).filter(([, value]) => value != null),
  );
  const [input, paid, submission] = await Promise.all([
    checkCampaignFields(args.input),
    validateWith(campaignPaymentSchema, payment),
    validateWith(campaignSubmissionSchema, {
      idempotency_key: args.idempotency_key,
      accept_terms: args.accept_terms,
    }),
  ]);
  if (!input.ok || !paid.ok || !submission.ok) {
    const fields: Record<string, FieldMessage> = {
      ...(input.ok ? {} : input.fields),
      ...(paid.ok ? {} : paid.fields),
      ...(submission.ok ? {} : submission.fields),
    };
    throw badInput(fields);
  }
  return { values: input.value, payment: paid.value, submission: submission.value };
}

async function hasCard(db: Database, companyId: number): Promise<boolean> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.company_id, companyId))
    .limit(1);
  return card !== undefined;
}

/**
 * The row id of the draft CampaignCreate pays, checked before anything is charged: another
 * company's, unknown or already paid is NOT_FOUND, unless this idempotency key paid it
 * (a retry answers the first campaign; the payment's record step is not run again).
 */
async function draftPaidBy(
  db: Database,
  companyId: number,
  draftId: string | null | undefined,
  idempotencyKey: string,
): Promise<number | null> {
  if (draftId == null) return null;
  const draft = await findOwned(db, campaignDrafts, companyId, draftId);
  if (draft) return draft.id;
  if (await findByIdempotencyKey(db, companyId, idempotencyKey)) return null;
  throw campaignDraftNotFound();
}

/** The campaign of a payment (a repeat of its idempotency key finds the first one's). */
async function campaignOfPayment(
  db: Database,
  companyId: number,
  paid: Paid,
): Promise<CampaignView | null> {
  const { views } = await campaignViewQuery(EVERY_BRAND_FIELD)(db, {
    where: and(
      eq(campaigns.company_id, companyId),
      eq(campaigns.payment_transaction_id, paid.transaction.id),
    ),
    orderBy: [],
    limit: 1,
  });
  return views[0] ?? null;
}

/**
 * CampaignCreate: refused without a card on file (whatever the method) or the accepted
 * terms; pays the server's price (by card: plus the 4% fee) and stores the campaign in the
 * same transaction. The same idempotency key answers the first campaign and pays once.
 */
export async function createCampaign(
  env: ServiceEnv,
  companyId: number,
  locale: Locale,
  args: CampaignCreateArgs,
): Promise<CampaignView> {
  const { values, payment, submission } = await checkArgs(args);
  if (!(await hasCard(env.db, companyId))) throw cardRequired();
  const draftId = await draftPaidBy(env.db, companyId, args.draft_id, submission.idempotency_key);
  const priced = await priceCampaign(env.db, companyId, values, payment.method);
  const { price } = priced;
  const amountCents = price.beforeCardFeeCents;
  // pay() adds the card fee by the same rule: the charge must be the quote to the cent.
  if (payment.method === 'CARD' && cardFeeCents(amountCents) !== price.cardFeeCents) {
    throw new Error('createCampaign: the card fee differs from the price');
  }
  const method: PaymentMethodChoice =
    payment.method === 'CARD' ? { cardId: payment.card_id ?? '' } : { wallet: true };
  const description = { key: 'ledger:campaignPayment', values: { name: values.name } };

  const paid = await pay(env, companyId, amountCents, method, submission.idempotency_key, {
    description,
    lines: campaignInvoiceLines(priced),
    destination: 'campaign_escrow',
    record: async (tx, { transaction, invoice }, now) => {
      if (invoice.total_cents !== price.totalCents) {
        throw new Error('createCampaign: the charge differs from the price');
      }
      const [row] = await tx
        .insert(campaigns)
        .values({
          company_id: companyId,
          brand_id: priced.brandId,
          name: values.name,
          card_id: transaction.card_id,
          type: values.type,
          delivery_type: values.delivery_type,
          taxes_shipping_compensation_cents: values.taxes_shipping_compensation,
          number_of_deals: values.number_of_deals,
          creator_tier: values.creator_tier,
          creator_category: values.creator_category,
          must_have_tags: values.must_have_tags,
          content_brief: values.content_brief,
          content_format: values.content_format,
          video_duration: values.video_duration ?? null,
          usage_rights: values.usage_rights,
          raw_footage: values.raw_footage,
          extra_hooks: values.extra_hooks,
          resource_links: values.resource_links,
          ages: values.ages,
          genders: values.genders,
          ethnicities: values.ethnicities,
          revision_rounds: values.revision_rounds,
          payment_method: payment.method === 'CARD' ? 'card' : 'wallet',
          cost_lines: price.lines,
          total_cents: price.totalCents,
          payment_transaction_id: transaction.id,
          locale,
          created_at: now,
          // Submission is its first status: awaiting approval since it was paid.
          status_changed_at: now,
        })
        .returning({ id: campaigns.id });
      const campaignId = row!.id;
      await tx.insert(campaignProducts).values(
        priced.products.map((product, position) => ({
          campaign_id: campaignId,
          product_id: product.id,
          position,
        })),
      );
      await scheduleCampaignActivation(tx, campaignId, autoApprovalAt(now), now);
      const created = {
        companyId,
        campaignId,
        action: 'created',
        memberId: env.actingPersonId,
        at: now,
      } as const;
      if (draftId === null) {
        await recordCampaignEvents(tx, [created]);
        return;
      }
      const [draft] = await deleteDraftRow(tx, companyId, draftId);
      // Paid by someone else meanwhile: this payment rolls back (a card is refunded).
      if (!draft) throw campaignDraftNotFound();
      // The member who built it, then the admin who paid it (docs/product.md#brand-teams).
      await recordCampaignEvents(tx, [
        { ...created, action: 'drafted', memberId: draft.createdBy, at: draft.createdAt },
        created,
      ]);
    },
  });
  const campaign = await campaignOfPayment(env.db, companyId, paid);
  // The key paid for something else first (another payment made with it).
  if (!campaign) throw idempotencyConflict();
  // It waits for an operator now (a retry of the same key tells the consoles again: harmless).
  if (campaign.row.status === 'pending_admin_approval') await queuesChanged(env, 'campaigns');
  return campaign;
}
