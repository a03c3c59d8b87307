/**
 * The deal state machine through the API (docs/product.md#deal-statuses): every move the
 * transition table does not allow is refused with the deal's status named, and changes
 * nothing; another account's deal is not found; revision rounds are counted; moves of one
 * deal made at once run one after the other, and the ledger pays each amount once; each
 * party is told of the other's moves.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { CampaignType, DeliveryType } from '@/domain/campaigns/rules';
import { dealMoney } from '@/domain/deals/rules';
import { centsToAmount } from '@/domain/money';
import type { DealAction, DealStatus } from '@/domain/deals/rules';
import enDeals from '@/locales/en/deals.json';
import { dealEvents, deals } from '@/server/db/schema/deals';
import { ledgerTransactions } from '@/server/db/schema/wallet';
import { translate } from '@/server/i18n';
import { errorOf } from './helpers/account';
import { accountSums } from './helpers/campaigns';
import { signedInCompany } from './helpers/catalog';
import { creatorApi, creatorSession, insertCreators, variedCreators } from './helpers/creators';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealOf,
  dealUpTo,
  notificationsOf,
  uploadContent,
} from './helpers/deals';
import type { ApiDeal, DealOp, PickedTestDeal } from './helpers/deals';
import type { GraphqlResponse } from './helpers/http';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';
import { expectConsistentLedger } from './helpers/wallet';

const t = serverForFile();
afterAll(endClients);

type Party = 'company' | 'creator';

/** Every move a party makes through the API, with arguments every rule accepts. */
const MOVES: Array<{
  action: DealAction;
  party: Party;
  op: DealOp | 'upload';
  vars: (deal: ApiDeal) => Record<string, unknown>;
}> = [
  {
    action: 'ship',
    party: 'company',
    op: 'ship',
    vars: () => ({ carrier: 'ups', tracking_number: '1Z999' }),
  },
  {
    action: 'accept_content',
    party: 'company',
    op: 'accept',
    vars: (deal) => ({ content_id: deal.contents[0]?.id ?? '1' }),
  },
  {
    action: 'request_revision',
    party: 'company',
    op: 'revision',
    vars: (deal) => ({
      content_id: deal.contents[0]?.id ?? '1',
      feedback: 'Show the label please',
    }),
  },
  {
    action: 'cancel',
    party: 'company',
    op: 'cancel',
    vars: () => ({ reason: 'Our plans have changed' }),
  },
  {
    action: 'report_purchase',
    party: 'creator',
    op: 'reportPurchase',
    vars: () => ({ order_number: 'ORD-1' }),
  },
  { action: 'confirm_receipt', party: 'creator', op: 'confirmReceipt', vars: () => ({}) },
  { action: 'upload_content', party: 'creator', op: 'upload', vars: () => ({}) },
  {
    action: 'report_post',
    party: 'creator',
    op: 'reportPost',
    vars: () => ({ post_url: 'https://x.com/p/1' }),
  },
  {
    action: 'cancel',
    party: 'creator',
    op: 'creatorCancel',
    vars: () => ({ reason: 'I cannot make it now' }),
  },
];

/** What the database holds of a deal: a refused move must leave all of it as it was. */
async function stored(dealId: string) {
  const [row] = await t.db
    .select()
    .from(deals)
    .where(eq(deals.id, Number(dealId)));
  const events = await t.db
    .select()
    .from(dealEvents)
    .where(eq(dealEvents.deal_id, Number(dealId)));
  return { row, events: events.length };
}

interface Subject {
  label: string;
  type: CampaignType;
  deal: PickedTestDeal;
  companyToken: string;
}

/** Runs `move` on the subject's deal as its party (`as` overrides the token). */
function runMove(
  subject: Subject,
  move: (typeof MOVES)[number],
  shown: ApiDeal,
  token?: string,
): Promise<GraphqlResponse<Record<string, ApiDeal>>> {
  const { deal } = subject;
  const as = token ?? (move.party === 'company' ? subject.companyToken : deal.creatorToken);
  if (move.op === 'upload') return uploadContent(t, as, deal.id, contentFor(subject.type));
  return dealApi(t, as, move.op, { id: deal.id, ...move.vars(shown) });
}

