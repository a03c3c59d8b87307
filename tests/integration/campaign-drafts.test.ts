/**
 * Campaigns waiting for payment (docs/product.md#brand-teams): a member sends the wizard's
 * campaign, the team lists it, an admin opens it and pays it with CampaignCreate's
 * draft_id, which deletes it in the payment's transaction: paid once, by one admin, even
 * when two pay at the same time; another company never sees, opens, deletes or pays it.
 */
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_NAME_MAX } from '@/domain/campaigns/rules';
import type { TeamRole } from '@/domain/teams/roles';
import { issueSession } from '@/server/auth/tokens';
import { campaignDrafts } from '@/server/db/schema/campaignDrafts';
import { sandboxGatewayCharges } from '@/server/db/schema/sandboxGateway';
import { companyMembers } from '@/server/db/schema/teams';
import { ServiceError } from '@/server/services/errors';
import { pay } from '@/server/services/wallet/payments';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { catalog } from './helpers/catalog';
import {
  accountSums,
  campaignCompany,
  campaignCount,
  campaignInput,
  createArgs,
} from './helpers/campaigns';
import { creatorSession, insertCreators, variedCreators } from './helpers/creators';
import { postGraphql } from './helpers/http';
import { operatorSession } from './helpers/operator';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { credit, expectConsistentLedger, moneyEnv, purposeOf } from './helpers/wallet';

const t = serverForFile();

const SAVED = 'id name created_by created_at number_of_deals type';
const DRAFT = `type name brand_id product_ids delivery_type taxes_shipping_compensation
  number_of_deals creator_tier creator_category must_have_tags content_brief content_format
  video_duration resource_links ages genders ethnicities revision_rounds`;

const OPS = {
  submit: `mutation CampaignDraftSubmit($input: CampaignInput!) {
    CampaignDraftSubmit(input: $input) { ${SAVED} } }`,
  drafts: `query CampaignDrafts { CampaignDrafts { ${SAVED} } }`,
  open: `query CampaignDraftOpen($id: ID!) { CampaignDraftOpen(id: $id) { ${DRAFT} } }`,
  delete: `mutation CampaignDraftDelete($id: ID!) {
    CampaignDraftDelete(id: $id) { status message } }`,
  pay: `mutation CampaignCreate($input: CampaignInput!, $payment: CampaignPaymentInput!,
    $idempotency_key: String!, $accept_terms: Boolean!, $draft_id: ID) {
    CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
      accept_terms: $accept_terms, draft_id: $draft_id) { id name status total } }`,
} as const;

interface Saved {
  id: string;
  name: string;
  created_by: string | null;
  created_at: string;
  number_of_deals: number;
  type: string;
}
interface DraftData {
  submit: { CampaignDraftSubmit: Saved };
  drafts: { CampaignDrafts: Saved[] };
  open: { CampaignDraftOpen: Record<string, unknown> };
  delete: { CampaignDraftDelete: { status: string; message: string } };
  pay: { CampaignCreate: { id: string; name: string; status: string; total: number } };
}

function api<O extends keyof typeof OPS>(
  token: string,
  op: O,
  variables: Record<string, unknown> = {},
  locale = 'en',
) {
  return postGraphql<DraftData[O]>(`${t.url}/v1/j`, OPS[op], {
    token,
    variables,
    headers: { 'accept-language': locale },
  });
}

/** Another person of `companyId` with `role`, and their session there. */
async function teammate(server: TestServer, companyId: number, role: TeamRole, name: string) {
  const person = await server.createCompany({ first_name: name, last_name: 'Doe' });
  await server.db
    .insert(companyMembers)
    .values({ company_id: companyId, account_id: person.id, role });
  const { token } = await issueSession(
    server.db,
    server.config.jwtSecret,
    companyId,
    new Date(),
    'company',
    undefined,
    { accountId: person.id, teamRole: role },
  );
  return { person, token };
}

/** A company ready to pay ($5,000 in its wallet), a member of it and a draft they sent. */
async function companyWithDraft() {
  const company = await campaignCompany(t);
  await credit(t, company.company.id, 5_000_00);
  const member = await teammate(t, company.company.id, 'member', 'Mia');
  const input = campaignInput(company.brandId, company.productIds);
  const saved = dataOf(await api(member.token, 'submit', { input })).CampaignDraftSubmit;
  return { ...company, member, input, saved };
}

async function draftRows(companyId: number) {
  return t.db.select().from(campaignDrafts).where(eq(campaignDrafts.company_id, companyId));
}

