import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { logIn } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { postGraphql } from './helpers/http';
import { runSimulate } from './helpers/simulate';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const APPLICANTS = `query CampaignApplicants($campaign_id: ID!) {
  CampaignApplicants(campaign_id: $campaign_id, first: 50) {
    nodes { creator { id } application { pitch } invited } total_count } }`;
const INVITE = `mutation CreatorInvite($campaign_id: ID!, $creator_id: ID!) {
  CreatorInvite(campaign_id: $campaign_id, creator_id: $creator_id) { invited } }`;
const CREATOR_CAMPAIGNS = `query CreatorCampaigns { CreatorCampaigns(first: 10) {
  nodes { id } total_count } }`;
const BRANDS = `query Brands { Brands(first: 1) { nodes { id } } }`;

interface Applicants {
  CampaignApplicants: {
    nodes: Array<{ creator: { id: string }; application: { pitch: string }; invited: boolean }>;
    total_count: number;
  };
}

const simulate = (args: string[]) => runSimulate(t, args);
const simulateUntil = (args: string[], until: RegExp) => runSimulate(t, args, until);

let companyToken = '';
let campaignId = '';

async function applicants() {
  return dataOf(
    await postGraphql<Applicants>(`${t.url}/v1/j`, APPLICANTS, {
      token: companyToken,
      variables: { campaign_id: campaignId },
    }),
  ).CampaignApplicants;
}

describe('npm run simulate', () => {
  it('says how to add creators when there are none, and stops', { timeout: 60_000 }, async () => {
    const run = await simulate(['--count', '1']);
    expect(run.output).toContain(
      'simulate: no creators yet: run npm run seed -- --creators-only to add some',
    );
    expect(run.output).not.toContain('Simulating creators');
    expect(run.code).toBe(1);
  });

  it('seeds a campaign and creators to apply to it', async () => {
    const seeded = await runAdminCommand(t.dataDir, ['seed', '--creators', '300', '--seed', '9']);
    expect(seeded.code).toBe(0);
    companyToken = await logIn(t, 'demo@example.com', /Password: +(\S+)/.exec(seeded.stdout)![1]);
    campaignId = /\/campaign\/(\d+)\//.exec(seeded.stdout)![1]!;
    expect((await applicants()).total_count).toBe(0);
  });

  it(
    'makes --count applications that the company sees among its applicants',
    { timeout: 60_000 },
    async () => {
      const run = await simulate(['--count', '3', '--speed', '6000', '--campaign', campaignId]);
      expect(run.output).toContain('3 applications, 0 deal actions.');
      expect(run.code).toBe(0);
      const lines = run.output.split('\n').filter((line) => / applied to campaign /.test(line));
      expect(lines).toHaveLength(3);
      const seen = await applicants();
      expect(seen.total_count).toBe(3);
      for (const node of seen.nodes) {
        expect(node.application.pitch.length).toBeGreaterThanOrEqual(10);
        expect(run.output).toContain(
          `creator ${node.creator.id} applied to campaign ${campaignId}`,
        );
      }
    },
  );

  it('says which campaign it waits for when it is not active', { timeout: 60_000 }, async () => {
    const run = await simulateUntil(
      ['--campaign', '999999', '--part', 'applications'],
      /waiting for campaign 999999 /,
    );
    expect(run.output).toContain('Campaign 999999 is not active');
    expect(run.output).toContain(
      'waiting for campaign 999999 that creators match (category and tier) to apply to',
    );
    // Stopped as by Ctrl-C: it still ends with its summary (tsx exits 130 for the signal).
    expect(run.output).toContain('0 applications, 0 deal actions.');
  });

  it('has an invited creator accept first', { timeout: 60_000 }, async () => {
    // A likely creator the simulator has not reached: past its first batch of 20.
    const listed = await runAdminCommand(t.dataDir, [
      'creator-session',
      '--candidates',
      '1',
      '--offset',
      '40',
    ]);
    const [creatorId = '', kind] = listed.stdout.split(' ');
    expect(creatorId).toMatch(/^\d+$/);
    expect(kind).toBe('likely');
    const invite = await postGraphql(`${t.url}/v1/j`, INVITE, {
      token: companyToken,
      variables: { campaign_id: campaignId, creator_id: creatorId },
    });
    expect(invite.body.errors).toBeUndefined();
    const run = await simulate(['--count', '1', '--speed', '6000']);
    expect(run.output).toContain(
      `creator ${creatorId} applied to campaign ${campaignId} (accepting an invitation)`,
    );
    const seen = await applicants();
    expect(seen.total_count).toBe(4);
    expect(seen.nodes.find((node) => node.creator.id === creatorId)?.invited).toBe(true);
  });
});

describe('admin creator-session', () => {
  it('opens a session that reaches creator operations only', async () => {
    const result = await runAdminCommand(t.dataDir, [
      'creator-session',
      'creator-1@creators.example.com',
    ]);
    expect(result.code).toBe(0);
    const token = result.stdout.trim();
    const mine = await postGraphql(`${t.url}/v1/j`, CREATOR_CAMPAIGNS, { token });
    expect(mine.body.errors).toBeUndefined();
    const company = await postGraphql(`${t.url}/v1/j`, BRANDS, { token });
    expect(company.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('counts the creators and the active campaigns (or whether the one asked for is)', async () => {
    const all = await runAdminCommand(t.dataDir, ['creator-session', '--counts']);
    expect(all).toMatchObject({ code: 0, stdout: '300 2\n' });
    const one = await runAdminCommand(t.dataDir, [
      'creator-session',
      '--counts',
      '--campaign',
      campaignId,
    ]);
    expect(one.stdout).toBe('300 1\n');
    const none = await runAdminCommand(t.dataDir, [
      'creator-session',
      '--counts',
      '--campaign',
      '9',
    ]);
    expect(none.stdout).toBe('300 0\n');
  });

  it.each([
    ['--counts', '--campaign', 'abc'],
    ['--counts', '--campaign', '1\u0000'],
    ['--counts', '--deals', '5'],
  ])('refuses creator-session %s %s %s', async (...argv) => {
    const result = await runAdminCommand(t.dataDir, ['creator-session', ...argv]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('usage: npm run admin -- creator-session');
    expect(result.stdout).toBe('');
  });

  it.each(['demo@example.com', 'nobody@example.com', '999999'])(
    'refuses %s, which is no creator',
    async (who) => {
      const result = await runAdminCommand(t.dataDir, ['creator-session', who]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('creator-session: no creator');
    },
  );
});
