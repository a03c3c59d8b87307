/**
 * Deleting an account (docs/product.md#account-data): refused while the company still has
 * business under way (an open deal, a campaign awaiting approval, active or paused, money in
 * its wallet); otherwise its personal data is erased and everything bookkeeping and the
 * creators need stays: the company row, its money records, its ended deals and their content.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, sessions } from '@/server/db/schema/account';
import { cards, gatewayCustomers, invoices } from '@/server/db/schema/billing';
import { campaigns } from '@/server/db/schema/campaigns';
import { deals } from '@/server/db/schema/deals';
import { images } from '@/server/db/schema/images';
import { sandboxGatewayCharges } from '@/server/db/schema/sandboxGateway';
import { ledgerEntries, ledgerTransactions, paymentAttempts } from '@/server/db/schema/wallet';
import { approveCampaign } from '@/server/services/campaigns/review';
import { call, errorOf, sessionStatus, signUp } from './helpers/account';
import { accountSums, campaignCompany, campaignInput, createArgs } from './helpers/campaigns';
import { createProduct, dataOf, storedFiles, uploadImage } from './helpers/catalog';
import {
  creatorApi,
  creatorSession,
  EVERYONE,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { insertContent } from './helpers/dealRows';
import { dealApi, dealOf } from './helpers/deals';
import { postGraphql } from './helpers/http';
import { jpegBytes, pngBytes } from './helpers/images';
import { addCard, TEST_CARDS } from './helpers/money';
import { serverForFile } from './helpers/testServer';
import { credit, moneyEnv } from './helpers/wallet';

const t = serverForFile();

const CAMPAIGN_CREATE = `mutation CampaignCreate($input: CampaignInput!,
  $payment: CampaignPaymentInput!, $idempotency_key: String!, $accept_terms: Boolean!) {
  CampaignCreate(input: $input, payment: $payment, idempotency_key: $idempotency_key,
    accept_terms: $accept_terms) { id } }`;

/**
 * A company with a history: a brand with a product photo, two cards (one whose charges are
 * declined: a payment attempt), a one-deal campaign paid by card (a gateway charge, ledger
 * rows, an invoice), awaiting approval.
 */
async function companyWithHistory() {
  const { company, token, brandId, productIds, cardId } = await campaignCompany(t, {
    productCount: 1,
  });
  const photo = await uploadImage(t, token, jpegBytes());
  await uploadImage(t, token, pngBytes(2, 2, [5, 6, 7]));
  await createProduct(t, token, brandId, { name: 'Photographed', image_ids: [photo.id] });
  const input = campaignInput(brandId, productIds, {
    name: 'Goodbye launch',
    number_of_deals: 1,
    creator_tier: 'basic',
    ...EVERYONE,
  });
  const declinedCard = await addCard(t, token, TEST_CARDS.insufficientFunds);
  const declined = await postGraphql(`${t.url}/v1/j`, CAMPAIGN_CREATE, {
    token,
    variables: createArgs(input, declinedCard),
  });
  expect(errorOf(declined).extensions?.code).toBe('CARD_DECLINED');
  const created = await postGraphql<{ CampaignCreate: { id: string } }>(
    `${t.url}/v1/j`,
    CAMPAIGN_CREATE,
    { token, variables: createArgs(input, cardId) },
  );
  const campaignId = dataOf(created).CampaignCreate.id;
  return { company, token, campaignId };
}

/** The campaign approved and its one deal picked: a creator with a session. */
async function withOpenDeal(history: Awaited<ReturnType<typeof companyWithHistory>>) {
  await approveCampaign(moneyEnv(t), history.campaignId);
  const [creator] = await insertCreators(
    t,
    variedCreators(1, 7).map((values) => ({ ...values, categories: ['beauty'] })),
  );
  const picked = await creatorApi(t, history.token, 'pick', {
    campaign_id: history.campaignId,
    creator_id: String(creator!.id),
  });
  const dealId = dataOf(picked).DealCreate.id;
  return { ...history, dealId, creatorToken: await creatorSession(t, creator!.id) };
}

