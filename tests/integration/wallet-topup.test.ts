/**
 * Money taken from a card: WalletTopUp through the API, card payments through the service,
 * declines that leave only a failed attempt, and keys that charge once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from '@/domain/wallet/rules';
import { invoices } from '@/server/db/schema/billing';
import { sandboxGatewayCharges } from '@/server/db/schema/sandboxGateway';
import {
  ledgerEntries,
  ledgerTransactions,
  paymentAttempts,
  wallets,
} from '@/server/db/schema/wallet';
import { ServiceError } from '@/server/services/errors';
import { pay } from '@/server/services/wallet/payments';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import { addCard, billingAddress, cardRows } from './helpers/money';
import { serverForFile } from './helpers/testServer';
import { credit, expectConsistentLedger, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();

/** The sandbox's test numbers that attach, then fail every charge. */
const DECLINING = {
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  unavailable: '4000000000000119',
};

/** Everything a money operation of the company could write, the gateway's own records apart. */
async function moneyRows(companyId: number) {
  const [transactions, entries, bills, wallet, attempts] = await Promise.all([
    t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.company_id, companyId)),
    t.db.select().from(ledgerEntries).where(eq(ledgerEntries.company_id, companyId)),
    t.db.select().from(invoices).where(eq(invoices.company_id, companyId)),
    t.db.select().from(wallets).where(eq(wallets.company_id, companyId)),
    t.db.select().from(paymentAttempts).where(eq(paymentAttempts.company_id, companyId)),
  ]);
  return { transactions, entries, invoices: bills, wallet, attempts };
}

const chargesOf = async (key: string) =>
  t.db.select().from(sandboxGatewayCharges).where(eq(sandboxGatewayCharges.idempotency_key, key));

const topUp = (session: string, variables: Record<string, unknown>, locale?: string) =>
  walletApi(t, session, 'topUp', variables, locale);