/** Deals in every status a party can meet, made by the parties' own moves. */
async function dealsInEveryStatus(): Promise<Subject[]> {
  const image = await campaignWithDeals(t, { type: 'ugc_image', delivery: 'refund', picks: 6 });
  const [started, purchased, received, approved, completed, canceled] = image.deals;
  const on = (deal: PickedTestDeal, type: CampaignType = 'ugc_image') => ({
    deal,
    type,
    companyToken: image.token,
  });
  const upTo = (deal: PickedTestDeal, until: Parameters<typeof dealUpTo>[5]) =>
    dealUpTo(t, image.token, deal, 'ugc_image', 'refund', until);
  await upTo(purchased!, 'purchased_sent');
  await upTo(received!, 'product_received');
  await upTo(approved!, 'content_approved_by_admin');
  const ready = await upTo(completed!, 'content_approved_by_admin');
  dealOf(
    await dealApi(t, image.token, 'accept', { id: ready.id, content_id: ready.contents[0]!.id }),
  );
  dealOf(
    await dealApi(t, image.token, 'cancel', { id: canceled!.id, reason: 'Our plans have changed' }),
  );

  const shipping = await campaignWithDeals(t, { type: 'ugc_video', delivery: 'shipping' });
  const social = await campaignWithDeals(t, { type: 'social_media', delivery: 'refund' });
  const waiting = await dealUpTo(
    t,
    social.token,
    social.deals[0]!,
    'social_media',
    'refund',
    'content_approved_by_admin',
  );
  dealOf(
    await dealApi(t, social.token, 'accept', {
      id: waiting.id,
      content_id: waiting.contents[0]!.id,
    }),
  );
  return [
    { label: 'refund, creator_accepted', ...on(started!) },
    { label: 'purchased_sent', ...on(purchased!) },
    { label: 'product_received', ...on(received!) },
    { label: 'content_approved_by_admin', ...on(approved!) },
    { label: 'completed', ...on(completed!) },
    { label: 'canceled', ...on(canceled!) },
    {
      label: 'shipping, creator_accepted',
      deal: shipping.deals[0]!,
      type: 'ugc_video',
      companyToken: shipping.token,
    },
    {
      label: 'creator_waiting_for_publish_date',
      deal: social.deals[0]!,
      type: 'social_media',
      companyToken: social.token,
    },
  ];
}

describe('moves the transition table does not allow', () => {
  it('are refused in every status, naming the status, and change nothing', async () => {
    const subjects = await dealsInEveryStatus();
    const statuses = new Set<string>();
    let refusals = 0;
    for (const subject of subjects) {
      const forCompany = dealOf(
        await dealApi(t, subject.companyToken, 'deal', { id: subject.deal.id }),
      );
      const forCreator = dealOf(
        await dealApi(t, subject.deal.creatorToken, 'creatorDeal', { id: subject.deal.id }),
      );
      statuses.add(forCompany.status);
      const label = enDeals.status[forCompany.status as DealStatus];
      const before = await stored(subject.deal.id);
      for (const move of MOVES) {
        const offered = (move.party === 'company' ? forCompany : forCreator).actions;
        if (offered.includes(move.action)) continue;
        const answer = await runMove(subject, move, forCompany);
        expect(errorOf(answer), `${subject.label}: ${move.op}`).toMatchObject({
          message: `This deal is at "${label}": that step is not possible now`,
          extensions: { code: 'DEAL_ACTION_NOT_ALLOWED' },
        });
        refusals += 1;
      }
      expect(await stored(subject.deal.id), subject.label).toEqual(before);
    }
    expect([...statuses].sort()).toEqual(
      [
        'canceled',
        'completed',
        'content_approved_by_admin',
        'creator_accepted',
        'creator_waiting_for_publish_date',
        'product_received',
        'purchased_sent',
      ].sort(),
    );
    expect(refusals).toBeGreaterThan(50);
  });

  it('offers each party exactly the moves of its status', async () => {
    const {
      token,
      deals: [deal],
    } = await campaignWithDeals(t, { delivery: 'shipping' });
    const forCreator = dealOf(
      await dealApi(t, deal!.creatorToken, 'creatorDeal', { id: deal!.id }),
    );
    // On shipping delivery the company ships; the creator may only cancel.
    expect(forCreator.actions).toEqual(['cancel']);
    expect(dealOf(await dealApi(t, token, 'deal', { id: deal!.id })).actions).toEqual([
      'ship',
      'cancel',
    ]);
    // The creator cannot report a purchase the company makes.
    const refused = await dealApi(
      t,
      deal!.creatorToken,
      'reportPurchase',
      {
        id: deal!.id,
        order_number: 'ORD-9',
      },
      'es',
    );
    expect(errorOf(refused)).toMatchObject({
      message: 'Este acuerdo está en "Acuerdo iniciado": ese paso no es posible ahora',
      extensions: { code: 'DEAL_ACTION_NOT_ALLOWED' },
    });
  });

  it('refuses a cancel once content was uploaded, even back in content creation', async () => {
    const {
      token,
      deals: [deal],
    } = await campaignWithDeals(t, { type: 'ugc_video' });
    const ready = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_video',
      'refund',
      'content_approved_by_admin',
    );
    const revised = dealOf(
      await dealApi(t, token, 'revision', {
        id: deal!.id,
        content_id: ready.contents[0]!.id,
        feedback: 'Please film it in daylight',
      }),
    );
    expect(revised.status).toBe('product_received');
    expect(revised.actions).not.toContain('cancel');
    for (const [as, op] of [
      [token, 'cancel'],
      [deal!.creatorToken, 'creatorCancel'],
    ] as const) {
      expect(
        errorOf(await dealApi(t, as, op, { id: deal!.id, reason: 'Changed our minds' })),
      ).toMatchObject({
        message: 'This deal is at "Content creation": that step is not possible now',
        extensions: { code: 'DEAL_ACTION_NOT_ALLOWED' },
      });
    }
  });
});

