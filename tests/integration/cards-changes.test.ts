/**
 * CardSetDefault and CardDelete through the API (the default card, the refusal while a
 * campaign is billed to the card), and what the card services do when the gateway fails.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { cards } from '@/server/db/schema/billing';
import { campaigns } from '@/server/db/schema/campaigns';
import { translatorFor } from '@/server/i18n';
import { createLogger } from '@/server/logger';
import { GatewayUnavailableError } from '@/server/payments/gateway';
import type { PaymentGateway } from '@/server/payments/gateway';
import { createSandboxGateway } from '@/server/payments/sandbox/gateway';
import { addCard } from '@/server/services/billing/add';
import { deleteCard } from '@/server/services/billing/mutations';
import type { ServerServices, ServiceEnv } from '@/server/services/env';
import { errorOf } from './helpers/account';
import { createBrand, dataOf, insertCampaign, signedInCompany } from './helpers/catalog';
import {
  addCard as addCardThroughApi,
  billingAddress,
  cardRows,
  gatewayCardsOf,
  listCards,
  money,
  tokenFor,
} from './helpers/money';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

describe('CardSetDefault', () => {
  it('moves the default to another card', async () => {
    const { company, token: session } = await signedInCompany(t);
    const first = await addCardThroughApi(t, session);
    t.clock.advance(1000);
    const second = await addCardThroughApi(t, session);
    const changed = await money(t, session, 'cardSetDefault', { id: second });
    expect(dataOf(changed).CardSetDefault).toMatchObject({ id: second, is_default: true });
    expect((await listCards(t, session)).map(({ id, is_default }) => [id, is_default])).toEqual([
      [second, true],
      [first, false],
    ]);
    // Again: nothing changes.
    dataOf(await money(t, session, 'cardSetDefault', { id: second }));
    const rows = await cardRows(t, company.id);
    expect(rows.filter((row) => row.is_default).map((row) => String(row.id))).toEqual([second]);
  });

  it('answers NOT_FOUND for an id that names no card', async () => {
    const { token: session } = await signedInCompany(t);
    await addCardThroughApi(t, session);
    for (const id of ['abc', '0', '-1', '99999', '99999999999']) {
      for (const op of ['cardSetDefault', 'cardDelete'] as const) {
        expect(errorOf(await money(t, session, op, { id }))).toMatchObject({
          message: 'Card not found',
          extensions: { code: 'NOT_FOUND' },
        });
      }
    }
    const es = await money(t, session, 'cardDelete', { id: '99999' }, 'es');
    expect(errorOf(es).message).toBe('Tarjeta no encontrada');
  });
});

describe('CardDelete', () => {
  it('deletes a card; the newest remaining one becomes the default', async () => {
    const { company, token: session } = await signedInCompany(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await addCardThroughApi(t, session));
      t.clock.advance(1000);
    }
    const [oldest, middle, newest] = ids as [string, string, string];
    const [oldestRow] = await t.db
      .select()
      .from(cards)
      .where(eq(cards.id, Number(oldest)));

    const deleted = await money(t, session, 'cardDelete', { id: oldest });
    expect(dataOf(deleted).CardDelete).toEqual({ status: 'success', message: 'Card deleted' });
    expect((await listCards(t, session)).map(({ id, is_default }) => [id, is_default])).toEqual([
      [newest, true],
      [middle, false],
    ]);
    // The gateway forgot it.
    const attached = (await gatewayCardsOf(t, company.id)).map((card) => card.id);
    expect(attached).toHaveLength(2);
    expect(attached).not.toContain(oldestRow!.gateway_card_id);

    // Deleting a card that is not the default leaves the default where it is.
    const es = await money(t, session, 'cardDelete', { id: middle }, 'es');
    expect(dataOf(es).CardDelete).toEqual({ status: 'success', message: 'Tarjeta eliminada' });
    expect((await listCards(t, session)).map(({ id, is_default }) => [id, is_default])).toEqual([
      [newest, true],
    ]);
    dataOf(await money(t, session, 'cardDelete', { id: newest }));
    expect(await listCards(t, session)).toEqual([]);
    expect(errorOf(await money(t, session, 'cardDelete', { id: newest })).message).toBe(
      'Card not found',
    );
  });

  it('refuses a card a campaign is billed to', async () => {
    const { company, token: session } = await signedInCompany(t);
    const cardId = await addCardThroughApi(t, session);
    const campaignId = await insertCampaign(t, company.id, (await createBrand(t, session)).id);
    await t.db
      .update(campaigns)
      .set({ card_id: Number(cardId) })
      .where(eq(campaigns.id, campaignId));
    expect((await listCards(t, session))[0]).toMatchObject({ id: cardId, in_use: true });

    for (const [locale, message] of [
      [
        'en',
        'Campaigns are billed to this card: change the card on those campaigns first, then delete it',
      ],
      [
        'es',
        'Hay campañas que se cobran a esta tarjeta: cambia la tarjeta en esas campañas primero y luego elimínala',
      ],
    ] as const) {
      const refused = await money(t, session, 'cardDelete', { id: cardId }, locale);
      expect(errorOf(refused)).toEqual({
        message,
        path: ['CardDelete'],
        locations: expect.any(Array) as unknown,
        extensions: { code: 'CARD_IN_USE' },
      });
    }
    expect(await cardRows(t, company.id)).toHaveLength(1);
    expect(await gatewayCardsOf(t, company.id)).toHaveLength(1);

    await t.db.update(campaigns).set({ card_id: null }).where(eq(campaigns.id, campaignId));
    dataOf(await money(t, session, 'cardDelete', { id: cardId }));
  });

  it('refuses the delete when a campaign is billed to the card after the check', async () => {
    const { company, token: session } = await signedInCompany(t);
    const cardId = await addCardThroughApi(t, session);
    const brandId = (await createBrand(t, session)).id;
    const campaignId = await insertCampaign(t, company.id, brandId);
    // A campaign billed to the card by the delete statement itself, after the service's
    // check: the campaign's reference (NO ACTION) refuses the delete at the end of it.
    await t.db.execute(
      sql.raw(`create function test_bill_campaign() returns trigger language plpgsql as $$
        begin
          update campaigns set card_id = old.id where id = ${campaignId};
          return old;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger test_bill_campaign before delete on cards
        for each row execute function test_bill_campaign()`),
    );
    try {
      const refused = await money(t, session, 'cardDelete', { id: cardId });
      expect(errorOf(refused)).toMatchObject({ extensions: { code: 'CARD_IN_USE' } });
    } finally {
      await t.db.execute(sql.raw('drop trigger test_bill_campaign on cards'));
      await t.db.execute(sql.raw('drop function test_bill_campaign()'));
    }
    expect(await cardRows(t, company.id)).toHaveLength(1);
    expect(await gatewayCardsOf(t, company.id)).toHaveLength(1);
  });
});

describe('when the gateway fails', () => {
  const log = createLogger({ logLevel: 'silent' });

  /** What the card services get in a request, with a gateway that fails as `failing` says. */
  function serviceEnv(failing: Partial<PaymentGateway>): ServiceEnv {
    const sandbox = createSandboxGateway({ db: t.db, now: t.clock.now });
    // The card services use only the clock and the gateway of the server's collaborators.
    const services = { now: t.clock.now, gateway: { ...sandbox, ...failing } };
    return {
      db: t.db,
      config: t.config,
      services: services as unknown as ServerServices,
      t: translatorFor('en'),
      clientAddress: '127.0.0.1',
      log,
    };
  }

  const unavailable = () => Promise.reject(new GatewayUnavailableError());

  it('answers GATEWAY_UNAVAILABLE and keeps no card when the gateway cannot attach it', async () => {
    for (const failing of [{ attachCard: unavailable }, { createCustomer: unavailable }]) {
      const company = await t.createCompany();
      const token = await tokenFor(t);
      const added = addCard(serviceEnv(failing), company.id, {
        token,
        billing_address: billingAddress(),
      });
      await expect(added).rejects.toMatchObject({
        code: 'GATEWAY_UNAVAILABLE',
        key: 'errors:gatewayUnavailable',
      });
      expect(await cardRows(t, company.id)).toEqual([]);
    }
  });

  it('deletes the card even when the gateway cannot forget it, and logs that', async () => {
    const { company, token: session } = await signedInCompany(t);
    const cardId = await addCardThroughApi(t, session);
    const warn = vi.spyOn(log, 'warn');
    const env = serviceEnv({ detachCard: unavailable });
    expect(await deleteCard(env, company.id, cardId)).toEqual({
      status: 'success',
      message: 'Card deleted',
    });
    expect(await cardRows(t, company.id)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      { err: expect.any(GatewayUnavailableError) as unknown },
      'could not detach a card at the payment gateway',
    );
    expect(await gatewayCardsOf(t, company.id)).toHaveLength(1);
  });
});
