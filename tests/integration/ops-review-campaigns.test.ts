/**
 * The operator console's campaigns queue (docs/product.md#operator-console): the queue's
 * count and oldest wait, its pages oldest first with the campaign as its company sees it,
 * approval and rejection (the whole payment back to the wallet) through the one review
 * path with the audit row in its transaction, refusals that change nothing and record
 * nothing, two operators deciding at once, the consoles told on ops/queue, and the CLI's
 * decisions audited as "cli".
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { OPS_QUEUE_TOPIC } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import { campaigns } from '@/server/db/schema/campaigns';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { dataOf } from './helpers/catalog';
import {
  accountSums,
  campaignCompany,
  campaignInput,
  createArgs,
  createCampaign,
} from './helpers/campaigns';
import { brokerUrl, connected, endClients, mqttClient } from './helpers/mqtt';
import { auditRowsOf, errorCode, opsCall, operatorSession } from './helpers/operator';
import type { TestOperator } from './helpers/operator';
import { serverForFile } from './helpers/testServer';
import { until } from './helpers/until';

const t = serverForFile();
afterEach(endClients);

const CAMPAIGN = `id name status total products { id name price } brand { id name }
  invoice_id spent in_escrow refunded auto_approves_at actions rejection_reason`;
const LIST = `query OpsCampaigns($first: Int, $after: String) {
  OpsCampaigns(first: $first, after: $after) {
    nodes { campaign { ${CAMPAIGN} } company { id name email } waiting_since }
    page_info { has_next_page end_cursor } total_count } }`;
const QUEUE = `query OpsQueue { OpsQueue {
  campaigns { count oldest_at } content { count oldest_at } disputes { count oldest_at }
  creators { count oldest_at } payouts { count oldest_at } content_screening_manual } }`;
const APPROVE = `mutation OpsCampaignApprove($id: ID!, $reason: String) {
  OpsCampaignApprove(id: $id, reason: $reason) { campaign { ${CAMPAIGN} } company { id } } }`;
const REJECT = `mutation OpsCampaignReject($id: ID!, $reason: String!) {
  OpsCampaignReject(id: $id, reason: $reason) { campaign { ${CAMPAIGN} } company { id } } }`;

interface Node {
  campaign: { id: string; status: string; total: number; products: unknown[] };
  company: { id: string; name: string; email: string };
  waiting_since: string;
}
interface Listed {
  OpsCampaigns: {
    nodes: Node[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
    total_count: number;
  };
}

async function pendingCampaign() {
  const owner = await campaignCompany(t);
  const created = await createCampaign(
    t,
    owner.token,
    createArgs(campaignInput(owner.brandId, owner.productIds), owner.cardId),
  );
  return { ...owner, campaign: created };
}

/** Every page of the queue, `first` at a time. */
async function everyPage(operator: TestOperator, first: number): Promise<Node[]> {
  const nodes: Node[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Listed['OpsCampaigns'] = dataOf(
      await opsCall<Listed>(t, operator, LIST, { first, after }),
    ).OpsCampaigns;
    nodes.push(...page.nodes);
    if (!page.page_info.has_next_page) return nodes;
    after = page.page_info.end_cursor;
  }
}

const statusOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(campaigns)
      .where(eq(campaigns.id, Number(id)))
  )[0]!.status;

/** The operators' console topic, as an open console subscribes to it. */
async function consoleListening(operator: TestOperator) {
  const client = mqttClient(brokerUrl(t.url), {
    username: MQTT_USERNAME,
    password: operator.token,
  });
  await connected(client);
  await client.subscribeAsync(OPS_QUEUE_TOPIC);
  const received: unknown[] = [];
  client.on('message', (_topic, payload) => received.push(JSON.parse(payload.toString())));
  return received;
}

