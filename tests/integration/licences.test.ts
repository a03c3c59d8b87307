/**
 * Content licences: written in the acceptance's transaction (the company's or the server's),
 * with the campaign's rights, the dates they run and each file's real SHA-256; never changed
 * nor removed; read by the company and by the deal's creator, NOT_FOUND for anyone else.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidAdsEnd } from '@/domain/campaigns/rights';
import type { UsageRights } from '@/domain/campaigns/rights';
import { CONTENT_LICENCE, CREATOR_DEAL_LICENCE } from '@/features/licences/api';
import { campaigns } from '@/server/db/schema/campaigns';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import { contentFiles, contents } from '@/server/db/schema/deals';
import { contentLicences } from '@/server/db/schema/licences';
import { translatorFor } from '@/server/i18n';
import { slugOf } from '@/server/services/content/archive';
import { lockDeal } from '@/server/services/deals/moves';
import { acceptInTransaction } from '@/server/services/deals/review';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealOf,
  dealUpTo,
  extrasFor,
  runJobsAt,
} from './helpers/deals';
import type { ApiDeal, PickedTestDeal } from './helpers/deals';
import { gqlRequest, postGraphql } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const contentLicence = (token: string, contentId: unknown, locale?: string) =>
  gqlRequest(`${t.url}/v1/j`, CONTENT_LICENCE, {
    token,
    variables: { content_id: contentId },
    headers: locale ? { 'accept-language': locale } : undefined,
  });
const creatorLicence = (token: string, dealId: unknown) =>
  gqlRequest(`${t.url}/v1/j`, CREATOR_DEAL_LICENCE, { token, variables: { deal_id: dealId } });
const dealLicence = (token: string, dealId: string) =>
  postGraphql<{ DealLicence: { id: string; content_id: string } }>(
    `${t.url}/v1/j`,
    'query DealLicence($deal_id: ID!) { DealLicence(deal_id: $deal_id) { id content_id } }',
    { token, variables: { deal_id: dealId } },
  );

/** The campaign's rights, as the wizard will set them. */
async function setRights(
  campaign: CampaignRow,
  usage_rights: UsageRights,
  raw_footage = false,
  extra_hooks = 0,
) {
  await t.db
    .update(campaigns)
    .set({ usage_rights, raw_footage, extra_hooks })
    .where(eq(campaigns.id, campaign.id));
}

/** A deal of `type` with content waiting for the company's review. */
async function dealAwaitingReview(type: 'ugc_image' | 'ugc_video', rights: UsageRights) {
  const made = await campaignWithDeals(t, { type });
  await setRights(made.campaign, rights, type === 'ugc_video', type === 'ugc_video' ? 2 : 0);
  const deal = made.deals[0]!;
  const shown = await dealUpTo(t, made.token, deal, type, 'refund', 'content_approved_by_admin');
  return { ...made, deal, shown, content: shown.contents[0]! };
}

const licencesOfContent = (contentId: string) =>
  t.db
    .select()
    .from(contentLicences)
    .where(eq(contentLicences.content_id, Number(contentId)));

