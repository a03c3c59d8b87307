/**
 * Company B tries every wallet and invoice operation on company A's money: it sees only
 * its own, A's ids answer exactly like unknown ones, and nothing of A's changes.
 */
import { describe, expect, it } from 'vitest';
import { ServiceError } from '@/server/services/errors';
import { pay } from '@/server/services/wallet/payments';
import { serverKey } from '@/server/services/wallet/keys';
import { refund } from '@/server/services/wallet/refunds';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import { addCard } from './helpers/money';
import { serverForFile } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';
import { credit, expectConsistentLedger, moneyEnv, purposeOf, walletApi } from './helpers/wallet';

const t = serverForFile();

/** Everything the API shows a company of its money. */
async function moneyOf(server: TestServer, token: string) {
  const [wallet, transactions, invoices, bank] = await Promise.all([
    walletApi(server, token, 'wallet'),
    walletApi(server, token, 'transactions'),
    walletApi(server, token, 'invoices'),
    walletApi(server, token, 'bankTransferInformation'),
  ]);
  return {
    wallet: dataOf(wallet).Wallet,
    transactions: dataOf(transactions).Transactions,
    invoices: dataOf(invoices).Invoices,
    bank: dataOf(bank).BankTransferInformation,
  };
}

async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ServiceError);
  return { code: (error as ServiceError).code, key: (error as ServiceError).key };
}

describe("another company and A's money", () => {
  it('sees only its own wallet, history, invoices and transfer details', async () => {
    const a = await signedInCompany(t);
    const cardId = await addCard(t, a.token);
    await walletApi(t, a.token, 'topUp', {
      amount_cents: 100_00,
      card_id: cardId,
      idempotency_key: 'a-top-up-1',
    });
    await credit(t, a.company.id, 50_00);
    await pay(moneyEnv(t), a.company.id, 30_00, { wallet: true }, 'a-pays', purposeOf(30_00));
    const aBefore = await moneyOf(t, a.token);
    expect(aBefore.transactions.total_count).toBe(3);

    const b = await signedInCompany(t);
    const bMoney = await moneyOf(t, b.token);
    expect(bMoney.wallet).toMatchObject({ user_id: String(b.company.id), balance: 0 });
    expect(bMoney.transactions).toMatchObject({ nodes: [], total_count: 0 });
    expect(bMoney.invoices).toMatchObject({ nodes: [], total_count: 0 });
    expect(bMoney.bank.company_id).toBe(String(b.company.id));
    expect(bMoney.bank.reference).not.toBe(aBefore.bank.reference);

    // Every id of A's answers exactly as an id that names nothing.
    for (const locale of ['en', 'es']) {
      const unknownInvoice = errorOf(
        await walletApi(t, b.token, 'invoice', { id: '2147483647' }, locale),
      );
      expect(unknownInvoice.extensions).toEqual({ code: 'NOT_FOUND' });
      for (const invoice of aBefore.invoices.nodes) {
        const answer = await walletApi(t, b.token, 'invoice', { id: invoice.id }, locale);
        expect(errorOf(answer)).toEqual(unknownInvoice);
      }
      const topUp = (card_id: string) =>
        walletApi(
          t,
          b.token,
          'topUp',
          { amount_cents: 10_00, card_id, idempotency_key: `b-tries-${locale}` },
          locale,
        );
      const unknownCard = errorOf(await topUp('2147483647'));
      expect(unknownCard.extensions).toEqual({ code: 'NOT_FOUND' });
      expect(errorOf(await topUp(cardId))).toEqual(unknownCard);
    }

    // The services answer the same for B with A's card and A's payment.
    const env = moneyEnv(t);
    expect(
      await refusalOf(pay(env, b.company.id, 10_00, { cardId }, 'b-pays-with-a', purposeOf(10_00))),
    ).toEqual({ code: 'NOT_FOUND', key: 'errors:cardNotFound' });
    const payment = aBefore.transactions.nodes.find((node) => node.kind === 'payment')!;
    expect(
      await refusalOf(
        refund(env, b.company.id, Number(payment.id), 1_00, serverKey('b-refunds-a')),
      ),
    ).toEqual({ code: 'NOT_FOUND', key: 'errors:paymentNotFound' });

    expect(await moneyOf(t, a.token)).toEqual(aBefore);
    expect(await moneyOf(t, b.token)).toEqual(bMoney);
    expect(await expectConsistentLedger(t, a.company.id)).toBe(120_00);
    expect(await expectConsistentLedger(t, b.company.id)).toBe(0);
  });
});
