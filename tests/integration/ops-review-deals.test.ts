/**
 * The operator console's content and disputes queues (docs/product.md#operator-console),
 * with CONTENT_SCREENING=manual: uploads listed oldest first with their deals and parties,
 * screened by an operator (refused: the creator uploads again; approved: the company
 * reviews it), and deals whose revision rounds are used up settled either way: finished
 * (the creator is paid) or cancelled (the brand gets its money back). Each decision
 * writes its audit row with the move; a refused one writes none and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { OPS_QUEUE_TOPIC } from '@/domain/realtime/rules';
import { runAdminCommand } from '@/server/admin/client';
import { deals } from '@/server/db/schema/deals';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { dataOf } from './helpers/catalog';
import { accountSums } from './helpers/campaigns';
import {
  campaignWithDeals,
  contentFor,
  DEAL_FIELDS,
  dealApi,
  dealUpTo,
  uploadContent,
} from './helpers/deals';
import type { ApiDeal, PickedTestDeal } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { brokerUrl, connected, endClients, mqttClient } from './helpers/mqtt';
import { auditRowsOf, errorCode, opsCall, operatorSession } from './helpers/operator';
import type { TestOperator } from './helpers/operator';
import { serverForFile } from './helpers/testServer';
import { until } from './helpers/until';

const t = serverForFile({ env: { CONTENT_SCREENING: 'manual' } });
afterEach(endClients);

const PARTIES = 'company { id name email } creator { id name email avatar_url } waiting_since';
const SCREENINGS = `query OpsScreenings($first: Int, $after: String) {
  OpsScreenings(first: $first, after: $after) {
    nodes { content { id status deal_id } deal { ${DEAL_FIELDS} } ${PARTIES} }
    page_info { has_next_page end_cursor } total_count } }`;
const DISPUTES = `query OpsDisputes($first: Int, $after: String) {
  OpsDisputes(first: $first, after: $after) {
    nodes { deal { id status revisions_left } ${PARTIES} }
    page_info { has_next_page end_cursor } total_count } }`;
const DEAL = `query OpsDeal($id: ID!) { OpsDeal(id: $id) { deal { ${DEAL_FIELDS} } ${PARTIES} } }`;
const MESSAGES = `query OpsDealMessages($id: ID!) { OpsDealMessages(id: $id) {
  nodes { author text } page_info { has_next_page } } }`;
const decision = (name: string, reason: 'String' | 'String!') =>
  `mutation ${name}($id: ID!, $reason: ${reason}) {
    ${name}(id: $id, reason: $reason) { ${DEAL_FIELDS} } }`;
const APPROVE = decision('OpsContentApprove', 'String');
const REJECT = decision('OpsContentReject', 'String!');
const FINISH = decision('OpsDealFinish', 'String!');
const CANCEL = decision('OpsDealCancel', 'String!');

type Decided = Record<string, ApiDeal>;
const decided = (response: Awaited<ReturnType<typeof opsCall<Decided>>>): ApiDeal =>
  Object.values(dataOf(response))[0]!;

/** A campaign without revision rounds (approved content is a dispute at once), its deals uploaded. */
async function uploaded(picks: number) {
  const made = await campaignWithDeals(t, { picks, revisionRounds: 0 });
  for (const deal of made.deals) await upload(made.token, deal);
  return made;
}