/**
 * Ends the deal (finished) and the campaign (completed) as their lifecycle would, written
 * straight to the rows: what matters here is only that nothing is open any more.
 */
async function endEverything(campaignId: string, dealId: string) {
  await t.db
    .update(deals)
    .set({ status: 'finished' })
    .where(eq(deals.id, Number(dealId)));
  await t.db
    .update(campaigns)
    .set({ status: 'completed' })
    .where(eq(campaigns.id, Number(campaignId)));
}

/** Every money record of the company, in a stable order. */
async function moneyRecords(companyId: number) {
  const customer = await t.db
    .select({ id: gatewayCustomers.customer_id })
    .from(gatewayCustomers)
    .where(eq(gatewayCustomers.company_id, companyId));
  return {
    transactions: await t.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.company_id, companyId))
      .orderBy(asc(ledgerTransactions.id)),
    entries: await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.company_id, companyId))
      .orderBy(asc(ledgerEntries.id)),
    invoices: await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.company_id, companyId))
      .orderBy(asc(invoices.id)),
    attempts: await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.company_id, companyId))
      .orderBy(asc(paymentAttempts.id)),
    charges: customer[0]
      ? await t.db
          .select()
          .from(sandboxGatewayCharges)
          .where(eq(sandboxGatewayCharges.customer_id, customer[0].id))
          .orderBy(asc(sandboxGatewayCharges.id))
      : [],
    sums: await accountSums(t, companyId),
  };
}

/** Everything personal of the company: compared before and after a refused deletion. */
async function personalData(companyId: number) {
  return {
    company: await t.db.select().from(companies).where(eq(companies.id, companyId)),
    cards: await t.db
      .select()
      .from(cards)
      .where(eq(cards.company_id, companyId))
      .orderBy(asc(cards.id)),
    images: await t.db
      .select()
      .from(images)
      .where(eq(images.company_id, companyId))
      .orderBy(asc(images.id)),
    sessions: await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.company_id, companyId))
      .orderBy(asc(sessions.id)),
    files: storedFiles(t).filter((path) => path.startsWith(`${companyId}/`)),
  };
}

/** The refusal of CompanyDelete: its code, message and listed reasons. */
async function refusal(token: string, locale?: string) {
  const error = errorOf(await call(t, 'delete', {}, { token, locale }));
  return {
    code: error.extensions?.code,
    message: error.message,
    reasons: error.extensions?.reasons,
  };
}