describe('a licence is written with the acceptance', () => {
  it("by the company's accept: the campaign's rights, from acceptance, the files' SHA-256", async () => {
    const { token, deal, content, campaign } = await dealAwaitingReview('ugc_video', 'paid_ads_6m');
    const stored = await t.db
      .select({ sha256: contentFiles.sha256 })
      .from(contentFiles)
      .where(eq(contentFiles.content_id, Number(content.id)))
      .orderBy(contentFiles.position);
    // The campaign bought the raw footage and 2 hooks: the upload holds them after the video.
    const extras = extrasFor({ raw_footage: true, extra_hooks: 2 });
    const uploaded = [...contentFor('ugc_video'), ...extras.raw_footage!, ...extras.hooks!];
    // Kept as the file was stored, before any acceptance.
    expect(stored).toEqual(uploaded.map((file) => ({ sha256: sha256(file.bytes) })));
    expect(await licencesOfContent(content.id)).toEqual([]);

    dataOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: content.id }));
    const [accepted] = await t.db
      .select()
      .from(contents)
      .where(eq(contents.id, Number(content.id)));
    const startsAt = accepted!.reviewed_at!;
    const licence = dataOf(await contentLicence(token, content.id)).ContentLicence;
    expect(licence).toEqual({
      id: expect.any(String),
      company_name: 'Test company',
      brand_name: expect.any(String),
      creator_name: deal.creator.name,
      campaign_name: campaign.name,
      deal_id: deal.id,
      content_id: content.id,
      // Each with its role, named as the campaign's archive names it.
      files: ['1', 'raw-1', 'hook-1', 'hook-2'].map((n, i) => ({
        id: content.files[i]!.id,
        name: `${slugOf(deal.creator.name, 'creator')}-${content.id}-${n}.mp4`,
        role: (['main', 'raw_footage', 'hook', 'hook'] as const)[i],
        kind: 'video',
        content_type: 'video/mp4',
        size: uploaded[i]!.bytes.byteLength,
        sha256: sha256(uploaded[i]!.bytes),
      })),
      usage_rights: 'paid_ads_6m',
      raw_footage: true,
      extra_hooks: 2,
      starts_at: startsAt.toISOString(),
      paid_ads_ends_at: paidAdsEnd(startsAt, 'paid_ads_6m')!.toISOString(),
      created_at: startsAt.toISOString(),
    });
    expect(dataOf(await dealLicence(token, deal.id)).DealLicence).toEqual({
      id: licence.id,
      content_id: content.id,
    });
  });

  it('by the server when the company did not review in time: perpetual has no end', async () => {
    const { token, deal, shown, content } = await dealAwaitingReview('ugc_image', 'perpetual');
    await runJobsAt(t, Date.parse(shown.auto_accept_at!));
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal.id })).status).toBe('completed');
    const licence = dataOf(await contentLicence(token, content.id)).ContentLicence;
    expect(licence).toMatchObject({
      usage_rights: 'perpetual',
      raw_footage: false,
      extra_hooks: 0,
      paid_ads_ends_at: null,
    });
    // From the moment the server accepted it, which is the content's review time.
    const [accepted] = await t.db
      .select()
      .from(contents)
      .where(eq(contents.id, Number(content.id)));
    expect(licence.starts_at).toBe(accepted!.reviewed_at!.toISOString());
    expect(Date.parse(licence.starts_at)).toBeGreaterThanOrEqual(Date.parse(shown.auto_accept_at!));
    expect(licence.files.map((file) => file.sha256)).toEqual(
      contentFor('ugc_image').map((file) => sha256(file.bytes)),
    );
    const creator = slugOf(deal.creator.name, 'creator');
    expect(licence.files.map((file) => file.name)).toEqual([
      `${creator}-${content.id}-1.png`,
      `${creator}-${content.id}-2.png`,
    ]);
  });

  it('hashes the stored files of content uploaded before hashes were kept', async () => {
    const { token, deal, content } = await dealAwaitingReview('ugc_image', 'organic');
    await t.db
      .update(contentFiles)
      .set({ sha256: null })
      .where(eq(contentFiles.content_id, Number(content.id)));
    dataOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: content.id }));
    const licence = dataOf(await contentLicence(token, content.id)).ContentLicence;
    const hashes = contentFor('ugc_image').map((file) => sha256(file.bytes));
    expect(licence.files.map((file) => file.sha256)).toEqual(hashes);
    // Organic use has no paid ads: they end when they start.
    expect(licence.paid_ads_ends_at).toBe(licence.starts_at);
    const kept = await t.db
      .select({ sha256: contentFiles.sha256 })
      .from(contentFiles)
      .where(eq(contentFiles.content_id, Number(content.id)));
    expect(kept.map((file) => file.sha256).sort()).toEqual([...hashes].sort());
  });

  it('leaves no licence when the acceptance rolls back or fails', async () => {
    const { token, deal, content } = await dealAwaitingReview('ugc_image', 'paid_ads_3m');
    const storage = t.server.app.storage;
    const rolledBack = new Error('the acceptance crashed after writing everything');
    await expect(
      t.db.transaction(async (tx) => {
        const locked = await lockDeal(tx, 'any', deal.id);
        const now = t.clock.now();
        const move = { now, t: translatorFor('en'), clock: () => now };
        await acceptInTransaction(tx, move, locked, content.id, 'company', [], storage);
        const written = await tx
          .select()
          .from(contentLicences)
          .where(eq(contentLicences.content_id, Number(content.id)));
        expect(written).toHaveLength(1);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await licencesOfContent(content.id)).toEqual([]);

    // A file stored without a hash and gone from the storage: the licence cannot state it,
    // so the acceptance fails as a whole and the content still waits for review.
    const [file] = await t.db
      .update(contentFiles)
      .set({ sha256: null })
      .where(eq(contentFiles.content_id, Number(content.id)))
      .returning();
    await storage.delete(file!.storage_key);
    const failed = await dealApi(t, token, 'accept', { id: deal.id, content_id: content.id });
    expect(errorOf(failed).extensions?.code).toBe('INTERNAL');
    expect(await licencesOfContent(content.id)).toEqual([]);
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal.id })).status).toBe(
      'content_approved_by_admin',
    );
  });
});