describe("another account's deal", () => {
  it('is not found, for every operation of either role, and nothing changes', async () => {
    const {
      token,
      deals: [deal, otherCreatorsDeal],
    } = await campaignWithDeals(t, { picks: 2 });
    const shown = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_image',
      'refund',
      'content_approved_by_admin',
    );
    const stranger = await signedInCompany(t);
    const before = await stored(deal!.id);
    const ledgerBefore = await t.db.select().from(ledgerTransactions);

    const notFound = { message: 'Deal not found', extensions: { code: 'NOT_FOUND' } };
    expect(errorOf(await dealApi(t, stranger.token, 'deal', { id: deal!.id }))).toMatchObject(
      notFound,
    );
    expect(
      errorOf(await dealApi(t, otherCreatorsDeal!.creatorToken, 'creatorDeal', { id: deal!.id })),
    ).toMatchObject(notFound);
    const subject: Subject = {
      label: 'stranger',
      type: 'ugc_image',
      deal: deal!,
      companyToken: token,
    };
    for (const move of MOVES) {
      const as = move.party === 'company' ? stranger.token : otherCreatorsDeal!.creatorToken;
      expect(errorOf(await runMove(subject, move, shown, as)), move.op).toMatchObject(notFound);
    }
    // Ids that name no deal at all answer the same.
    for (const id of ['abc', '0', '2147483648', '99999999']) {
      expect(errorOf(await dealApi(t, token, 'deal', { id }))).toMatchObject(notFound);
      expect(
        errorOf(await dealApi(t, token, 'cancel', { id, reason: 'No such deal here' })),
      ).toMatchObject(notFound);
    }
    expect(await stored(deal!.id)).toEqual(before);
    expect(await t.db.select().from(ledgerTransactions)).toEqual(ledgerBefore);
  });

  it("is refused to the other role's session (FORBIDDEN), whoever owns it", async () => {
    const {
      token,
      deals: [deal],
    } = await campaignWithDeals(t, { delivery: 'shipping' });
    const forbidden = { message: 'This account cannot do that', extensions: { code: 'FORBIDDEN' } };
    expect(
      errorOf(
        await dealApi(t, deal!.creatorToken, 'ship', {
          id: deal!.id,
          carrier: 'ups',
          tracking_number: '1Z1',
        }),
      ),
    ).toMatchObject(forbidden);
    expect(errorOf(await dealApi(t, token, 'confirmReceipt', { id: deal!.id }))).toMatchObject(
      forbidden,
    );
    expect(errorOf(await dealApi(t, token, 'creatorDeal', { id: deal!.id }))).toMatchObject(
      forbidden,
    );
  });
});

