/**
 * Each person of a team has their own bell (docs/product.md#notification-centre): a company
 * notice is stored and published once per person, each publication reaches only its
 * person's connections (without the address in it), read marks are each person's own, a
 * muted kind reaches its person as a refresh only, and a notice about one person reaches
 * that person only.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { runAdminCommand } from '@/server/admin/client';
import { companies } from '@/server/db/schema/account';
import { notifications } from '@/server/db/schema/notifications';
import { companyMembers } from '@/server/db/schema/teams';
import { campaignWithDeals, dealApi, dealOf, notificationsOf } from './helpers/deals';
import { endClients } from './helpers/mqtt';
import { addMember, codeOf, dataOf, otherRoleTokens, teamCall } from './helpers/teams';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const SETTINGS = `query { NotificationSettings { muted_kinds } }`;
const UPDATE = `mutation ($muted_kinds: [String!]!) {
  NotificationSettingsUpdate(muted_kinds: $muted_kinds) { muted_kinds } }`;
const LIST = `query { Notifications(first: 20) { nodes { id message event deal_id read }
  total_count unread_count } }`;
const MARK = `mutation ($ids: [ID!]!) { NotificationsMarkRead(ids: $ids) }`;

interface Listed {
  Notifications: {
    nodes: Array<{ id: string; message: string; event: string | null; deal_id: string | null }>;
    total_count: number;
    unread_count: number;
  };
}
const bell = async (token: string) => dataOf(await teamCall<Listed>(t, token, LIST)).Notifications;
const mutedOf = async (token: string) =>
  dataOf(await teamCall<{ NotificationSettings: { muted_kinds: string[] } }>(t, token, SETTINGS))
    .NotificationSettings.muted_kinds;
const mute = (token: string, kinds: unknown, locale?: string) =>
  teamCall<{ NotificationSettingsUpdate: { muted_kinds: string[] } }>(
    t,
    token,
    UPDATE,
    { muted_kinds: kinds },
    locale,
  );

/** A shipping deal's company with an admin and a member, and everyone's live notices. */
async function teamWithDeal() {
  const world = await campaignWithDeals(t, { delivery: 'shipping' });
  const stamp = `${world.company.id}-${Date.now()}`;
  const admin = await addMember(t, world.token, `admin-${stamp}@example.com`, 'admin');
  const member = await addMember(t, world.token, `member-${stamp}@example.com`, 'member');
  const deal = world.deals[0]!;
  return { ...world, admin, member, deal };
}

