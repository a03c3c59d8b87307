/**
 * The deal chat between the company and the creator: sending (stored, then published on
 * `deal/{id}/messages` and notified to the other party), the history newest first, and
 * each party's read pointer (the unread counts come from dealViewQuery).
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  DEAL_MESSAGE_EVENT,
  DEAL_MESSAGES_PER_WINDOW,
  DEAL_MESSAGE_WINDOW_MS,
} from '../../../domain/deals/rules';
import type { DealParty } from '../../../domain/deals/rules';
import { dealMessageSchema } from '../../../domain/deals/schema';
import { dealMessagesTopic } from '../../../domain/realtime/rules';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { campaigns } from '../../db/schema/campaigns';
import type { CampaignRow } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { dealMessages, deals } from '../../db/schema/deals';
import type { DealMessageRow } from '../../db/schema/deals';
import { translate } from '../../i18n';
import { publishSafely } from '../../realtime/publisher';
import { campaignLocale } from '../campaigns/review';
import { pageArgs } from '../shared/paging';
import { publishNotices, validated } from '../env';
import type { ServiceEnv } from '../env';
import type { CompanyNotice } from '../notifications/notice';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { storeNotices } from '../notifications/store';
import { byCreation, orderBy, pageOf } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { dealNotFound, dealView, partyOf } from './view';
import type { DealView, DealViewer } from './view';

/** A chat message with its author's name (the company's or the creator's). */
export interface DealMessageView {
  row: DealMessageRow;
  authorName: string;
}

/** What the real-time message on `deal/{id}/messages` carries (the API's DealMessage). */
export interface DealMessagePayload {
  id: string;
  deal_id: string;
  author: DealParty;
  author_name: string;
  text: string;
  created_at: string;
}

export const messagePayload = ({ row, authorName }: DealMessageView): DealMessagePayload => ({
  id: String(row.id),
  deal_id: String(row.deal_id),
  author: row.author as DealParty,
  author_name: authorName,
  text: row.text,
  created_at: row.created_at.toISOString(),
});

/** The history's order: newest first (deal_messages_deal_newest_idx). */
const NEWEST = byCreation<DealMessageRow>(dealMessages, 'newest', 'desc');

const otherParty = (party: DealParty): DealParty => (party === 'company' ? 'creator' : 'company');

/** A party's name as the chat shows it, of the outer query's deal. */
const nameOf = (party: DealParty): SQL<string> =>
  party === 'company'
    ? sql<string>`coalesce(${companies.company_name}, '')`
    : sql<string>`${creators.name}`;

/** The column of `party`'s last read message. */
const readColumn = (party: DealParty) =>
  party === 'company' ? deals.company_read_message_id : deals.creator_read_message_id;

/** A deal as its chat needs it: who is who, and the campaign the notification names. */
interface ChatDeal {
  id: number;
  companyId: number;
  creatorId: number;
  companyName: string;
  creatorName: string;
  campaign: CampaignRow;
}

/**
 * `viewer`'s deal by API id; another account's (or no deal) is NOT_FOUND. An operator reads
 * any deal's chat ('any'): never writes in it, never marks it read.
 */
async function chatDeal(db: Database, viewer: DealViewer | 'any', id: string): Promise<ChatDeal> {
  const dealId = parseId(id);
  if (dealId === null) throw dealNotFound();
  const [deal] = await db
    .select({
      id: deals.id,
      companyId: deals.company_id,
      creatorId: deals.creator_id,
      companyName: nameOf('company'),
      creatorName: nameOf('creator'),
      campaign: campaigns,
    })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .innerJoin(creators, eq(creators.id, deals.creator_id))
    .innerJoin(companies, eq(companies.id, deals.company_id))
    .where(and(eq(deals.id, dealId), viewer === 'any' ? undefined : partyOf(viewer)))
    .limit(1);
  if (!deal) throw dealNotFound();
  return deal;
}

/**
 * The other party is told, in the language of the campaign (the one the deal speaks): "New
 * message from Ana on Summer glow", with the deal's id so its app refreshes the chat, and
 * the campaign's id and name (a burst's toasts collapse into one per campaign). Until it is
 * read, the next messages of the same sender update that one notification ("3 new messages
 * from Ana on Summer glow": docs/product.md#notification-centre).
 */
function messageNotice(deal: ChatDeal, author: DealParty): CompanyNotice {
  const locale = campaignLocale(deal.campaign);
  const names = {
    author: author === 'company' ? deal.companyName : deal.creatorName,
    campaign: deal.campaign.name,
  };
  return {
    companyId: author === 'company' ? deal.creatorId : deal.companyId,
    message: translate(locale, 'messages:dealMessage', names),
    details: {
      event: DEAL_MESSAGE_EVENT,
      deal_id: String(deal.id),
      campaign_id: String(deal.campaign.id),
      campaign_name: deal.campaign.name,
    },
    coalesce: {
      key: `${DEAL_MESSAGE_EVENT}:${deal.id}:${author}`,
      mode: 'update',
      messageFor: (count) => translate(locale, 'messages:dealMessages', { ...names, count }),
    },
  };
}

/**
 * Refuses a message past DEAL_MESSAGES_PER_WINDOW of the author's on the deal within the
 * last DEAL_MESSAGE_WINDOW_MS (docs/product.md#deals-and-content). Counted in the database
 * under the deal's row lock, which every send of the deal takes first: sends at once, on
 * one server or several, queue there, so exactly the limit gets through.
 */