describe('bad input', () => {
  it('is refused, translated, and nothing is written', async () => {
    const { token, deals: picked } = await campaignWithDeals(t, {
      type: 'social_media',
      picks: 2,
    });
    const [deal, other] = picked;
    const ready = await dealUpTo(
      t,
      token,
      deal!,
      'social_media',
      'refund',
      'content_approved_by_admin',
    );
    const before = await stored(deal!.id);
    const id = deal!.id;
    const contentId = ready.contents[0]!.id;
    const UNSTORABLE = 'Contiene caracteres que no se pueden guardar: quítalos, por favor';
    const cases: Array<{
      as: string;
      op: DealOp;
      variables: Record<string, unknown>;
      field: string;
      text?: string;
    }> = [
      {
        as: token,
        op: 'ship',
        variables: { id: other!.id, carrier: 'ups', tracking_number: '1Z\u0000999' },
        field: 'tracking_number',
        text: UNSTORABLE,
      },
      {
        as: token,
        op: 'ship',
        variables: { id: other!.id, carrier: 'ups', tracking_number: 'x'.repeat(23) },
        field: 'tracking_number',
      },
      {
        as: token,
        op: 'revision',
        variables: { id, content_id: contentId, feedback: 'Please \u0000 fix it' },
        field: 'feedback',
        text: UNSTORABLE,
      },
      {
        as: token,
        op: 'revision',
        variables: {
          id,
          content_id: contentId,
          feedback: 'Please fix it',
          time_comments: [{ at_seconds: 4000, text: 'Late' }],
        },
        field: 'time_comments[0].at_seconds',
      },
      {
        as: token,
        op: 'cancel',
        variables: { id: other!.id, reason: 'Bad \ud800 reason here' },
        field: 'reason',
        text: UNSTORABLE,
      },
      {
        as: other!.creatorToken,
        op: 'reportPurchase',
        variables: { id: other!.id, order_number: 'A\u0000B' },
        field: 'order_number',
        text: UNSTORABLE,
      },
      {
        as: deal!.creatorToken,
        op: 'reportPost',
        variables: { id, post_url: 'javascript:alert(1)' },
        field: 'post_url',
      },
      {
        as: other!.creatorToken,
        op: 'creatorCancel',
        variables: { id: other!.id, reason: 'short' },
        field: 'reason',
      },
    ];
    for (const { as, op, variables, field, text } of cases) {
      const error = errorOf(await dealApi(t, as, op, variables, 'es'));
      expect(error, `${op} ${field}`).toMatchObject({
        message: translate('es', 'errors:badInput'),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const fields = error.extensions?.fields ?? {};
      expect(Object.keys(fields), `${op} ${field}`).toContain(field);
      if (text) expect(fields[field]).toBe(text);
    }
    expect(await stored(deal!.id)).toEqual(before);
    const untouched = dealOf(await dealApi(t, token, 'deal', { id: other!.id }));
    expect(untouched.status).toBe('creator_accepted');
  });
});

describe('revisions', () => {
  it("stop at the campaign's revision rounds; the company can still accept", async () => {
    const {
      token,
      deals: [deal],
    } = await campaignWithDeals(t, { type: 'ugc_video', revisionRounds: 1 });
    const id = deal!.id;
    const first = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_video',
      'refund',
      'content_approved_by_admin',
    );
    expect(first).toMatchObject({ revisions_used: 0, revisions_left: 1 });
    const comments = [
      { at_seconds: 3.5, text: 'The logo is hidden here' },
      { at_seconds: 12, text: 'Cut this part' },
    ];
    const revised = dealOf(
      await dealApi(t, token, 'revision', {
        id,
        content_id: first.contents[0]!.id,
        feedback: '  Please show the logo clearly  ',
        time_comments: comments,
      }),
    );
    expect(revised).toMatchObject({
      status: 'product_received',
      revisions_used: 1,
      revisions_left: 0,
    });
    expect(revised.contents[0]).toMatchObject({
      status: 'denied',
      feedback: 'Please show the logo clearly',
      time_comments: comments,
    });
    expect(revised.events.at(-1)).toMatchObject({
      action: 'request_revision',
      actor: 'company',
      note: 'Please show the logo clearly',
    });

    const again = dealOf(await uploadContent(t, deal!.creatorToken, id, contentFor('ugc_video')));
    expect(again.contents.map((content) => [content.round, content.status])).toEqual([
      [2, 'accepted'],
      [1, 'denied'],
    ]);
    // The older upload is not the one under review.
    expect(
      errorOf(await dealApi(t, token, 'accept', { id, content_id: first.contents[0]!.id })),
    ).toMatchObject({
      message: 'This is not the content waiting for your review',
      extensions: { code: 'CONTENT_NOT_CURRENT' },
    });
    // Bad feedback is refused as input before the rounds are counted.
    expect(
      errorOf(
        await dealApi(t, token, 'revision', {
          id,
          content_id: again.contents[0]!.id,
          feedback: 'short',
        }),
      ),
    ).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(
      errorOf(
        await dealApi(t, token, 'revision', {
          id,
          content_id: again.contents[0]!.id,
          feedback: 'One more change please',
        }),
      ),
    ).toMatchObject({
      message:
        'All 1 revision rounds of this campaign are used. Accept the content, or write to support if it does not follow the brief.',
      extensions: { code: 'REVISIONS_USED' },
    });
    const accepted = dealOf(
      await dealApi(t, token, 'accept', { id, content_id: again.contents[0]!.id }),
    );
    expect(accepted.status).toBe('completed');
  });

  it('take time-coded comments only on a video', async () => {
    const {
      token,
      deals: [deal],
    } = await campaignWithDeals(t, { type: 'ugc_image' });
    const ready = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_image',
      'refund',
      'content_approved_by_admin',
    );
    const before = await stored(deal!.id);
    const refused = await dealApi(t, token, 'revision', {
      id: deal!.id,
      content_id: ready.contents[0]!.id,
      feedback: 'Please show the logo',
      time_comments: [{ at_seconds: 1, text: 'Here' }],
    });
    expect(errorOf(refused)).toMatchObject({
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { time_comments: 'Time-coded comments are for video content only' },
      },
    });
    expect(await stored(deal!.id)).toEqual(before);
  });
});