async function upload(companyToken: string, deal: PickedTestDeal) {
  const row = (
    await t.db
      .select()
      .from(deals)
      .where(eq(deals.id, Number(deal.id)))
  )[0]!;
  if (row.status === 'creator_accepted') {
    await dealUpTo(t, companyToken, deal, 'ugc_image', 'refund', 'product_received');
  }
  const shown = dataOf(await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_image')));
  expect(Object.values(shown)[0]!.status).toBe('creator_upload_content');
}

/** The deal's upload awaiting screening. */
const pendingContentOf = async (operator: TestOperator, dealId: string) => {
  const listed = dataOf(
    await opsCall<{
      OpsScreenings: { nodes: Array<{ content: { id: string; deal_id: string } }> };
    }>(t, operator, SCREENINGS, { first: 100 }),
  ).OpsScreenings.nodes;
  return listed.find((node) => node.content.deal_id === dealId)!.content.id;
};

async function consoleListening(operator: TestOperator) {
  const client = mqttClient(brokerUrl(t.url), {
    username: MQTT_USERNAME,
    password: operator.token,
  });
  await connected(client);
  await client.subscribeAsync(OPS_QUEUE_TOPIC);
  const queues: string[] = [];
  client.on('message', (_topic, payload) => {
    queues.push((JSON.parse(payload.toString()) as { queue: string }).queue);
  });
  return queues;
}

describe('screening', () => {
  it('lists uploads oldest first with their deals and parties, as an operator sees them', async () => {
    const operator = await operatorSession(t);
    const { company, deals: picked } = await uploaded(2);
    type Node = {
      content: { deal_id: string };
      deal: ApiDeal;
      company: { id: string };
      creator: { id: string; avatar_url: string };
    };
    const first = dataOf(
      await opsCall<{ OpsScreenings: { nodes: Node[]; page_info: { end_cursor: string } } }>(
        t,
        operator,
        SCREENINGS,
        { first: 1 },
      ),
    ).OpsScreenings;
    const rest = dataOf(
      await opsCall<{ OpsScreenings: { nodes: Node[] } }>(t, operator, SCREENINGS, {
        after: first.page_info.end_cursor,
      }),
    ).OpsScreenings;
    const ours = [...first.nodes, ...rest.nodes].filter((n) =>
      picked.some((d) => d.id === n.content.deal_id),
    );
    expect(ours.map((n) => n.content.deal_id)).toEqual(picked.map((d) => d.id));
    expect(ours[0]).toMatchObject({
      company: { id: String(company.id) },
      creator: { id: String(picked[0]!.creator.id), avatar_url: picked[0]!.creator.avatar_url },
      deal: { status: 'creator_upload_content', actions: [], unread_messages: 0 },
    });
    const queue = dataOf(
      await opsCall<{
        OpsQueue: { content: { count: number }; content_screening_manual: boolean };
      }>(t, operator, 'query { OpsQueue { content { count } content_screening_manual } }'),
    ).OpsQueue;
    expect(queue).toMatchObject({ content_screening_manual: true });
    expect(queue.content.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses with feedback or approves into a dispute, each audited, the consoles told', async () => {
    const operator = await operatorSession(t);
    const {
      deals: [refused, approved],
    } = await uploaded(2);
    const heard = await consoleListening(operator);
    const refusedContent = await pendingContentOf(operator, refused!.id);
    for (const reason of ['short', 'NUL \u0000 in the feedback']) {
      expect(errorCode(await opsCall(t, operator, REJECT, { id: refusedContent, reason }))).toBe(
        'BAD_USER_INPUT',
      );
    }
    expect(await auditRowsOf(t, 'content', refusedContent)).toEqual([]);
    const back = decided(
      await opsCall<Decided>(t, operator, REJECT, {
        id: refusedContent,
        reason: 'The label is unreadable',
      }),
    );
    expect(back).toMatchObject({ status: 'product_received', actions: [] });
    expect(back.contents[0]).toMatchObject({
      status: 'denied',
      feedback: 'The label is unreadable',
    });
    expect(await auditRowsOf(t, 'content', refusedContent)).toMatchObject([
      {
        action: 'content.reject',
        reason: 'The label is unreadable',
        operator_label: operator.email,
      },
    ]);
    expect(errorCode(await opsCall(t, operator, APPROVE, { id: refusedContent }))).toBe(
      'CONTENT_NOT_CURRENT',
    );

    const approvedContent = await pendingContentOf(operator, approved!.id);
    const ready = decided(await opsCall<Decided>(t, operator, APPROVE, { id: approvedContent }));
    expect(ready).toMatchObject({ status: 'content_approved_by_admin', revisions_left: 0 });
    expect(await auditRowsOf(t, 'content', approvedContent)).toMatchObject([
      { action: 'content.approve', reason: '', operator_id: operator.id },
    ]);
    await until(() => heard.includes('disputes'), 'the disputes queue told');
    expect(heard).toContain('content');
  });
});

describe('disputes', () => {
  /** Deals in dispute: screened content waiting on a company with no revision round left. */
  async function disputed(picks: number) {
    const operator = await operatorSession(t);
    const made = await uploaded(picks);
    for (const deal of made.deals) {
      await opsCall(t, operator, APPROVE, { id: await pendingContentOf(operator, deal.id) });
    }
    return { operator, ...made };
  }

  it('lists them oldest first and shows one whole, its chat read-only', async () => {
    const { operator, token, deals: picked } = await disputed(2);
    await postGraphql(
      `${t.url}/v1/j`,
      'mutation M($id: ID!) { DealMessageSend(id: $id, text: "Please accept it") { id } }',
      { token, variables: { id: picked[0]!.id } },
    );
    const listed = dataOf(
      await opsCall<{ OpsDisputes: { nodes: Array<{ deal: { id: string } }> } }>(
        t,
        operator,
        DISPUTES,
        { first: 100 },
      ),
    ).OpsDisputes.nodes;
    expect(listed.map((n) => n.deal.id).filter((id) => picked.some((d) => d.id === id))).toEqual(
      picked.map((d) => d.id),
    );
    const one = dataOf(
      await opsCall<{ OpsDeal: { deal: ApiDeal; creator: { id: string } } }>(t, operator, DEAL, {
        id: picked[0]!.id,
      }),
    ).OpsDeal;
    expect(one).toMatchObject({
      deal: { id: picked[0]!.id, actions: [], unread_messages: 0 },
      creator: { id: String(picked[0]!.creator.id) },
    });
    expect(one.deal.events.length).toBeGreaterThan(0);
    const chat = dataOf(
      await opsCall<{ OpsDealMessages: { nodes: unknown[] } }>(t, operator, MESSAGES, {
        id: picked[0]!.id,
      }),
    ).OpsDealMessages;
    expect(chat.nodes).toEqual([{ author: 'company', text: 'Please accept it' }]);
    const read = (
      await t.db
        .select()
        .from(deals)
        .where(eq(deals.id, Number(picked[0]!.id)))
    )[0]!;
    expect(read.creator_read_message_id).toBe(0);
    expect(errorCode(await opsCall(t, operator, DEAL, { id: '2147483000' }))).toBe('NOT_FOUND');
  });

  it('finishes one (the creator paid) and cancels another (the brand refunded), audited', async () => {
    const {
      operator,
      company,
      deals: [won, lost],
    } = await disputed(2);
    expect(
      errorCode(await opsCall(t, operator, FINISH, { id: won!.id, reason: 'NUL \u0000 here ok' })),
    ).toBe('BAD_USER_INPUT');
    expect(await auditRowsOf(t, 'deal', won!.id)).toEqual([]);
    const finished = decided(
      await opsCall<Decided>(t, operator, FINISH, {
        id: won!.id,
        reason: 'The content meets the brief',
      }),
    );
    expect(finished.status).toBe('finished');
    const row = (
      await t.db
        .select()
        .from(deals)
        .where(eq(deals.id, Number(won!.id)))
    )[0]!;
    expect(row.payout_transaction_id).not.toBeNull();
    expect(await auditRowsOf(t, 'deal', won!.id)).toMatchObject([
      { action: 'deal.finish', reason: 'The content meets the brief' },
    ]);

    const walletBefore = (await accountSums(t, company.id)).wallet ?? 0;
    const canceled = decided(
      await opsCall<Decided>(t, operator, CANCEL, {
        id: lost!.id,
        reason: 'Wrong product in the video',
      }),
    );
    expect(canceled).toMatchObject({
      status: 'canceled',
      canceled_by: 'admin',
      cancel_reason: 'Wrong product in the video',
    });
    expect((await accountSums(t, company.id)).wallet).toBe(walletBefore + canceled.fee);
    expect(await auditRowsOf(t, 'deal', lost!.id)).toMatchObject([
      { action: 'deal.cancel', operator_id: operator.id },
    ]);

    // Settled already: refused, nothing more recorded.
    expect(
      errorCode(
        await opsCall(t, operator, CANCEL, { id: won!.id, reason: 'Changed my mind here' }),
      ),
    ).toBe('DEAL_ACTION_NOT_ALLOWED');
    expect(await auditRowsOf(t, 'deal', won!.id)).toHaveLength(1);
  });

  it('leaves the queue when the company accepts after all, the consoles told', async () => {
    const {
      operator,
      token,
      deals: [deal],
    } = await disputed(1);
    const heard = await consoleListening(operator);
    const shown = dataOf(
      await opsCall<{ OpsDeal: { deal: ApiDeal } }>(t, operator, DEAL, { id: deal!.id }),
    );
    const accepted = await dealApi(t, token, 'accept', {
      id: deal!.id,
      content_id: shown.OpsDeal.deal.contents[0]!.id,
    });
    expect(errorCode(accepted)).toBeUndefined();
    await until(() => heard.includes('disputes'), 'the disputes queue told');
    const listed = dataOf(
      await opsCall<{ OpsDisputes: { nodes: Array<{ deal: { id: string } }> } }>(
        t,
        operator,
        DISPUTES,
        { first: 100 },
      ),
    ).OpsDisputes.nodes;
    expect(listed.map((n) => n.deal.id)).not.toContain(deal!.id);
  });

  it('audits the command line as cli', async () => {
    const {
      deals: [deal],
    } = await disputed(1);
    const done = await runAdminCommand(t.dataDir, [
      'deal',
      'finish',
      deal!.id,
      '--reason',
      'Settled by phone',
    ]);
    expect(done).toMatchObject({ code: 0 });
    expect(await auditRowsOf(t, 'deal', deal!.id)).toMatchObject([
      { operator_label: 'cli', action: 'deal.finish', reason: 'Settled by phone' },
    ]);
  });
});
