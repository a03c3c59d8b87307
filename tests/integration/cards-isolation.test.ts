/**
 * Company B tries every card operation with company A's cards: each answers exactly as an
 * id that does not exist, nothing of A's changes, and the gateway charges no card of A's
 * for B.
 */
import { describe, expect, it } from 'vitest';
import { CardDeclinedError } from '@/server/payments/gateway';
import { createSandboxGateway } from '@/server/payments/sandbox/gateway';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import {
  addCard,
  billingAddress,
  cardRows as cardRowsOf,
  gatewayCustomerOf,
  listCards,
  money,
  tokenFor,
} from './helpers/money';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const cardRows = (companyId: number) => cardRowsOf(t, companyId);

async function customerOf(companyId: number): Promise<string> {
  return (await gatewayCustomerOf(t, companyId))!;
}

describe('another company', () => {
  it("can neither list, make default nor delete A's cards", async () => {
    const a = await signedInCompany(t);
    const first = await addCard(t, a.token);
    t.clock.advance(1000);
    const second = await addCard(t, a.token);
    const before = await cardRows(a.company.id);
    const listedBefore = await listCards(t, a.token);
    const b = await signedInCompany(t);
    await addCard(t, b.token);

    expect((await listCards(t, b.token)).map((card) => card.id)).not.toContain(first);
    for (const op of ['cardSetDefault', 'cardDelete'] as const) {
      for (const locale of ['en', 'es']) {
        // Exactly the answer of an id that names no card.
        const unknown = errorOf(await money(t, b.token, op, { id: '2147483647' }, locale));
        for (const id of [first, second]) {
          expect(errorOf(await money(t, b.token, op, { id }, locale))).toEqual(unknown);
        }
        expect(unknown.extensions).toEqual({ code: 'NOT_FOUND' });
      }
    }
    expect(await cardRows(a.company.id)).toEqual(before);
    expect(await listCards(t, a.token)).toEqual(listedBefore);
  });

  it("can add a card from a token A made, as B's own card only", async () => {
    const a = await signedInCompany(t);
    await addCard(t, a.token);
    const token = await tokenFor(t);
    const b = await signedInCompany(t);
    const added = await money(t, b.token, 'cardAdd', { token, billing_address: billingAddress() });
    const card = dataOf(added).CardAdd;
    expect(card.is_default).toBe(true);
    expect((await listCards(t, b.token)).map(({ id }) => id)).toEqual([card.id]);
    expect((await listCards(t, a.token)).map(({ id }) => id)).not.toContain(card.id);
    // The token is spent: A cannot use it any more either.
    const again = await money(t, a.token, 'cardAdd', { token, billing_address: billingAddress() });
    expect(errorOf(again).extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("cannot have A's card charged through its own gateway customer", async () => {
    const a = await signedInCompany(t);
    await addCard(t, a.token);
    const b = await signedInCompany(t);
    await addCard(t, b.token);
    const [aCard] = await cardRows(a.company.id);
    const gateway = createSandboxGateway({ db: t.db, now: t.clock.now });
    const charge = (customerId: string, key: string) =>
      gateway.charge({
        customerId,
        cardId: aCard!.gateway_card_id,
        amountCents: 1000,
        idempotencyKey: key,
        description: 'Top-up',
      });

    const refused = await charge(await customerOf(b.company.id), 'b-charges-a').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CardDeclinedError);
    expect((refused as CardDeclinedError).code).toBe('card_not_found');
    // A's own customer can charge it: the refusal was about whose card it is.
    expect(await charge(await customerOf(a.company.id), 'a-charges-a')).toMatchObject({
      amountCents: 1000,
    });
  });
});
