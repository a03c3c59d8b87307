import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, sessions } from '@/server/db/schema/account';
import { campaignApplications, campaignInvitations, creators } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { deals } from '@/server/db/schema/deals';
import { errorOf, GOOD_PASSWORD } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { creatorCall, creatorSessionStatus } from './helpers/creatorAccount';
import {
  companyWithCampaign,
  creatorApi,
  creatorSession,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { campaignWithDeals, dealApi } from './helpers/deals';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const accountOf = async (id: number) =>
  (await t.db.select().from(companies).where(eq(companies.id, id)))[0]!;
const profileOf = async (id: number) =>
  (await t.db.select().from(creators).where(eq(creators.id, id)))[0]!;

/** A creator with a profile in the beauty category, its session, and a campaign it matches. */
async function creatorAndCampaign() {
  const [creator] = await insertCreators(t, [
    { ...variedCreators(1)[0]!, categories: ['beauty'], bio: 'I film skincare routines' },
  ]);
  const { token: companyToken, campaign } = await companyWithCampaign(t, {
    creator_category: 'beauty',
    creator_tier: 'basic',
  });
  return {
    creator: creator!,
    creatorToken: await creatorSession(t, creator!.id),
    companyToken,
    campaign,
  };
}

async function deleteAs(token: string, locale?: string) {
  return creatorCall(t, 'delete', {}, { token, locale });
}

describe('CreatorDelete', () => {
  it('is refused while a deal is open, and changes nothing', async () => {
    const { deals: picked } = await campaignWithDeals(t, { picks: 1 });
    const { creator, creatorToken } = picked[0]!;
    const refused = errorOf(await deleteAs(creatorToken));
    expect(refused).toMatchObject({
      message:
        'Your account cannot be deleted yet: you have 1 open deal: it must be completed or ' +
        'cancelled first.',
      extensions: {
        code: 'DELETION_REFUSED',
        reasons: ['you have 1 open deal: it must be completed or cancelled first'],
      },
    });
    const spanish = errorOf(await deleteAs(creatorToken, 'es'));
    expect(spanish.message).toBe(
      'Tu cuenta aún no se puede eliminar: tienes 1 acuerdo abierto: antes debe completarse o ' +
        'cancelarse.',
    );
    expect((await accountOf(creator.id)).deleted_at).toBeNull();
    expect((await profileOf(creator.id)).name).toBe(creator.name);
    expect(await creatorSessionStatus(t, creatorToken)).toBe(200);
  });

  it('once the deal has ended, erases the creator and ends its sessions, keeping the deal', async () => {
    const { deals: picked, token: companyToken } = await campaignWithDeals(t, { picks: 1 });
    const { id: dealId, creator, creatorToken } = picked[0]!;
    dataOf(
      await dealApi(t, creatorToken, 'creatorCancel', {
        id: dealId,
        reason: 'I cannot make it this month',
      }),
    );
    const other = await creatorSession(t, creator.id);
    const { campaign } = await companyWithCampaign(t, {
      creator_category: 'beauty',
      creator_tier: 'basic',
    });
    dataOf(
      await creatorApi(t, creatorToken, 'apply', {
        campaign_id: String(campaign.id),
        pitch: 'I would love to film this product',
      }),
    );
    await t.db
      .insert(campaignInvitations)
      .values({ campaign_id: campaign.id, creator_id: creator.id });

    const deleted = await deleteAs(creatorToken);
    expect(deleted.body.data?.CreatorDelete).toEqual({
      status: 'success',
      message: 'Your account has been deleted',
    });
    expect(await creatorSessionStatus(t, creatorToken)).toBe(401);
    expect(await creatorSessionStatus(t, other)).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.company_id, creator.id))).toEqual(
      [],
    );
    const account = await accountOf(creator.id);
    expect(account.deleted_at).toBeInstanceOf(Date);
    expect(account.email).toMatch(/@deleted\.invalid$/);
    expect(account.password_hash).toBeNull();
    expect(await profileOf(creator.id)).toMatchObject({
      name: '',
      bio: '',
      avatar_url: '',
      portfolio: [],
      categories: [],
    });
    expect(
      await t.db
        .select()
        .from(campaignApplications)
        .where(eq(campaignApplications.creator_id, creator.id)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(campaignInvitations)
        .where(eq(campaignInvitations.creator_id, creator.id)),
    ).toEqual([]);
    // The ended deal stays, and its company still sees it.
    const [kept] = await t.db
      .select()
      .from(deals)
      .where(eq(deals.id, Number(dealId)));
    expect(kept?.status).toBe('canceled');
    expect(dataOf(await dealApi(t, companyToken, 'deal', { id: dealId })).Deal?.id).toBe(dealId);
    // Nobody can pick it, find it, or log in as it any more.
    const pick = await creatorApi(t, companyToken, 'creator', { id: String(creator.id) });
    expect(errorOf(pick).extensions?.code).toBe('NOT_FOUND');
  });

  it('a freshly signed-up creator with no profile yet can delete its account', async () => {
    const email = `fresh-${Date.now().toString(36)}@example.com`;
    await creatorCall(t, 'create', { email, password: GOOD_PASSWORD });
    const login = await creatorCall(t, 'login', { email, password: GOOD_PASSWORD });
    const token = login.body.data!.CreatorLogin!.authorization.token;
    expect((await deleteAs(token)).body.data?.CreatorDelete?.status).toBe('success');
    const again = await creatorCall(t, 'login', { email, password: GOOD_PASSWORD });
    expect(errorOf(again).extensions?.code).toBe('INVALID_CREDENTIALS');
  });

  it("takes nothing from the id of another creator: it deletes the caller's own account only", async () => {
    const [mine, theirs] = await insertCreators(t, variedCreators(2, 7));
    const token = await creatorSession(t, mine!.id);
    // The operation has no id argument: an id sent anyway is refused by GraphQL.
    const withId = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: `mutation { CreatorDelete(id: "${theirs!.id}") { status } }` }),
    });
    const refused = (await withId.json()) as { data?: unknown; errors?: unknown[] };
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.length).toBe(1);
    expect((await accountOf(mine!.id)).deleted_at).toBeNull();
    expect((await deleteAs(token)).body.data?.CreatorDelete?.status).toBe('success');
    expect((await accountOf(mine!.id)).deleted_at).toBeInstanceOf(Date);
    expect((await accountOf(theirs!.id)).deleted_at).toBeNull();
    expect((await profileOf(theirs!.id)).name).toBe(theirs!.name);
  });
});