describe('a written licence', () => {
  let token: string;
  let deal: PickedTestDeal;
  let content: ApiDeal['contents'][number];
  let licenceId: number;

  beforeAll(async () => {
    const made = await dealAwaitingReview('ugc_image', 'paid_ads_12m');
    ({ token, deal, content } = made);
    dataOf(await dealApi(t, token, 'accept', { id: deal.id, content_id: content.id }));
    licenceId = Number(dataOf(await contentLicence(token, content.id)).ContentLicence.id);
  });

  it('cannot be changed nor removed', async () => {
    const mine = eq(contentLicences.id, licenceId);
    /** What the database said when it refused `statement`. */
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (failed: unknown) => failed as Error & { cause?: Error },
      );
      return error?.cause?.message ?? error?.message ?? 'not refused';
    };
    const writtenOnce = /content licences are written once: (UPDATE|DELETE|TRUNCATE) refused/;
    expect(
      await refusal(t.db.update(contentLicences).set({ usage_rights: 'perpetual' }).where(mine)),
    ).toMatch(writtenOnce);
    expect(await refusal(t.db.delete(contentLicences).where(mine))).toMatch(writtenOnce);
    expect(await refusal(t.db.execute(sql`truncate table ${contentLicences}`))).toMatch(
      writtenOnce,
    );
    // Nor does removing what it names take it along: no foreign key cascades onto it.
    expect(await refusal(t.db.delete(contents).where(eq(contents.id, Number(content.id))))).toMatch(
      /foreign key/,
    );
    const [kept] = await t.db.select().from(contentLicences).where(mine);
    expect(kept?.usage_rights).toBe('paid_ads_12m');
  });

  it("is read by the deal's creator, and by no other company or creator", async () => {
    const company = dataOf(await contentLicence(token, content.id)).ContentLicence;
    const creator = dataOf(await creatorLicence(deal.creatorToken, deal.id)).CreatorDealLicence;
    expect(creator).toEqual(company);

    const other = await campaignWithDeals(t);
    const notFound = { message: 'Licence not found', extensions: { code: 'NOT_FOUND' } };
    expect(errorOf(await contentLicence(other.token, content.id))).toMatchObject(notFound);
    expect(errorOf(await dealLicence(other.token, deal.id))).toMatchObject(notFound);
    expect(errorOf(await creatorLicence(other.deals[0]!.creatorToken, deal.id))).toMatchObject(
      notFound,
    );
    expect(errorOf(await contentLicence(other.token, content.id, 'es')).message).toBe(
      'Licencia no encontrada',
    );
    // Each side's operation is its own: the other role is refused before it runs.
    expect(errorOf(await creatorLicence(token, deal.id)).extensions?.code).toBe('FORBIDDEN');
    expect(errorOf(await contentLicence(deal.creatorToken, content.id)).extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('answers ids that name nothing as not found, and values of the wrong type clearly', async () => {
    for (const id of ['abc', '0', '2147483648', '9'.repeat(200), `${content.id}\u0000`]) {
      expect(errorOf(await contentLicence(token, id)), JSON.stringify(id)).toMatchObject({
        message: 'Licence not found',
        extensions: { code: 'NOT_FOUND' },
      });
      expect(errorOf(await creatorLicence(deal.creatorToken, id)).extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    // A value that is no ID at all is refused by GraphQL before any resolver runs.
    for (const id of [true, { id: content.id }, [content.id]]) {
      const wrongType = await contentLicence(token, id);
      expect(wrongType.body.data ?? null).toBeNull();
      expect(errorOf(wrongType).message).toContain('Variable "$content_id" got invalid value');
    }
    expect(errorOf(await contentLicence(token, null)).message).toContain('must not be null');
  });
});