describe('WalletTopUp', () => {
  it('puts $100 in the wallet for $104 charged, with the fee on its invoice', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const response = await topUp(token, {
      amount_cents: 100_00,
      card_id: cardId,
      idempotency_key: 'top-up-0001',
    });
    const result = dataOf(response).WalletTopUp;
    expect(result.wallet).toMatchObject({ user_id: String(company.id), balance: 100_00 });
    expect(result.transaction).toMatchObject({
      kind: 'top_up_card',
      description: 'Wallet top-up by card Visa •••• 4242',
      amount: 100_00,
      balance_after: 100_00,
      invoice_id: result.invoice.id,
    });
    expect(result.invoice).toEqual({
      id: expect.any(String),
      number: invoiceNumber(company.id, 1),
      created_at: result.transaction.created_at,
      description: 'Wallet top-up',
      lines: [
        { description: 'Wallet top-up', amount: 100_00 },
        { description: 'Card processing fee (4%)', amount: 4_00 },
      ],
      total: 104_00,
      method: 'card',
      card_brand: 'visa',
      card_last4: '4242',
      billing: {
        company_name: company.company_name,
        email: company.email,
        address: billingAddress(),
      },
    });

    const [transaction] = (await moneyRows(company.id)).transactions;
    const entries = await t.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount_cents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transaction_id, transaction!.id))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { account: 'card_clearing', amount: -104_00 },
      { account: 'wallet', amount: 100_00 },
      { account: 'card_fees', amount: 4_00 },
    ]);
    const [charge] = await chargesOf(`company:${company.id}:top-up-0001`);
    expect(charge).toMatchObject({ amount_cents: 104_00, status: 'succeeded' });
    expect(transaction).toMatchObject({ gateway_charge_id: charge!.id, method: 'card' });

    expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(100_00);
    const history = dataOf(await walletApi(t, token, 'transactions')).Transactions;
    expect(history.nodes).toEqual([result.transaction]);
    const spanish = dataOf(await walletApi(t, token, 'invoice', { id: result.invoice.id }, 'es'));
    expect(spanish.Invoice.lines.map((line) => line.description)).toEqual([
      'Recarga del monedero',
      'Comisión por pago con tarjeta (4 %)',
    ]);
    expect(await expectConsistentLedger(t, company.id)).toBe(100_00);
  });

  it('charges once for a key sent twice, and once for ten at once', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const variables = { amount_cents: 25_00, card_id: cardId, idempotency_key: 'same-key-01' };
    const first = dataOf(await topUp(token, variables)).WalletTopUp;
    const again = dataOf(await topUp(token, variables)).WalletTopUp;
    expect(again).toEqual(first);

    const parallel = { ...variables, idempotency_key: 'same-key-02' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => dataOf(await topUp(token, parallel)).WalletTopUp),
    );
    for (const answer of answers) {
      expect(answer.transaction).toEqual(answers[0]!.transaction);
      expect(answer.invoice).toEqual(answers[0]!.invoice);
    }
    for (const key of ['same-key-01', 'same-key-02']) {
      expect(await chargesOf(`company:${company.id}:${key}`)).toHaveLength(1);
    }
    const rows = await moneyRows(company.id);
    expect(rows.transactions).toHaveLength(2);
    expect(rows.invoices).toHaveLength(2);
    expect(rows.attempts).toEqual([]);
    expect(await expectConsistentLedger(t, company.id)).toBe(50_00);
  });

  it('refuses a key used before with another amount or card, charging nothing', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const otherCard = await addCard(t, token, '5555555555554444');
    const key = 'conflict-key';
    await topUp(token, { amount_cents: 10_00, card_id: cardId, idempotency_key: key });
    const before = await moneyRows(company.id);
    for (const variables of [
      { amount_cents: 11_00, card_id: cardId },
      { amount_cents: 10_00, card_id: otherCard },
    ]) {
      const response = await topUp(token, { ...variables, idempotency_key: key });
      expect(errorOf(response)).toMatchObject({
        message: 'This payment was already made with other details: start a new one',
        extensions: { code: 'IDEMPOTENCY_CONFLICT' },
      });
    }
    expect(await moneyRows(company.id)).toEqual(before);
    expect(await chargesOf(`company:${company.id}:${key}`)).toHaveLength(1);
  });

  it.each([
    [
      DECLINING.insufficientFunds,
      'insufficient_funds',
      'CARD_DECLINED',
      'Your card has insufficient funds',
      'Tu tarjeta no tiene fondos suficientes',
    ],
    [
      DECLINING.expired,
      'expired_card',
      'CARD_DECLINED',
      'Your card has expired',
      'Tu tarjeta ha caducado',
    ],
    [
      DECLINING.incorrectCvc,
      'incorrect_cvc',
      'CARD_DECLINED',
      "Your card's security code is incorrect",
      'El código de seguridad de tu tarjeta no es correcto',
    ],
    [
      DECLINING.unavailable,
      'processing_error',
      'GATEWAY_UNAVAILABLE',
      'The payment service is not available right now, please try again in a few minutes',
      'El servicio de pagos no está disponible ahora mismo, inténtalo de nuevo en unos minutos',
    ],
  ])(
    'changes nothing but one failed attempt for card %s',
    async (number, failure, code, en, es) => {
      const { company, token } = await signedInCompany(t);
      const cardId = await addCard(t, token, number);
      const [card] = await cardRows(t, company.id);
      const before = await moneyRows(company.id);
      const variables = { amount_cents: 50_00, card_id: cardId, idempotency_key: 'declined-01' };
      expect(errorOf(await topUp(token, variables))).toEqual({
        message: en,
        extensions: { code },
        path: ['WalletTopUp'],
        locations: expect.any(Array),
      });
      const after = await moneyRows(company.id);
      expect({ ...after, attempts: [] }).toEqual({ ...before, attempts: [] });
      expect(after.attempts).toEqual([
        {
          id: expect.any(Number),
          company_id: company.id,
          idempotency_key: 'declined-01',
          amount_cents: 52_00,
          card_id: card!.id,
          failure_code: failure,
          created_at: expect.any(Date),
        },
      ]);
      const spanish = await topUp(token, { ...variables, idempotency_key: 'declined-02' }, 'es');
      expect(errorOf(spanish).message).toBe(es);
      expect(dataOf(await walletApi(t, token, 'wallet')).Wallet.balance).toBe(0);
    },
  );

  it('refuses what would take the wallet past $10,000,000 before charging', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    for (let i = 0; i < 10; i += 1) await credit(t, company.id, 1_000_000_00);
    const before = await moneyRows(company.id);
    const response = await topUp(token, {
      amount_cents: 10_00,
      card_id: cardId,
      idempotency_key: 'past-the-limit',
    });
    expect(errorOf(response)).toMatchObject({
      message: 'A wallet can hold at most $10,000,000',
      extensions: { code: 'WALLET_LIMIT' },
    });
    expect(await moneyRows(company.id)).toEqual(before);
    expect(await chargesOf(`company:${company.id}:past-the-limit`)).toEqual([]);
  });

  it.each([
    [{ amount_cents: 999 }, { amount_cents: 'The amount must be between $10 and $10,000' }],
    [{ amount_cents: 1_000_001 }, { amount_cents: 'The amount must be between $10 and $10,000' }],
    [
      { idempotency_key: 'short' },
      { idempotency_key: 'This payment could not be sent, please try again' },
    ],
    [
      { idempotency_key: 'k'.repeat(65) },
      { idempotency_key: 'This payment could not be sent, please try again' },
    ],
    [
      { idempotency_key: 'has spaces in it' },
      { idempotency_key: 'This payment could not be sent, please try again' },
    ],
    [
      { idempotency_key: 'nul\u0000nul-key' },
      { idempotency_key: 'This contains characters that cannot be saved: please remove them' },
    ],
  ])('refuses %j, charging nothing', async (variables, fields) => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const valid = { amount_cents: 20_00, card_id: cardId, idempotency_key: 'valid-key-1' };
    const response = await topUp(token, { ...valid, ...variables });
    expect(errorOf(response).extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
    expect((await moneyRows(company.id)).transactions).toEqual([]);
  });

  it('refuses an amount that is not a whole number of cents, and an unknown card', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const fraction = await topUp(token, {
      amount_cents: 10.5,
      card_id: cardId,
      idempotency_key: 'fraction-01',
    });
    expect(fraction.body.data ?? null).toBeNull();
    expect(errorOf(fraction).message).toContain('Int cannot represent non-integer value: 10.5');
    for (const id of ['2147483647', 'abc', '0']) {
      const unknown = await topUp(token, {
        amount_cents: 10_00,
        card_id: id,
        idempotency_key: 'unknown-card',
      });
      expect(errorOf(unknown)).toMatchObject({
        message: 'Card not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(await moneyRows(company.id)).toMatchObject({ transactions: [], attempts: [] });
  });
});

