/**
 * The operator console's creators (docs/product.md#operator-console): the queue and the
 * other lists, verifying handles, the tier rule, suspension (hidden from discovery and the
 * marketplace while its open deals go on), each action audited and a refused one not.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creators } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { beautyCreator, companyWithCampaign, creatorApi } from './helpers/creators';
import { insertDeals } from './helpers/dealRows';
import { dealApi, dealOf } from './helpers/deals';
import { auditRows, operatorSession, opsApi } from './helpers/operator';
import { profileApi, validProfile } from './helpers/creatorProfile';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const CREATOR = `id name email tier followers accepted_deals may_be_pro suspended suspended_at
  handles_checked_at joined_at handles { instagram { handle followers verified }
  tiktok { handle followers verified } }`;
const LIST = `query OpsCreators($filter: OpsCreatorListFilter, $search: String, $first: Int,
  $after: String) { OpsCreators(filter: $filter, search: $search, first: $first, after: $after) {
  nodes { ${CREATOR} } page_info { has_next_page end_cursor } total_count } }`;
const ONE = `query OpsCreator($id: ID!) { OpsCreator(id: $id) { ${CREATOR} } }`;
const VERIFY = `mutation OpsCreatorVerify($id: ID!, $handles: [OpsHandleCheck!]!, $reason: String!) {
  OpsCreatorVerify(id: $id, handles: $handles, reason: $reason) { ${CREATOR} } }`;
const TIER = `mutation OpsCreatorSetTier($id: ID!, $tier: CreatorTier!, $reason: String!) {
  OpsCreatorSetTier(id: $id, tier: $tier, reason: $reason) { ${CREATOR} } }`;
const SUSPEND = `mutation OpsCreatorSuspend($id: ID!, $suspended: Boolean!, $reason: String!) {
  OpsCreatorSuspend(id: $id, suspended: $suspended, reason: $reason) { ${CREATOR} } }`;

interface ApiOpsCreator {
  id: string;
  email: string;
  tier: string;
  followers: number;
  accepted_deals: number;
  may_be_pro: boolean;
  suspended: boolean;
  handles_checked_at: string | null;
  handles: Record<string, { handle: string; followers: number; verified: boolean } | null>;
}
type ListData = {
  OpsCreators: {
    nodes: ApiOpsCreator[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
    total_count: number;
  };
};

const REASON = 'Checked the profile by hand';
const instagram = (handle: string, followers = 1_000) => ({
  instagram_handle: handle,
  instagram_followers: followers,
});

async function handled(values: Partial<CreatorRow> = {}) {
  return beautyCreator(t, {
    ...instagram(`ig${Math.random().toString(36).slice(2, 8)}`),
    ...values,
  });
}

const list = async (token: string, variables: Record<string, unknown>) =>
  dataOf(await opsApi<ListData>(t, token, LIST, variables)).OpsCreators;

describe('OpsCreators', () => {
  it('lists the queue oldest first, the suspended, and everyone, searched and paged', async () => {
    const op = await operatorSession(t);
    const tag = `Zq${Date.now().toString(36)}`;
    const older = await handled({ name: `${tag} Older`, joined_at: new Date('2020-01-01Z') });
    const newer = await handled({ name: `${tag} Newer`, joined_at: new Date('2020-02-01Z') });
    const checked = await handled({ name: `${tag} Checked`, handles_checked_at: new Date() });
    const suspended = await handled({ name: `${tag} Suspended`, suspended_at: new Date() });
    const noHandle = await beautyCreator(t, { name: `${tag} Nohandle` });

    const queue = await list(op.token, { filter: 'to_verify', search: tag.toLowerCase() });
    expect(queue.nodes.map((node) => node.id)).toEqual([older, newer].map((c) => String(c.row.id)));
    expect(queue.total_count).toBe(2);

    const onlySuspended = await list(op.token, { filter: 'suspended', search: tag });
    expect(onlySuspended.nodes.map((node) => node.id)).toEqual([String(suspended.row.id)]);
    expect(onlySuspended.nodes[0]!.suspended).toBe(true);

    const all = await list(op.token, { search: tag.toUpperCase() });
    expect(all.total_count).toBe(5);
    expect(all.nodes.map((node) => node.id)).toContain(String(noHandle.row.id));
    expect(all.nodes.map((node) => node.id)).toContain(String(checked.row.id));

    // By e-mail, and a page at a time without repeats.
    const email = all.nodes.find((node) => node.id === String(older.row.id))!.email;
    const byEmail = await list(op.token, { search: email.toUpperCase() });
    expect(byEmail.nodes.map((node) => node.id)).toEqual([String(older.row.id)]);
    const first = await list(op.token, { filter: 'to_verify', search: tag, first: 1 });
    expect(first.page_info.has_next_page).toBe(true);
    const second = await list(op.token, {
      filter: 'to_verify',
      search: tag,
      first: 1,
      after: first.page_info.end_cursor,
    });
    expect(second.nodes.map((node) => node.id)).toEqual([String(newer.row.id)]);
  });

  it('refuses a search too long or with NUL, a bad cursor, and other sessions', async () => {
    const op = await operatorSession(t);
    for (const search of ['x'.repeat(101), 'a\u0000b']) {
      const refused = await opsApi(t, op.token, LIST, { search });
      expect(errorOf(refused).extensions?.code).toBe('BAD_USER_INPUT');
    }
    const badCursor = await opsApi(t, op.token, LIST, { after: 'nope' });
    expect(errorOf(badCursor).extensions?.code).toBe('BAD_USER_INPUT');
    const { token } = await companyWithCampaign(t);
    expect(errorOf(await opsApi(t, token, LIST)).extensions?.code).toBe('FORBIDDEN');
  });
});

describe('OpsCreatorVerify', () => {
  it('records the handles seen, recomputes the followers and takes it out of the queue', async () => {
    const op = await operatorSession(t);
    const creator = await handled({ tiktok_handle: 'tt', tiktok_followers: 500 });
    const before = (await auditRows(t)).length;
    const verified = dataOf(
      await opsApi<{ OpsCreatorVerify: ApiOpsCreator }>(t, op.token, VERIFY, {
        id: String(creator.row.id),
        handles: [{ platform: 'instagram', verified: true, followers: 40_000 }],
        reason: `  ${REASON}  `,
      }),
    ).OpsCreatorVerify;
    expect(verified.handles.instagram).toMatchObject({ verified: true, followers: 40_000 });
    expect(verified.handles.tiktok).toMatchObject({ verified: false, followers: 500 });
    expect(verified.followers).toBe(40_500);
    expect(verified.handles_checked_at).not.toBeNull();
    const rows = await auditRows(t);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      operator_id: op.id,
      operator_label: op.email,
      action: 'creator.verify',
      record_type: 'creator',
      record_id: String(creator.row.id),
      reason: REASON,
    });

    // A new handle name sends it back to the queue.
    await profileApi(t, creator.token, 'update', {
      ...validProfile(t),
      handles: { instagram: { handle: 'renamed.handle', followers: 40_000 } },
    });
    const again = dataOf(
      await opsApi<{ OpsCreator: ApiOpsCreator }>(t, op.token, ONE, {
        id: String(creator.row.id),
      }),
    ).OpsCreator;
    expect(again.handles_checked_at).toBeNull();
    expect(again.handles.instagram?.verified).toBe(false);
  });

  it('refuses bad input and other ids, writing nothing', async () => {
    const op = await operatorSession(t);
    const creator = await handled();
    const { company } = await companyWithCampaign(t);
    const before = (await auditRows(t)).length;
    const attempts: Array<[Record<string, unknown>, string]> = [
      [{ handles: [{ platform: 'youtube', verified: true, followers: 1 }] }, 'BAD_USER_INPUT'],
      [
        { handles: [{ platform: 'instagram', verified: true, followers: 1_000_000_001 }] },
        'BAD_USER_INPUT',
      ],
      [{ handles: [{ platform: 'instagram', verified: true, followers: -1 }] }, 'BAD_USER_INPUT'],
      [{ handles: [] }, 'BAD_USER_INPUT'],
      [{ reason: 'short' }, 'BAD_USER_INPUT'],
      [{ reason: 'a reason\u0000 with NUL' }, 'BAD_USER_INPUT'],
      [{ reason: 'r'.repeat(256) }, 'BAD_USER_INPUT'],
      [{ id: String(company.id) }, 'NOT_FOUND'],
      [{ id: '99999999' }, 'NOT_FOUND'],
      [{ id: 'abc' }, 'NOT_FOUND'],
    ];
    for (const [change, code] of attempts) {
      const refused = await opsApi(t, op.token, VERIFY, {
        id: String(creator.row.id),
        handles: [{ platform: 'instagram', verified: true, followers: 10 }],
        reason: REASON,
        ...change,
      });
      expect(errorOf(refused).extensions?.code, JSON.stringify(change)).toBe(code);
    }
    const wrongType = await opsApi(t, op.token, VERIFY, {
      id: String(creator.row.id),
      handles: [{ platform: 'instagram', verified: 'yes', followers: '10' }],
      reason: REASON,
    });
    expect(wrongType.body.errors?.length).toBeGreaterThan(0);
    expect(await auditRows(t)).toHaveLength(before);
    const [row] = await t.db.select().from(creators).where(eq(creators.id, creator.row.id));
    expect(row!.handles_checked_at).toBeNull();
    expect(row!.instagram_verified).toBe(false);
  });
});

describe('OpsCreatorSetTier', () => {
  it('makes a creator pro only with a verified handle and enough accepted deals', async () => {
    const op = await operatorSession(t);
    const creator = await handled({ instagram_verified: true });
    const before = (await auditRows(t)).length;
    const refused = await opsApi(
      t,
      op.token,
      TIER,
      {
        id: String(creator.row.id),
        tier: 'pro',
        reason: REASON,
      },
      'es',
    );
    expect(errorOf(refused).extensions?.code).toBe('TIER_NOT_ALLOWED');
    expect(errorOf(refused).message).toContain('no puede ser pro');
    expect(await auditRows(t)).toHaveLength(before);

    for (const status of ['completed', 'finished', 'creator_waiting_for_publish_date']) {
      const { campaign } = await companyWithCampaign(t);
      await insertDeals(t, campaign, [creator.row.id], () => ({ status }));
    }
    const pro = dataOf(
      await opsApi<{ OpsCreatorSetTier: ApiOpsCreator }>(t, op.token, TIER, {
        id: String(creator.row.id),
        tier: 'pro',
        reason: REASON,
      }),
    ).OpsCreatorSetTier;
    expect(pro).toMatchObject({ tier: 'pro', accepted_deals: 3, may_be_pro: true });
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'creator.tier',
      details: { from: 'basic', to: 'pro' },
    });
    const basic = await opsApi<{ OpsCreatorSetTier: ApiOpsCreator }>(t, op.token, TIER, {
      id: String(creator.row.id),
      tier: 'basic',
      reason: REASON,
    });
    expect(dataOf(basic).OpsCreatorSetTier.tier).toBe('basic');
  });
});

describe('OpsCreatorSuspend', () => {
  it('hides the creator from discovery and the marketplace; its open deal goes on', async () => {
    const op = await operatorSession(t);
    const owner = await companyWithCampaign(t, { number_of_deals: 5 });
    const creator = await handled();
    const { campaign: other } = await companyWithCampaign(t);
    const [deal] = await insertDeals(t, other, [creator.row.id]);
    const discovered = async () =>
      dataOf(
        await creatorApi(t, owner.token, 'creators', { campaign_id: String(owner.campaign.id) }),
      ).Creators.nodes.map((node) => node.creator.id);
    expect(await discovered()).toContain(String(creator.row.id));

    const suspended = dataOf(
      await opsApi<{ OpsCreatorSuspend: ApiOpsCreator }>(t, op.token, SUSPEND, {
        id: String(creator.row.id),
        suspended: true,
        reason: REASON,
      }),
    ).OpsCreatorSuspend;
    expect(suspended.suspended).toBe(true);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'creator.suspend' });

    expect(await discovered()).not.toContain(String(creator.row.id));
    const market = dataOf(await creatorApi(t, creator.token, 'creatorCampaigns')).CreatorCampaigns;
    expect(market.nodes).toEqual([]);
    for (const [locale, text] of [
      ['en', 'Your account is suspended'],
      ['es', 'Tu cuenta está suspendida'],
    ] as const) {
      const applied = await creatorApi(
        t,
        creator.token,
        'apply',
        { campaign_id: String(owner.campaign.id), pitch: 'I film skincare routines in daylight' },
        locale,
      );
      expect(errorOf(applied).extensions?.code).toBe('CREATOR_SUSPENDED');
      expect(errorOf(applied).message).toContain(text);
    }
    const picked = await creatorApi(t, owner.token, 'pick', {
      campaign_id: String(owner.campaign.id),
      creator_id: String(creator.row.id),
    });
    expect(errorOf(picked).extensions?.code).toBe('NOT_ELIGIBLE');

    const shipped = await dealApi(t, await companyToken(other.company_id), 'ship', {
      id: String(deal!.id),
      carrier: 'ups',
      tracking_number: '1Z999',
    });
    expect(dealOf(shipped).status).not.toBe('creator_accepted');

    await opsApi(t, op.token, SUSPEND, {
      id: String(creator.row.id),
      suspended: false,
      reason: REASON,
    });
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'creator.unsuspend' });
    expect(await discovered()).toContain(String(creator.row.id));
  });
});

async function companyToken(companyId: number): Promise<string> {
  return t.createSession(companyId);
}