async function checkSendRate(
  tx: Database,
  dealId: number,
  author: DealParty,
  now: Date,
): Promise<void> {
  await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId)).for('no key update');
  const since = new Date(now.getTime() - DEAL_MESSAGE_WINDOW_MS);
  const [recent] = await tx
    .select({ sent: count(), oldest: min(dealMessages.created_at) })
    .from(dealMessages)
    .where(
      and(
        eq(dealMessages.deal_id, dealId),
        eq(dealMessages.author, author),
        gt(dealMessages.created_at, since),
      ),
    );
  if (!recent || recent.sent < DEAL_MESSAGES_PER_WINDOW || !recent.oldest) return;
  const waitMs = recent.oldest.getTime() + DEAL_MESSAGE_WINDOW_MS - now.getTime();
  throw new ServiceError('TOO_MANY_MESSAGES', 'errors:messagesTooFast', {
    details: { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) },
  });
}

/**
 * DealMessageSend and CreatorDealMessageSend: stores the message (plain text, 1 to 2,000
 * characters once trimmed), marks the chat read for its author up to it, and records the
 * deal's last message; past the author's rate on the deal it is refused (checkSendRate). The deal's updated_at stays: it is when the deal last moved, and
 * TheDeals orders by it, so a chatty deal does not climb above deals that changed. After the
 * commit the message goes to `deal/{id}/messages` and a notification to the other party.
 */
export async function sendDealMessage(
  env: ServiceEnv,
  viewer: DealViewer,
  args: { id: string; text: string },
): Promise<DealMessageView> {
  const { text } = await validated(dealMessageSchema, { text: args.text });
  const author = viewer.party;
  const read = readColumn(author);
  const { view, notices } = await env.db.transaction(async (tx) => {
    const deal = await chatDeal(tx, viewer, args.id);
    const now = env.services.now();
    await checkSendRate(tx, deal.id, author, now);
    const [row] = await tx
      .insert(dealMessages)
      .values({ company_id: deal.companyId, deal_id: deal.id, author, text, created_at: now })
      .returning();
    // greatest(): messages sent at once leave the latest time and the highest pointer.
    await tx
      .update(deals)
      .set({
        last_message_at: sql`greatest(${deals.last_message_at}, ${now.toISOString()}::timestamptz)`,
        [author === 'company' ? 'company_read_message_id' : 'creator_read_message_id']:
          sql`greatest(${read}, ${row!.id})`,
      })
      .where(eq(deals.id, deal.id));
    const authorName = author === 'company' ? deal.companyName : deal.creatorName;
    // Kept for the other party's bell with the message, in this transaction.
    const notices = await storeNotices(tx, [messageNotice(deal, author)], now);
    return { view: { row: row!, authorName }, notices };
  });
  await publishSafely(
    env.services.publisher,
    env.log,
    dealMessagesTopic(view.row.deal_id),
    messagePayload(view),
  );
  await publishNotices(env.services.publisher, env.log, notices);
  return view;
}

export interface DealMessagesArgs {
  id: string;
  first?: number | null;
  after?: string | null;
}

/**
 * DealMessages, CreatorDealMessages and OpsDealMessages (`viewer` 'any'): a deal's chat,
 * newest first, a page at a time.
 */
export async function listDealMessages(
  env: ServiceEnv,
  viewer: DealViewer | 'any',
  args: DealMessagesArgs,
): Promise<Omit<Page<DealMessageView>, 'totalCount'>> {
  const { size, position } = await pageArgs(NEWEST, args);
  const deal = await chatDeal(env.db, viewer, args.id);
  const rows = await env.db
    .select({
      row: dealMessages,
      authorName: sql<string>`case ${dealMessages.author}
        when 'company' then ${nameOf('company')} else ${nameOf('creator')} end`,
    })
    .from(dealMessages)
    .innerJoin(deals, eq(deals.id, dealMessages.deal_id))
    .innerJoin(creators, eq(creators.id, deals.creator_id))
    .innerJoin(companies, eq(companies.id, deals.company_id))
    .where(and(eq(dealMessages.deal_id, deal.id), position))
    .orderBy(...orderBy(NEWEST))
    .limit(size + 1);
  const { hasNextPage, endCursor } = pageOf(
    NEWEST,
    rows.map(({ row }) => row),
    size,
    0,
  );
  return { nodes: rows.slice(0, size), hasNextPage, endCursor };
}

/**
 * DealMessagesRead and CreatorDealMessagesRead: the party has read up to the other party's
 * newest message. The pointer never moves back (greatest), so a read answered late after
 * a newer one, or two at once, cannot make read messages unread again.
 */
export async function markDealMessagesRead(
  env: ServiceEnv,
  viewer: DealViewer,
  id: string,
): Promise<DealView> {
  const dealId = parseId(id);
  if (dealId === null) throw dealNotFound();
  const read = readColumn(viewer.party);
  const newest = sql`(select max(${dealMessages.id}) from ${dealMessages}
    where ${dealMessages.deal_id} = ${deals.id}
      and ${dealMessages.author} = ${otherParty(viewer.party)})`;
  const updated = await env.db
    .update(deals)
    .set({
      [viewer.party === 'company' ? 'company_read_message_id' : 'creator_read_message_id']:
        sql`greatest(${read}, coalesce(${newest}, 0))`,
    })
    .where(and(eq(deals.id, dealId), partyOf(viewer)))
    .returning({ id: deals.id });
  if (updated.length === 0) throw dealNotFound();
  return dealView(env.db, viewer, id);
}