describe('CompanyDelete refuses while business is under way, and changes nothing', () => {
  it('refuses with a campaign awaiting approval', async () => {
    const { company, token } = await companyWithHistory();
    const before = {
      personal: await personalData(company.id),
      money: await moneyRecords(company.id),
    };
    expect(before.money.charges).toHaveLength(2);
    expect(before.money.attempts).toHaveLength(1);

    expect(await refusal(token)).toEqual({
      code: 'DELETION_REFUSED',
      message:
        'Your account cannot be deleted yet: 1 campaign is awaiting approval: once it is ' +
        'reviewed, deactivate it.',
      reasons: ['1 campaign is awaiting approval: once it is reviewed, deactivate it'],
    });
    expect(await refusal(token, 'es')).toMatchObject({
      message:
        'Tu cuenta aún no se puede eliminar: 1 campaña está pendiente de aprobación: cuando se ' +
        'revise, desactívala.',
    });
    expect({
      personal: await personalData(company.id),
      money: await moneyRecords(company.id),
    }).toEqual(before);
    expect(await sessionStatus(t, token)).toBe(200);
  });

  it('refuses with an active campaign', async () => {
    const history = await companyWithHistory();
    await approveCampaign(moneyEnv(t), history.campaignId);
    const before = await personalData(history.company.id);
    expect((await refusal(history.token)).reasons).toEqual([
      '1 campaign is active or paused: deactivate it first',
    ]);
    expect(await personalData(history.company.id)).toEqual(before);
  });

  it('refuses with a paused campaign: it still holds the money of its deals', async () => {
    const history = await companyWithHistory();
    await approveCampaign(moneyEnv(t), history.campaignId);
    await t.db
      .update(campaigns)
      .set({ status: 'paused' })
      .where(eq(campaigns.id, Number(history.campaignId)));
    expect((await refusal(history.token)).reasons).toEqual([
      '1 campaign is active or paused: deactivate it first',
    ]);
  });

  it('refuses with an open deal, naming every reason', async () => {
    const history = await withOpenDeal(await companyWithHistory());
    const before = {
      personal: await personalData(history.company.id),
      money: await moneyRecords(history.company.id),
    };
    const refused = await refusal(history.token);
    expect(refused.reasons).toEqual([
      'you have 1 open deal: it must be completed or cancelled first',
      '1 campaign is active or paused: deactivate it first',
    ]);
    expect(refused.message).toBe(
      'Your account cannot be deleted yet: you have 1 open deal: it must be completed or ' +
        'cancelled first; 1 campaign is active or paused: deactivate it first.',
    );
    expect({
      personal: await personalData(history.company.id),
      money: await moneyRecords(history.company.id),
    }).toEqual(before);
    expect(
      dealOf(await dealApi(t, history.creatorToken, 'creatorDeal', { id: history.dealId })).status,
    ).toBe('creator_accepted');
  });

  it('refuses while the wallet holds money, saying how to get it back', async () => {
    const { company, token } = await campaignCompany(t, { productCount: 1 });
    await credit(t, company.id, 12_50);
    const before = await personalData(company.id);
    expect(await refusal(token)).toEqual({
      code: 'DELETION_REFUSED',
      message:
        'Your account cannot be deleted yet: your wallet holds $12.50: ask support to refund ' +
        'it to you (an operator pays it back by bank transfer), then delete the account.',
      reasons: [
        'your wallet holds $12.50: ask support to refund it to you (an operator pays it back ' +
          'by bank transfer), then delete the account',
      ],
    });
    expect((await refusal(token, 'es')).reasons).toEqual([
      'tu monedero tiene 12.50 US$: pide a soporte que te lo reembolse (un operador te lo ' +
        'devuelve por transferencia bancaria) y después elimina la cuenta',
    ]);
    expect(await personalData(company.id)).toEqual(before);
  });
});

