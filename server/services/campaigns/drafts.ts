/**
 * Campaigns waiting for payment (docs/product.md#brand-teams): a member, who may build
 * campaigns but not pay, sends the wizard's entries to the owner and admins. Nothing is
 * charged; CampaignCreate with the draft's id pays it and deletes it in the payment's own
 * transaction, so a draft is paid once however many admins try at the same time.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { campaignDrafts } from '../../db/schema/campaignDrafts';
import type { ServiceEnv, StatusMessage } from '../env';
import { success } from '../env';
import { badInput, ServiceError } from '../errors';
import { parseId } from '../ids';
import { personName } from '../teams/personName';
import { findOwned } from '../shared/owned';
import { draftWithProductsKept } from './duplicate';
import { checkCampaignFields, priceCampaign } from './input';
import type { CampaignInputArgs } from './input';
import { NO_EXTRA_RIGHTS } from '../../../domain/campaigns/rights';
import type { CampaignInputValues } from '../../../domain/campaigns/schema';

/** The listing shows at most this many (the newest). */
const DRAFTS_SHOWN = 100;

export const campaignDraftNotFound = () =>
  new ServiceError('NOT_FOUND', 'errors:campaignDraftNotFound');

/** A draft as the listing shows it. */
export interface SavedDraftView {
  id: number;
  name: string;
  /** Who sent it: their name, else their e-mail; null once their account is gone. */
  createdBy: string | null;
  createdAt: Date;
  numberOfDeals: number;
  type: string;
}

const DRAFT_VIEW = {
  id: campaignDrafts.id,
  name: campaignDrafts.name,
  createdBy: personName(companies),
  createdAt: campaignDrafts.created_at,
  numberOfDeals: sql<number>`(${campaignDrafts.input} ->> 'number_of_deals')::int`,
  type: sql<string>`${campaignDrafts.input} ->> 'type'`,
};

async function draftViews(db: Database, where: ReturnType<typeof and>, limit: number) {
  return db
    .select(DRAFT_VIEW)
    .from(campaignDrafts)
    .leftJoin(companies, eq(companies.id, campaignDrafts.created_by))
    .where(where)
    .orderBy(desc(campaignDrafts.created_at), desc(campaignDrafts.id))
    .limit(limit);
}

/**
 * CampaignDraftSubmit: the entries checked by CampaignCreate's rules (the fields, the
 * brand and products being the company's, the price within the limit), then stored.
 */
export async function submitCampaignDraft(
  env: ServiceEnv,
  companyId: number,
  accountId: number,
  input: CampaignInputArgs,
): Promise<SavedDraftView> {
  const checked = await checkCampaignFields(input);
  if (!checked.ok) throw badInput(checked.fields);
  // The method only changes the card fee: the wallet's price is the lower bound to check.
  const { values } = await priceCampaign(env.db, companyId, checked.value, 'WALLET');
  const [row] = await env.db
    .insert(campaignDrafts)
    .values({ company_id: companyId, created_by: accountId, name: values.name, input: values })
    .returning({ id: campaignDrafts.id });
  const [view] = await draftViews(env.db, eq(campaignDrafts.id, row!.id), 1);
  return view!;
}

/** CampaignDrafts: the company's, newest first. */
export function listCampaignDrafts(env: ServiceEnv, companyId: number): Promise<SavedDraftView[]> {
  return draftViews(env.db, eq(campaignDrafts.company_id, companyId), DRAFTS_SHOWN);
}

/** A draft saved before content rights were offered has none: organic use, no options. */
const rightsOfDraft = (input: Partial<CampaignInputValues>) => ({
  usage_rights: input.usage_rights ?? NO_EXTRA_RIGHTS.usageRights,
  raw_footage: input.raw_footage ?? NO_EXTRA_RIGHTS.rawFootage,
  extra_hooks: input.extra_hooks ?? NO_EXTRA_RIGHTS.extraHooks,
});

/** CampaignDraftOpen: its entries for the wizard, without products the brand no longer has. */
export async function openCampaignDraft(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<CampaignInputArgs> {
  const draft = await findOwned(env.db, campaignDrafts, companyId, id);
  if (!draft) throw campaignDraftNotFound();
  return draftWithProductsKept(env.db, {
    ...draft.input,
    video_duration: draft.input.video_duration ?? null,
    ...rightsOfDraft(draft.input),
  });
}

/** CampaignDraftDelete: anyone of the company may withdraw one. */
export async function deleteCampaignDraft(
  env: ServiceEnv,
  companyId: number,
  id: string,
): Promise<StatusMessage> {
  const rowId = parseId(id);
  const deleted = rowId === null ? [] : await deleteDraftRow(env.db, companyId, rowId);
  if (deleted.length === 0) throw campaignDraftNotFound();
  return success(env, 'messages:campaignDraftDeleted');
}

/**
 * Deletes the company's draft `rowId`: run in CampaignCreate's payment transaction, where
 * an empty answer (paid or deleted meanwhile) refuses the payment and rolls it back. It
 * answers who sent it and when, for the paid campaign's activity.
 */
export function deleteDraftRow(db: Database, companyId: number, rowId: number) {
  return db
    .delete(campaignDrafts)
    .where(and(eq(campaignDrafts.id, rowId), eq(campaignDrafts.company_id, companyId)))
    .returning({
      id: campaignDrafts.id,
      createdBy: campaignDrafts.created_by,
      createdAt: campaignDrafts.created_at,
    });
}