describe('campaigns waiting for payment', () => {
  it('are sent, listed, opened, paid once with draft_id and then gone', async () => {
    const { company, token, member, input, saved, cardId } = await companyWithDraft();
    expect(saved).toMatchObject({
      name: input.name,
      created_by: 'Mia Doe',
      number_of_deals: input.number_of_deals,
      type: input.type,
    });
    // Nothing was charged by sending it.
    expect(await campaignCount(t, company.id)).toBe(0);
    const before = await accountSums(t, company.id);

    const listed = dataOf(await api(token, 'drafts')).CampaignDrafts;
    expect(listed).toEqual([saved]);
    // Everyone of the company sees it, the member who sent it too.
    expect(dataOf(await api(member.token, 'drafts')).CampaignDrafts).toEqual([saved]);
    expect(dataOf(await api(token, 'open', { id: saved.id })).CampaignDraftOpen).toEqual(input);

    const paid = dataOf(await api(token, 'pay', createArgs(input, null, { draft_id: saved.id })));
    expect(paid.CampaignCreate).toMatchObject({ name: input.name });
    expect(dataOf(await api(token, 'drafts')).CampaignDrafts).toEqual([]);
    expect(await campaignCount(t, company.id)).toBe(1);
    const afterPaying = await accountSums(t, company.id);
    expect(afterPaying.wallet).toBe(before.wallet! - paid.CampaignCreate.total);

    // Paying it again (another key, by card this time) is refused and charges nothing.
    const again = await api(token, 'pay', createArgs(input, cardId, { draft_id: saved.id }));
    expect(errorOf(again).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(again).message).toBe('Campaign waiting for payment not found');
    expect(await campaignCount(t, company.id)).toBe(1);
    expect(await accountSums(t, company.id)).toEqual(afterPaying);
    const charges = await t.db
      .select()
      .from(sandboxGatewayCharges)
      .where(like(sandboxGatewayCharges.idempotency_key, `company:${company.id}:%`));
    expect(charges).toEqual([]);
    await expectConsistentLedger(t, company.id);
  });

  it('answers a retry of the paying key with its campaign, without paying twice', async () => {
    const { company, token, input, saved } = await companyWithDraft();
    const args = createArgs(input, null, { draft_id: saved.id });
    const first = dataOf(await api(token, 'pay', args)).CampaignCreate;
    const sums = await accountSums(t, company.id);
    expect(dataOf(await api(token, 'pay', args)).CampaignCreate).toEqual(first);
    expect(await accountSums(t, company.id)).toEqual(sums);
    expect(await campaignCount(t, company.id)).toBe(1);
  });

  it('are deleted by anyone of the company, and open without products deleted since', async () => {
    const { company, token, member, input, saved, brandId, productIds } = await companyWithDraft();
    const campaign = dataOf(await api(token, 'submit', { input })).CampaignDraftSubmit;
    dataOf(await catalog(t, token, 'productDelete', { id: productIds[0] }));
    const opened = dataOf(await api(token, 'open', { id: campaign.id })).CampaignDraftOpen;
    expect(opened).toEqual({ ...input, brand_id: brandId, product_ids: [productIds[1]] });

    const deleted = dataOf(await api(member.token, 'delete', { id: saved.id }, 'es'));
    expect(deleted.CampaignDraftDelete).toEqual({
      status: 'success',
      message: 'Campaña eliminada de las pendientes de pago',
    });
    expect((await draftRows(company.id)).map((row) => String(row.id))).toEqual([campaign.id]);
    const twice = await api(member.token, 'delete', { id: saved.id });
    expect(errorOf(twice).extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it("are another company's to list, open, delete and pay: NOT_FOUND, nothing changes", async () => {
    const { company, saved } = await companyWithDraft();
    const other = await campaignCompany(t);
    await credit(t, other.company.id, 5_000_00);
    const rows = await draftRows(company.id);
    const sums = await accountSums(t, other.company.id);

    expect(dataOf(await api(other.token, 'drafts')).CampaignDrafts).toEqual([]);
    const input = campaignInput(other.brandId, other.productIds);
    for (const response of [
      await api(other.token, 'open', { id: saved.id }),
      await api(other.token, 'delete', { id: saved.id }),
      await api(other.token, 'pay', createArgs(input, null, { draft_id: saved.id })),
      await api(other.token, 'pay', createArgs(input, other.cardId, { draft_id: saved.id })),
      await api(other.token, 'open', { id: 'not-an-id' }),
      await api(other.token, 'open', { id: `${saved.id}\u0000` }),
      await api(other.token, 'delete', { id: `${saved.id}\u0000` }),
      await api(other.token, 'pay', createArgs(input, null, { draft_id: `${saved.id}\u0000` })),
    ]) {
      expect(errorOf(response).extensions).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await draftRows(company.id)).toEqual(rows);
    expect(await campaignCount(t, other.company.id)).toBe(0);
    expect(await accountSums(t, other.company.id)).toEqual(sums);
  });

  it("are no creator's or operator's (FORBIDDEN)", async () => {
    const { company, saved, input } = await companyWithDraft();
    const [creator] = await insertCreators(t, variedCreators(1));
    const creatorToken = await creatorSession(t, creator!.id);
    const operator = await operatorSession(t);
    for (const token of [creatorToken, operator.token]) {
      for (const response of [
        await api(token, 'drafts'),
        await api(token, 'open', { id: saved.id }),
        await api(token, 'submit', { input }),
        await api(token, 'delete', { id: saved.id }),
      ]) {
        expect(errorOf(response).extensions).toMatchObject({ code: 'FORBIDDEN' });
      }
    }
    expect(await draftRows(company.id)).toHaveLength(1);
  });

  it('refuses bad input with translated field errors and stores nothing', async () => {
    const { company, token, brandId, productIds } = await campaignCompany(t);
    const cases = [
      {
        values: { name: 'Spring\u0000launch' },
        en: 'This contains characters that cannot be saved: please remove them',
      },
      {
        values: { name: 'a'.repeat(CAMPAIGN_NAME_MAX + 1) },
        en: `The name must have 6 to ${CAMPAIGN_NAME_MAX} characters`,
        es: `El nombre debe tener de 6 a ${CAMPAIGN_NAME_MAX} caracteres`,
      },
    ];
    for (const { values, en, es } of cases) {
      const input = campaignInput(brandId, productIds, values);
      const english = await api(token, 'submit', { input });
      expect(errorOf(english).extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { name: en },
      });
      if (es) {
        const spanish = await api(token, 'submit', { input }, 'es');
        expect(errorOf(spanish).extensions).toMatchObject({ fields: { name: es } });
      }
    }
    // Another company's brand is refused as CampaignCreate refuses it.
    const other = await campaignCompany(t);
    const foreign = await api(token, 'submit', {
      input: campaignInput(other.brandId, other.productIds),
    });
    expect(errorOf(foreign).extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { brand_id: 'Brand not found' },
    });
    expect(await draftRows(company.id)).toEqual([]);
  });

  it('are paid once when two admins pay at the same time: one campaign, one charge', async () => {
    const { company, token, input, saved } = await companyWithDraft();
    const admin = await teammate(t, company.id, 'admin', 'Ada');
    const before = await accountSums(t, company.id);
    const answers = await Promise.all(
      [token, admin.token].map((session) =>
        api(session, 'pay', createArgs(input, null, { draft_id: saved.id })),
      ),
    );
    const paid = answers.filter((answer) => answer.body.data?.CampaignCreate);
    expect(paid).toHaveLength(1);
    const refused = answers.find((answer) => !answer.body.data?.CampaignCreate)!;
    expect(errorOf(refused).extensions).toMatchObject({ code: 'NOT_FOUND' });
    expect(await campaignCount(t, company.id)).toBe(1);
    const total = paid[0]!.body.data!.CampaignCreate.total;
    expect((await accountSums(t, company.id)).wallet).toBe(before.wallet! - total);
    await expectConsistentLedger(t, company.id);
  });

  it('refunds the card when what it paid for refuses to be recorded (paid meanwhile)', async () => {
    const { company, cardId } = await campaignCompany(t);
    const key = `draft-refund-${company.id}`;
    const refusal = new ServiceError('NOT_FOUND', 'errors:campaignDraftNotFound');
    const purpose = {
      ...purposeOf(100_00),
      record: () => Promise.reject(refusal),
    };
    await expect(
      pay(moneyEnv(t), company.id, 100_00, { cardId: cardId! }, key, purpose),
    ).rejects.toBe(refusal);
    const [charge] = await t.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.idempotency_key, `company:${company.id}:${key}`));
    expect(charge!.refunded_cents).toBe(charge!.amount_cents);
    expect(await accountSums(t, company.id)).toEqual({});
  });
});
