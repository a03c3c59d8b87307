import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ETHNICITIES, GENDERS } from '@/domain/creators/rules';
import { campaigns } from '@/server/db/schema/campaigns';
import { creators } from '@/server/db/schema/creators';
import type { CreatorRow } from '@/server/db/schema/creators';
import { matchedBy, matchingCampaign } from '@/server/services/creators/matching';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  beautyCreator,
  companyWithCampaign,
  creatorApi,
  insertCampaignRow,
} from './helpers/creators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** A basic beauty creator of 30 who left out what `values` sets to null. */
const creator = (values: Partial<CreatorRow>) => beautyCreator(t, values, 3);

const ids = (nodes: Array<{ creator: { id: string } }>) => nodes.map((node) => node.creator.id);

describe('matching a creator who left gender or ethnicity out (docs/product.md#creators)', () => {
  it('takes them only into audiences open to every value of it', async () => {
    const open = await companyWithCampaign(t, { name: 'Open to all' });
    const women = await insertCampaignRow(t, open.company.id, open.brandId, {
      name: 'Women only',
      genders: ['female'],
    });
    const someEthnicities = await insertCampaignRow(t, open.company.id, open.brandId, {
      name: 'Some ethnicities',
      ethnicities: ['asian', 'white'],
    });
    const noGender = await creator({ gender: null });
    const noEthnicity = await creator({ ethnicity: null });
    const declared = await creator({});

    const listed = async (campaignId: number) =>
      ids(
        dataOf(await creatorApi(t, open.token, 'creators', { campaign_id: String(campaignId) }))
          .Creators.nodes,
      ).sort();
    const all = [noGender, noEthnicity, declared].map((c) => String(c.row.id)).sort();
    expect(await listed(open.campaign.id)).toEqual(all);
    expect(await listed(women.id)).toEqual(
      [noEthnicity, declared].map((c) => String(c.row.id)).sort(),
    );
    expect(await listed(someEthnicities.id)).toEqual(
      [noGender, declared].map((c) => String(c.row.id)).sort(),
    );

    const seen = async (token: string) =>
      dataOf(await creatorApi(t, token, 'creatorCampaigns'))
        .CreatorCampaigns.nodes.map((node) => node.name)
        .sort();
    expect(await seen(noGender.token)).toEqual(['Open to all', 'Some ethnicities']);
    expect(await seen(noEthnicity.token)).toEqual(['Open to all', 'Women only']);

    const refused = await creatorApi(t, open.token, 'pick', {
      campaign_id: String(women.id),
      creator_id: String(noGender.row.id),
    });
    expect(errorOf(refused).message).toBe('This creator does not match the campaign');
    const applied = await creatorApi(t, noGender.token, 'apply', {
      campaign_id: String(women.id),
      pitch: 'I film skincare routines in daylight',
    });
    // A campaign the creator does not match is one they cannot see.
    expect(errorOf(applied).extensions?.code).toBe('NOT_FOUND');
  });

  it('still answers from the category index', async () => {
    const { campaign } = await companyWithCampaign(t, {
      genders: [...GENDERS],
      ethnicities: [...ETHNICITIES],
    });
    const plan = await t.db.transaction(async (tx) => {
      // Only whether the partial index can answer is asked, not what a tiny table costs.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: creators.id }).from(creators).where(matchingCampaign(campaign));
      const result = await tx.execute(sql`explain ${query}`);
      return (result as unknown as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('creators_in_beauty_idx');
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('reads the campaigns a creator matches the same way round', async () => {
    const owner = await companyWithCampaign(t, { name: 'Everyone' });
    await insertCampaignRow(t, owner.company.id, owner.brandId, { genders: ['male'] });
    const { row } = await creator({ gender: null, ethnicity: null });
    const found = await t.db
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(and(eq(campaigns.company_id, owner.company.id), matchedBy(row)));
    expect(found.map((campaign) => campaign.name)).toEqual(['Everyone']);
  });
});