describe('CreatorDelete at the same moment as a pick or an application', () => {
  /** Whether the creator ended deleted, and what it holds. */
  async function outcome(creator: CreatorRow) {
    const account = await accountOf(creator.id);
    const held = await t.db.select().from(deals).where(eq(deals.creator_id, creator.id));
    const applied = await t.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.creator_id, creator.id));
    return {
      deleted: account.deleted_at !== null,
      deals: held.length,
      applications: applied.length,
    };
  }

  it('never leaves a deal on a deleted creator', async () => {
    for (let round = 0; round < 4; round++) {
      const { creator, creatorToken, companyToken, campaign } = await creatorAndCampaign();
      const [deleted, picked] = await Promise.all([
        deleteAs(creatorToken),
        creatorApi(t, companyToken, 'pick', {
          campaign_id: String(campaign.id),
          creator_id: String(creator.id),
        }),
      ]);
      const state = await outcome(creator);
      if (state.deleted) {
        expect(state.deals, `round ${round}`).toBe(0);
        expect(errorOf(picked).extensions?.code).toBe('NOT_FOUND');
      } else {
        expect(state.deals, `round ${round}`).toBe(1);
        expect(errorOf(deleted).extensions?.code).toBe('DELETION_REFUSED');
      }
    }
  });

  it('never leaves an application on a deleted creator', async () => {
    for (let round = 0; round < 4; round++) {
      const { creator, creatorToken, campaign } = await creatorAndCampaign();
      const applyToken = await creatorSession(t, creator.id);
      const [deleted] = await Promise.all([
        deleteAs(creatorToken),
        creatorApi(t, applyToken, 'apply', {
          campaign_id: String(campaign.id),
          pitch: 'A pitch sent while deleting',
        }),
      ]);
      expect(deleted.body.data?.CreatorDelete?.status).toBe('success');
      expect(await outcome(creator), `round ${round}`).toEqual({
        deleted: true,
        deals: 0,
        applications: 0,
      });
    }
  });
});