describe('moves made at once', () => {
  it('pay the creator once when five acceptances arrive together', async () => {
    const {
      company,
      token,
      campaign,
      deals: [deal],
    } = await campaignWithDeals(t, { delivery: 'shipping', picks: 1, numberOfDeals: 2 });
    const ready = await dealUpTo(
      t,
      token,
      deal!,
      'ugc_image',
      'shipping',
      'content_approved_by_admin',
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        dealApi(t, token, 'accept', { id: deal!.id, content_id: ready.contents[0]!.id }),
      ),
    );
    const accepted = answers.filter((answer) => answer.body.data);
    expect(accepted).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.data)) {
      expect(errorOf(answer).extensions?.code).toBe('DEAL_ACTION_NOT_ALLOWED');
    }
    const payouts = await t.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(eq(ledgerTransactions.company_id, company.id), eq(ledgerTransactions.kind, 'payout')),
      );
    expect(payouts).toHaveLength(1);
    expect(payouts[0]!.amount_cents).toBe(dealMoney(campaign.cost_lines).feeCents);
    await expectConsistentLedger(t, company.id);
  });

  it.each<[DeliveryType, DealOp]>([
    ['shipping', 'ship'],
    ['refund', 'reportPurchase'],
  ])(
    'cancel and the first step together (%s): every cent accounted for once',
    async (delivery, first) => {
      const {
        company,
        token,
        campaign,
        deals: picked,
      } = await campaignWithDeals(t, { delivery, picks: 3 });
      const money = dealMoney(campaign.cost_lines);
      const sumsBefore = await accountSums(t, company.id);
      await Promise.all(
        picked.flatMap((deal) => [
          dealApi(t, first === 'ship' ? token : deal.creatorToken, first, {
            id: deal.id,
            carrier: 'ups',
            tracking_number: '1Z777',
            order_number: 'ORD-5',
          }),
          dealApi(t, token, 'cancel', { id: deal.id, reason: 'We are cancelling this one' }),
        ]),
      );
      const rows = await t.db.select().from(deals).where(eq(deals.campaign_id, campaign.id));
      expect(rows.map((row) => row.status)).toEqual(['canceled', 'canceled', 'canceled']);
      const reimbursed = rows.filter((row) => row.reimbursement_transaction_id !== null).length;
      if (delivery === 'shipping') expect(reimbursed).toBe(0);
      const sums = await accountSums(t, company.id);
      // Each deal's money went back, or to the creator, exactly once.
      expect((sums.wallet ?? 0) - (sumsBefore.wallet ?? 0)).toBe(
        3 * (money.feeCents + money.reimbursementCents) - reimbursed * money.reimbursementCents,
      );
      expect(sums.creator_payouts ?? 0).toBe(reimbursed * money.reimbursementCents);
      // Every deal has ended: the campaign is completed and escrow keeps only the platform fee.
      const platformFee = campaign.cost_lines.find((line) => line.kind === 'platform_fee')!;
      expect(sums).toMatchObject({ campaign_escrow: 0, platform_revenue: platformFee.amountCents });
      await expectConsistentLedger(t, company.id);
    },
  );
});

