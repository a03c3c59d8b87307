/**
 * CardAdd through the API: gateway tokens, what is kept of a card, declines, the billing
 * address rules and the limit of cards, also under parallel requests.
 */
import { describe, expect, it } from 'vitest';
import { CARD_LIMIT } from '@/domain/billing/rules';
import { TOKEN_LIFETIME_MS } from '@/server/payments/sandbox/gateway';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import type { GraphqlResponse } from './helpers/http';
import {
  addCard,
  billingAddress,
  cardRows,
  gatewayCardsOf,
  gatewayCustomerOf,
  listCards,
  money,
  TEST_CARDS,
  tokenFor,
} from './helpers/money';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const cardAdd = (session: string, token: string, address = billingAddress(), locale?: string) =>
  money(t, session, 'cardAdd', { token, billing_address: address }, locale);

const codeOf = (response: GraphqlResponse<unknown>) => errorOf(response).extensions?.code;

describe('CardAdd', () => {
  it('keeps what the gateway reports and the billing address; the first card is the default', async () => {
    const { company, token: session } = await signedInCompany(t);
    const address = billingAddress({ full_name: '  Grace Hopper ', address_line2: null });
    const first = dataOf(await cardAdd(session, await tokenFor(t), address)).CardAdd;
    expect(first).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: t.clock.now().getUTCFullYear() + 3,
      holder_name: 'Grace Hopper',
      billing_address: { ...billingAddress(), full_name: 'Grace Hopper', address_line2: null },
      is_default: true,
      in_use: false,
    });
    expect(Date.parse(first.created_at)).toBeLessThanOrEqual(t.clock.now().getTime());

    t.clock.advance(1000);
    const second = dataOf(await cardAdd(session, await tokenFor(t, TEST_CARDS.amex))).CardAdd;
    expect(second).toMatchObject({ brand: 'amex', last4: '0005', is_default: false });
    // The default first, then newest first; the list shows each card as CardAdd did.
    expect(await listCards(t, session)).toEqual([first, second]);

    t.clock.advance(1000);
    const third = dataOf(await cardAdd(session, await tokenFor(t))).CardAdd;
    expect((await listCards(t, session)).map((card) => card.id)).toEqual([
      first.id,
      third.id,
      second.id,
    ]);

    // The gateway's ids of the card and the customer stay on the server.
    const customerId = await gatewayCustomerOf(t, company.id);
    const answered = JSON.stringify(await money(t, session, 'cards'));
    for (const row of await cardRows(t, company.id)) {
      expect(answered).not.toContain(row.gateway_card_id);
    }
    expect(answered).not.toContain(customerId);
    expect(await gatewayCardsOf(t, company.id)).toHaveLength(3);
  });

  it('refuses a token used before, or older than 10 minutes', async () => {
    const { company, token: session } = await signedInCompany(t);
    const token = await tokenFor(t);
    dataOf(await cardAdd(session, token));
    const refusal = {
      message: 'Some fields are not valid: please check them',
      extensions: {
        code: 'BAD_USER_INPUT',
        fields: { token: 'The card could not be read, please enter it again' },
      },
    };
    expect(errorOf(await cardAdd(session, token))).toMatchObject(refusal);

    const old = await tokenFor(t);
    t.clock.advance(TOKEN_LIFETIME_MS + 1);
    expect(errorOf(await cardAdd(session, old))).toMatchObject(refusal);
    const unknown = `tok_${'0'.repeat(24)}`;
    expect(errorOf(await cardAdd(session, unknown))).toMatchObject(refusal);
    expect(await cardRows(t, company.id)).toHaveLength(1);
  });

  it('stores nothing for a declined card', async () => {
    const { company, token: session } = await signedInCompany(t);
    for (const [locale, message] of [
      ['en', 'Your card was declined'],
      ['es', 'Tu tarjeta ha sido rechazada'],
    ] as const) {
      const token = await tokenFor(t, TEST_CARDS.declined);
      const declined = await cardAdd(session, token, billingAddress(), locale);
      expect(errorOf(declined)).toMatchObject({ message, extensions: { code: 'CARD_DECLINED' } });
      // The attempt spent the token, as a real gateway's does.
      expect(codeOf(await cardAdd(session, token))).toBe('BAD_USER_INPUT');
    }
    expect(await cardRows(t, company.id)).toEqual([]);
    expect(await gatewayCardsOf(t, company.id)).toEqual([]);
    expect(await listCards(t, session)).toEqual([]);
  });

  it('refuses a card number in place of a token, without echoing it', async () => {
    const { company, token: session } = await signedInCompany(t);
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '4000-0000-0000-0002']) {
      const response = await cardAdd(session, number);
      expect(errorOf(response)).toMatchObject({
        extensions: {
          code: 'BAD_USER_INPUT',
          fields: {
            token: 'Card numbers are never sent here: enter the card in the card form',
          },
        },
      });
      expect(JSON.stringify(response.body)).not.toMatch(/4242|0002/);
    }
    const es = await cardAdd(session, '4242424242424242', billingAddress(), 'es');
    expect(errorOf(es).extensions?.fields).toEqual({
      token:
        'Los números de tarjeta nunca se envían aquí: introduce la tarjeta en el formulario de tarjeta',
    });
    expect(await cardRows(t, company.id)).toEqual([]);
  });

  it('refuses billing addresses that break a rule, leaving the token unspent', async () => {
    const { company, token: session } = await signedInCompany(t);
    const token = await tokenFor(t);
    const refused = async (overrides: Record<string, unknown>) =>
      errorOf(await cardAdd(session, token, billingAddress(overrides))).extensions;
    expect(await refused({ zip: '1234', tax_id: '1234567890' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        'billing_address.zip': 'The zip code has 5 digits',
        'billing_address.tax_id': 'The tax ID has exactly 9 digits',
      },
    });
    expect(await refused({ full_name: 'Al', address_name: 'Home' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        'billing_address.full_name': 'The full name must have 3 to 100 characters',
        'billing_address.address_name': 'The address name must have 5 to 100 characters',
      },
    });
    expect(await refused({ address_line1: 'x'.repeat(101), city: 'X' })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        'billing_address.address_line1': 'The address must have 3 to 100 characters',
        'billing_address.city': 'The city must have 2 to 100 characters',
      },
    });
    expect(await refused({ address_line1: 'Main St; drop table' })).toMatchObject({
      fields: {
        'billing_address.address_line1':
          "The address can only have letters, digits, spaces and . , # / - '",
      },
    });
    expect(await cardRows(t, company.id)).toEqual([]);

    // At their limits the same fields are accepted, with the token refused nothing above.
    const atLimits = billingAddress({
      full_name: 'Ada',
      address_name: 'Home1',
      address_line1: 'x'.repeat(100),
      address_line2: '   ',
      city: 'NY',
      state: 'IL',
      country: 'US',
      zip: '00501',
      tax_id: '000000001',
    });
    const added = dataOf(await cardAdd(session, token, atLimits)).CardAdd;
    expect(added.billing_address).toEqual({ ...atLimits, address_line2: null });
  });

  it(`keeps at most ${CARD_LIMIT} cards`, async () => {
    const { company, token: session } = await signedInCompany(t);
    for (let i = 0; i < CARD_LIMIT; i += 1) await addCard(t, session);
    const token = await tokenFor(t);
    for (const [locale, message] of [
      ['en', 'You can keep at most 10 cards: delete one to add another'],
      ['es', 'Puedes tener como máximo 10 tarjetas: elimina una para añadir otra'],
    ] as const) {
      expect(errorOf(await cardAdd(session, token, billingAddress(), locale))).toMatchObject({
        message,
        extensions: { code: 'CARD_LIMIT' },
      });
    }
    expect(await cardRows(t, company.id)).toHaveLength(CARD_LIMIT);
    // The refusal came before the gateway: the token still works once a card is gone.
    const [last] = await listCards(t, session);
    dataOf(await money(t, session, 'cardDelete', { id: last!.id }));
    dataOf(await cardAdd(session, token));
    expect(await cardRows(t, company.id)).toHaveLength(CARD_LIMIT);
  });

  it(`adds ${CARD_LIMIT} of 12 cards added at once, one of them the default`, async () => {
    const { company, token: session } = await signedInCompany(t);
    const tokens = await Promise.all(Array.from({ length: 12 }, () => tokenFor(t)));
    const responses = await Promise.all(tokens.map((token) => cardAdd(session, token)));
    const added = responses.filter((response) => !response.body.errors);
    expect(added).toHaveLength(CARD_LIMIT);
    expect(responses.filter((response) => !response.body.data).map(codeOf)).toEqual([
      'CARD_LIMIT',
      'CARD_LIMIT',
    ]);
    const rows = await cardRows(t, company.id);
    expect(rows).toHaveLength(CARD_LIMIT);
    expect(rows.filter((row) => row.is_default)).toHaveLength(1);
    // The cards refused at the limit are not left attached at the gateway.
    const attached = (await gatewayCardsOf(t, company.id)).map((card) => card.id).sort();
    expect(attached).toEqual(rows.map((row) => row.gateway_card_id).sort());
  });
});