describe('CompanyDelete, once nothing is under way', () => {
  it('erases the personal data and keeps the money records and the ended deal', async () => {
    const history = await withOpenDeal(await companyWithHistory());
    const { company, token, dealId, creatorToken } = history;
    await endEverything(history.campaignId, dealId);
    const [dealRow] = await t.db
      .select()
      .from(deals)
      .where(eq(deals.id, Number(dealId)));
    const { files: contentFiles } = await insertContent(t, dealRow!, {
      status: 'accepted',
      files: [{ bytes: pngBytes(3, 3), contentType: 'image/png' }],
    });
    const money = await moneyRecords(company.id);
    expect(money.invoices.length).toBeGreaterThan(0);
    const uploads = (await personalData(company.id)).images;
    expect(uploads).toHaveLength(2);

    const response = await call(t, 'delete', {}, { token });
    expect(response.body).toEqual({
      data: { CompanyDelete: { status: 'success', message: 'Your account has been deleted' } },
    });

    const [row] = await t.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({
      first_name: null,
      last_name: null,
      phone: null,
      area_code: null,
      company_name: null,
      profile_picture_image: null,
      password_hash: null,
    });
    expect(row!.deleted_at).toBeInstanceOf(Date);
    // Unique, and never an address anyone can receive mail at (.invalid is reserved).
    expect(row!.email).toMatch(/^deleted-\d+-[0-9a-f]{16}@deleted\.invalid$/);
    for (const card of await t.db.select().from(cards).where(eq(cards.company_id, company.id))) {
      expect(card).toMatchObject({
        full_name: '',
        address_name: '',
        address_line1: '',
        address_line2: null,
        city: '',
        state: '',
        zip: '',
        tax_id: '',
      });
    }
    const after = await personalData(company.id);
    expect(after.images).toEqual([]);
    expect(after.sessions).toEqual([]);
    for (const upload of uploads) expect(after.files).not.toContain(upload.storage_key);
    expect(await sessionStatus(t, token)).toBe(401);

    expect(await moneyRecords(company.id)).toEqual(money);

    // The creator still sees the finished deal and its content.
    const shown = dealOf(await dealApi(t, creatorToken, 'creatorDeal', { id: dealId }));
    expect(shown.status).toBe('finished');
    expect(shown.contents.map((content) => content.files.length)).toEqual([1]);
    expect(storedFiles(t)).toContain(contentFiles[0]!.storage_key);
    const file = await fetch(`${t.url}${shown.contents[0]!.files[0]!.url}`, {
      headers: { authorization: `Bearer ${creatorToken}` },
    });
    expect(file.status).toBe(200);

    // The address is free to sign up again.
    await signUp(t, company.email);
  });

  it("acts on the caller's company only", async () => {
    const mine = await withOpenDeal(await companyWithHistory());
    const theirs = await campaignCompany(t, { productCount: 1 });
    const mineBefore = {
      personal: await personalData(mine.company.id),
      money: await moneyRecords(mine.company.id),
    };
    // Their deletion goes through although my company has business under way…
    expect((await call(t, 'delete', {}, { token: theirs.token })).body.errors).toBeUndefined();
    // …and touches nothing of mine.
    expect({
      personal: await personalData(mine.company.id),
      money: await moneyRecords(mine.company.id),
    }).toEqual(mineBefore);
    expect(await sessionStatus(t, mine.token)).toBe(200);
  });
});

describe('money records are kept by the database itself', () => {
  /** A statement deleting some of the company's rows of each money table. */
  const DELETES: Record<string, (companyId: number) => ReturnType<typeof sql>> = {
    ledger_entries: (id) =>
      sql`delete from ${ledgerEntries} where ${ledgerEntries.company_id} = ${id}`,
    // A top-up: no campaign names it, so only the trigger stands in the way.
    ledger_transactions: (id) =>
      sql`delete from ${ledgerTransactions} where ${ledgerTransactions.company_id} = ${id}
        and ${ledgerTransactions.kind} = 'top_up_bank'`,
    invoices: (id) => sql`delete from ${invoices} where ${invoices.company_id} = ${id}`,
    payment_attempts: (id) =>
      sql`delete from ${paymentAttempts} where ${paymentAttempts.company_id} = ${id}`,
    sandbox_gateway_charges: (id) =>
      sql`delete from ${sandboxGatewayCharges} where ${sandboxGatewayCharges.customer_id} in
        (select ${gatewayCustomers.customer_id} from ${gatewayCustomers}
          where ${gatewayCustomers.company_id} = ${id})`,
  };

  it.each(Object.keys(DELETES))('refuses DELETE FROM %s', async (table) => {
    const { company } = await companyWithHistory();
    await credit(t, company.id, 1_00);
    const before = await moneyRecords(company.id);
    await expect(t.db.execute(DELETES[table]!(company.id))).rejects.toThrow();
    expect(await moneyRecords(company.id)).toEqual(before);
  });

  it('refuses to delete a company row that has money records (no cascade onto them)', async () => {
    const { company } = await companyWithHistory();
    const before = await moneyRecords(company.id);
    await expect(
      t.db.execute(sql`delete from ${companies} where ${companies.id} = ${company.id}`),
    ).rejects.toThrow();
    expect(await moneyRecords(company.id)).toEqual(before);
  });
});