describe('the campaigns queue', () => {
  it('lists what awaits approval oldest first, page by page, with the queue count', async () => {
    const operator = await operatorSession(t);
    const made = [await pendingCampaign(), await pendingCampaign(), await pendingCampaign()];
    const listed = await everyPage(operator, 2);
    const ids = made.map((m) => m.campaign.id);
    expect(listed.map((n) => n.campaign.id).filter((id) => ids.includes(id))).toEqual(ids);
    const first = listed.find((n) => n.campaign.id === ids[0])!;
    expect(first.company).toEqual({
      id: String(made[0]!.company.id),
      name: made[0]!.company.company_name,
      email: made[0]!.company.email,
    });
    // The campaign as its company sees it, read by an operator.
    expect(first.campaign).toMatchObject({
      status: 'pending_admin_approval',
      total: made[0]!.campaign.total,
    });
    expect(first.campaign.products).toHaveLength(2);
    expect(first.waiting_since).toBe(made[0]!.campaign.created_at);

    const queue = dataOf(await opsCall<{ OpsQueue: Record<string, unknown> }>(t, operator, QUEUE));
    expect(queue.OpsQueue).toMatchObject({
      campaigns: { count: listed.length, oldest_at: listed[0]!.waiting_since },
      content: { count: 0, oldest_at: null },
      content_screening_manual: false,
    });
    const bad = await opsCall(t, operator, LIST, { first: 0 });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
  });

  it('approves: live, the company told, the audit row written, the consoles told', async () => {
    const operator = await operatorSession(t);
    const { campaign } = await pendingCampaign();
    const heard = await consoleListening(operator);
    const approved = dataOf(
      await opsCall<{ OpsCampaignApprove: { campaign: { status: string; actions: string[] } } }>(
        t,
        operator,
        APPROVE,
        { id: campaign.id, reason: '  Brief and products look fine  ' },
      ),
    ).OpsCampaignApprove;
    expect(approved.campaign.status).toBe('active');
    const [row, ...more] = await auditRowsOf(t, 'campaign', campaign.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      operator_id: operator.id,
      operator_label: operator.email,
      action: 'campaign.approve',
      reason: 'Brief and products look fine',
    });
    await until(() => heard.some((m) => JSON.stringify(m).includes('"campaigns"')));
    expect(heard).toContainEqual({ event: 'ops_queue_changed', queue: 'campaigns' });

    // Decided already: refused, and nothing more is recorded.
    const again = await opsCall(t, operator, APPROVE, { id: campaign.id });
    expect(errorCode(again)).toBe('NOT_PENDING');
    expect(await auditRowsOf(t, 'campaign', campaign.id)).toHaveLength(1);
  });

  it('rejects with the reason, the whole payment back to the wallet', async () => {
    const operator = await operatorSession(t);
    const { company, campaign } = await pendingCampaign();
    const rejected = dataOf(
      await opsCall<{ OpsCampaignReject: { campaign: Record<string, unknown> } }>(
        t,
        operator,
        REJECT,
        { id: campaign.id, reason: 'Product links are broken' },
      ),
    ).OpsCampaignReject.campaign;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Product links are broken',
      refunded: campaign.total,
    });
    expect(await accountSums(t, company.id)).toMatchObject({
      wallet: campaign.total,
      campaign_escrow: 0,
    });
    expect(await auditRowsOf(t, 'campaign', campaign.id)).toMatchObject([
      { action: 'campaign.reject', reason: 'Product links are broken', operator_id: operator.id },
    ]);
  });

  it('refuses bad input and unknown ids: nothing changes, nothing is recorded', async () => {
    const operator = await operatorSession(t);
    const { company, campaign } = await pendingCampaign();
    for (const reason of ['short', 'x'.repeat(256), 'Has a NUL \u0000 byte', '        ']) {
      const refused = await opsCall(t, operator, REJECT, { id: campaign.id, reason });
      expect(errorCode(refused), reason).toBe('BAD_USER_INPUT');
    }
    const shortApproval = await opsCall(t, operator, APPROVE, { id: campaign.id, reason: 'ok' });
    expect(errorCode(shortApproval)).toBe('BAD_USER_INPUT');
    for (const id of ['abc', '2147483000']) {
      const missing = await opsCall(t, operator, APPROVE, { id });
      expect(errorCode(missing)).toBe('NOT_FOUND');
    }
    expect(await statusOf(campaign.id)).toBe('pending_admin_approval');
    expect(await auditRowsOf(t, 'campaign', campaign.id)).toEqual([]);
    expect((await accountSums(t, company.id)).wallet ?? 0).toBe(0);
  });

  it('lets one of two operators deciding at once win: one change, one audit row', async () => {
    const [a, b] = [await operatorSession(t), await operatorSession(t)];
    const { campaign } = await pendingCampaign();
    const answers = await Promise.all([
      opsCall(t, a, APPROVE, { id: campaign.id }),
      opsCall(t, b, REJECT, { id: campaign.id, reason: 'Not for this platform' }),
    ]);
    expect(answers.filter((answer) => errorCode(answer) === undefined)).toHaveLength(1);
    expect(answers.map(errorCode).find((code) => code !== undefined)).toBe('NOT_PENDING');
    expect(await auditRowsOf(t, 'campaign', campaign.id)).toHaveLength(1);
  });
});

describe("the command line's decisions", () => {
  it('are audited as cli, with the reason given', async () => {
    const [first, second] = [await pendingCampaign(), await pendingCampaign()];
    const admin = (...argv: string[]) => runAdminCommand(t.dataDir, ['campaign', ...argv]);
    expect(await admin('approve', first.campaign.id, '--reason', 'Checked by phone')).toMatchObject(
      {
        code: 0,
      },
    );
    expect(await admin('reject', second.campaign.id, 'Counterfeit products')).toMatchObject({
      code: 0,
    });
    expect(await auditRowsOf(t, 'campaign', first.campaign.id)).toMatchObject([
      {
        operator_id: null,
        operator_label: 'cli',
        action: 'campaign.approve',
        reason: 'Checked by phone',
      },
    ]);
    expect(await auditRowsOf(t, 'campaign', second.campaign.id)).toMatchObject([
      { operator_label: 'cli', action: 'campaign.reject', reason: 'Counterfeit products' },
    ]);
  });
});