describe('card payments through the service', () => {
  it('move the amount to escrow and the fee to card fees, with the card on the invoice', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    const env = moneyEnv(t);
    const purpose = purposeOf(1_237, 'Card campaign');
    const paid = await pay(env, company.id, 1_237, { cardId }, 'card-campaign-1', purpose);
    expect(paid.transaction).toMatchObject({
      kind: 'payment',
      method: 'card',
      amount_cents: 1_237,
      card_id: Number(cardId),
      purpose: { campaign: 'Card campaign' },
    });
    const entries = await t.db
      .select({ account: ledgerEntries.account, amount: ledgerEntries.amount_cents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transaction_id, paid.transaction.id))
      .orderBy(ledgerEntries.id);
    expect(entries).toEqual([
      { account: 'card_clearing', amount: -1_286 },
      { account: 'campaign_escrow', amount: 1_237 },
      { account: 'card_fees', amount: 49 },
    ]);
    expect(paid.invoice).toMatchObject({
      method: 'card',
      total_cents: 1_286,
      card_brand: 'visa',
      card_last4: '4242',
      lines: [
        ...purpose.lines,
        { key: 'ledger:cardFee', values: { percent: 4 }, amount_cents: 49 },
      ],
    });
    expect(await pay(env, company.id, 1_237, { cardId }, 'card-campaign-1', purpose)).toEqual(paid);
    expect(await chargesOf(`company:${company.id}:card-campaign-1`)).toHaveLength(1);
    // The wallet is not touched by a card payment, and a wallet payment with the key is
    // another payment.
    expect(await expectConsistentLedger(t, company.id)).toBe(0);
    const conflict = await pay(env, company.id, 1_237, { wallet: true }, 'card-campaign-1', purpose)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ServiceError);
    expect((conflict as ServiceError).code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it('give the card its money back when the key went to another payment meanwhile', async () => {
    const { company, token } = await signedInCompany(t);
    const cardId = await addCard(t, token);
    await credit(t, company.id, 50_00);
    const env = moneyEnv(t);
    const key = 'raced-key-1';
    // The race, made certain: while the card is charged, a wallet payment takes the key.
    const racing = {
      ...env,
      services: {
        ...env.services,
        gateway: {
          ...env.services.gateway,
          charge: async (request: Parameters<typeof env.services.gateway.charge>[0]) => {
            await pay(env, company.id, 20_00, { wallet: true }, key, purposeOf(20_00));
            return env.services.gateway.charge(request);
          },
        },
      },
    };
    const refused = await pay(racing, company.id, 20_00, { cardId }, key, purposeOf(20_00))
      .then(() => null)
      .catch((error: unknown) => error);
    expect((refused as ServiceError).code).toBe('IDEMPOTENCY_CONFLICT');
    const [charge] = await chargesOf(`company:${company.id}:${key}`);
    expect(charge).toMatchObject({ amount_cents: 20_80, refunded_cents: 20_80 });
    // A retry finds the wallet payment and never records the refunded charge.
    const retried = await pay(env, company.id, 20_00, { cardId }, key, purposeOf(20_00))
      .then(() => null)
      .catch((error: unknown) => error);
    expect((retried as ServiceError).code).toBe('IDEMPOTENCY_CONFLICT');
    const rows = await moneyRows(company.id);
    expect(rows.transactions.map((row) => [row.kind, row.method])).toEqual([
      ['top_up_bank', 'bank_transfer'],
      ['payment', 'wallet'],
    ]);
    expect(await expectConsistentLedger(t, company.id)).toBe(30_00);
  });

  it('bill a wallet payment to the default card’s address when there is one', async () => {
    const { company, token } = await signedInCompany(t);
    await addCard(t, token);
    await credit(t, company.id, 10_00);
    const paid = await pay(
      moneyEnv(t),
      company.id,
      10_00,
      { wallet: true },
      'wallet-1',
      purposeOf(10_00),
    );
    expect(paid.invoice).toMatchObject({
      method: 'wallet',
      card_brand: null,
      billing: { address: billingAddress() },
    });
  });
});