describe('notifications', () => {
  it("tell each party of the other's moves, in the campaign's language for the company", async () => {
    const {
      company,
      token,
      campaign,
      deals: [first],
    } = await campaignWithDeals(t, {
      delivery: 'shipping',
      picks: 1,
      numberOfDeals: 2,
      locale: 'es',
    });
    const [creator] = await insertCreators(
      t,
      variedCreators(1, 99).map((c) => ({ ...c, categories: ['beauty'] })),
    );
    const creatorToken = await creatorSession(t, creator!.id);
    const toCompany = await notificationsOf(t, company.id, token);
    const toCreator = await notificationsOf(t, creator!.id, creatorToken);
    const picked = await creatorApi(t, token, 'pick', {
      campaign_id: String(campaign.id),
      creator_id: String(creator!.id),
    });
    const id = picked.body.data!.DealCreate.id;
    const event = (status: string) => ({
      event: 'deal_changed',
      deal_id: id,
      campaign_id: String(campaign.id),
      status,
    });
    await toCreator.waitFor({
      event: 'creator_picked',
      deal_id: id,
      campaign_id: String(campaign.id),
      message: `You were picked for ${campaign.name}`,
    });

    dealOf(await dealApi(t, token, 'ship', { id, carrier: 'fedex', tracking_number: 'FX12345' }));
    await toCreator.waitFor({
      ...event('purchased_sent'),
      message: `Test company shipped the product for ${campaign.name}`,
    });
    dealOf(await dealApi(t, creatorToken, 'confirmReceipt', { id }));
    await toCompany.waitFor({
      ...event('product_received'),
      message: `${creator!.name} ha recibido el producto de ${campaign.name}`,
    });
    const ready = dealOf(await uploadContent(t, creatorToken, id, contentFor('ugc_image')));
    await toCompany.waitFor({
      ...event('content_approved_by_admin'),
      message: `El contenido de ${creator!.name} para ${campaign.name} está listo para tu revisión`,
    });
    // The first deal ends too, so the campaign completes with the second acceptance.
    dealOf(await dealApi(t, token, 'cancel', { id: first!.id, reason: 'We only need one video' }));
    dealOf(await dealApi(t, token, 'accept', { id, content_id: ready.contents[0]!.id }));
    await toCreator.waitFor({
      ...event('completed'),
      message: `Test company accepted your content for ${campaign.name}: $${centsToAmount(dealMoney(campaign.cost_lines).feeCents)} is in your earnings`,
    });
    await toCompany.waitFor({
      event: 'campaign_status',
      campaign_id: String(campaign.id),
      status: 'completed',
      message: `Tu campaña ${campaign.name} se ha completado`,
    });
    // The company's own moves only refresh its screens (no message); one notice per step.
    expect(
      toCompany.received.filter((n) => n.deal_id === id).map((n) => [n.status, n.message !== '']),
    ).toEqual([
      ['purchased_sent', false],
      ['product_received', true],
      ['content_approved_by_admin', true],
      ['completed', false],
    ]);
  });
});