describe("a team's notifications", () => {
  it('reach each person once, with their own ids and read marks; a muted kind is a refresh only', async () => {
    const w = await teamWithDeal();
    expect(await mutedOf(w.member.token)).toEqual([]);
    expect(dataOf(await mute(w.member.token, ['deals', 'messages', 'deals']))).toEqual({
      NotificationSettingsUpdate: { muted_kinds: ['deals', 'messages'] },
    });
    expect(await mutedOf(w.member.token)).toEqual(['deals', 'messages']);
    // Another person's settings are their own.
    expect(await mutedOf(w.admin.token)).toEqual([]);

    const owner = await notificationsOf(t, w.company.id, w.token);
    const admin = await notificationsOf(t, w.company.id, w.admin.token);
    const member = await notificationsOf(t, w.company.id, w.member.token);
    const id = w.deal.id;
    dealOf(await dealApi(t, w.token, 'ship', { id, carrier: 'dhl', tracking_number: 'JD0123' }));
    dealOf(await dealApi(t, w.deal.creatorToken, 'confirmReceipt', { id }));
    const received = { deal_id: id, status: 'product_received' };
    const [toOwner, toAdmin, toMember] = await Promise.all([
      owner.waitFor(received),
      admin.waitFor(received),
      member.waitFor(received),
    ]);
    const text = `${w.deal.creator.name} received the product for ${w.campaign.name}`;
    expect(toOwner).toMatchObject({ message: text, event: 'deal_changed' });
    expect(toAdmin).toMatchObject({ message: text, event: 'deal_changed' });
    expect(toOwner.notification_id).not.toBe(toAdmin.notification_id);
    // The member muted deals: their screens still refresh, with no text and nothing kept.
    expect(toMember).toEqual({
      message: '',
      event: 'deal_changed',
      deal_id: id,
      campaign_id: String(w.campaign.id),
      status: 'product_received',
    });
    // Each person hears the move once, and no publication carries its address.
    for (const listener of [owner, admin, member]) {
      expect(listener.received.filter((m) => m.status === 'product_received')).toHaveLength(1);
      expect(listener.received.every((m) => !('recipient_id' in m))).toBe(true);
    }

    const ownerBell = await bell(w.token);
    expect(ownerBell.nodes.map((n) => n.id)).toContain(toOwner.notification_id);
    expect(ownerBell.nodes.map((n) => n.id)).not.toContain(toAdmin.notification_id);
    expect((await bell(w.member.token)).nodes.map((n) => n.message)).not.toContain(text);

    // The owner cannot mark the admin's notification; the admin's own mark is theirs only.
    const ownerUnread = ownerBell.unread_count;
    await teamCall(t, w.token, MARK, { ids: [toAdmin.notification_id] });
    expect(
      (await bell(w.admin.token)).nodes.find((n) => n.id === toAdmin.notification_id),
    ).toMatchObject({ read: false });
    expect(
      dataOf(
        await teamCall<{ NotificationsMarkRead: number }>(t, w.admin.token, MARK, {
          ids: [toAdmin.notification_id],
        }),
      ).NotificationsMarkRead,
    ).toBe((await bell(w.admin.token)).unread_count);
    expect((await bell(w.token)).unread_count).toBe(ownerUnread);
  });

  it('sends a notice about one person to that person only', async () => {
    const w = await teamWithDeal();
    const owner = await notificationsOf(t, w.company.id, w.token);
    const member = await notificationsOf(t, w.company.id, w.member.token);
    const [memberRow] = await t.db
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.id, Number(w.member.id)));
    expect(
      await runAdminCommand(t.dataDir, ['notify', memberRow!.email, 'Just for you']),
    ).toMatchObject({ code: 0 });
    await member.waitFor({ message: 'Just for you' });
    // A team-wide notice published after it reaches the owner: the personal one did not.
    dealOf(
      await dealApi(t, w.token, 'ship', {
        id: w.deal.id,
        carrier: 'ups',
        tracking_number: 'UPS123',
      }),
    );
    dealOf(await dealApi(t, w.deal.creatorToken, 'confirmReceipt', { id: w.deal.id }));
    await owner.waitFor({ deal_id: w.deal.id, status: 'product_received' });
    expect(owner.received.map((m) => m.message)).not.toContain('Just for you');
    const rows = await t.db
      .select({ recipient: notifications.recipient_id })
      .from(notifications)
      .where(
        and(eq(notifications.company_id, w.company.id), eq(notifications.message, 'Just for you')),
      );
    expect(rows).toEqual([{ recipient: Number(w.member.id) }]);
  });
});

describe('notification settings', () => {
  it('refuses a kind that does not exist, in the language asked, and changes nothing', async () => {
    const w = await teamWithDeal();
    await mute(w.member.token, ['campaigns']);
    const refused = await mute(w.member.token, ['campaigns', 'money'], 'es');
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.body)).toContain(
      'Elige entre nuevas solicitudes, novedades de acuerdos, mensajes del chat y noticias de campañas',
    );
    for (const bad of [['x'.repeat(10_000)], ['deals\u0000'], [42]]) {
      expect((await mute(w.member.token, bad)).body.errors).toHaveLength(1);
    }
    expect(await mutedOf(w.member.token)).toEqual(['campaigns']);
    const [row] = await t.db
      .select({ muted: companyMembers.muted_kinds })
      .from(companyMembers)
      .where(eq(companyMembers.account_id, Number(w.member.id)));
    expect(row!.muted).toEqual(['campaigns']);
    expect(dataOf(await mute(w.member.token, []))).toEqual({
      NotificationSettingsUpdate: { muted_kinds: [] },
    });
  });

  it("refuses a creator's and an operator's session", async () => {
    for (const token of await otherRoleTokens(t)) {
      expect(codeOf(await teamCall(t, token, SETTINGS))).toBeDefined();
      expect(codeOf(await mute(token, ['deals']))).toBeDefined();
    }
  });
});
