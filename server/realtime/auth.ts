import { and, eq } from 'drizzle-orm';
import {
  COMPANY_TOPIC_ROOT,
  DEAL_TOPIC_ROOT,
  MQTT_USERNAME,
  NOTICE_RECIPIENT_FIELD,
  publishAccess,
  subscribeAccess,
} from '../../domain/realtime/rules';
import type { TopicAccess } from '../../domain/realtime/rules';
import type { VerifiedSession } from '../auth/tokens';
import type { Database } from '../db/client';
import { deals } from '../db/schema/deals';
import { parseId } from '../services/ids';

export { MQTT_USERNAME };

/** Who a connection is, as far as topics go: its account and the session's role. */
export type TopicAccount = Pick<VerifiedSession, 'companyId' | 'role'>;

/**
 * Whether the account is a party of the deal `dealId` (the deal topics' access rule): the
 * deal's company for a company session, its creator for a creator session.
 */
export type DealOwnership = (account: TopicAccount, dealId: string) => Promise<boolean>;

/** Nobody is a party of any deal: every `deal/…` topic is refused (a broker without a database). */
export const noDeals: DealOwnership = async () => false;

/** The deal rule read from the deals table: one indexed lookup by id. */
export function dealPartyLookup(db: Database): DealOwnership {
  return async ({ companyId, role }, dealId) => {
    const id = parseId(dealId);
    if (id === null) return false;
    const party =
      role === 'creator' ? eq(deals.creator_id, companyId) : eq(deals.company_id, companyId);
    const [row] = await db
      .select({ id: deals.id })
      .from(deals)
      .where(and(eq(deals.id, id), party))
      .limit(1);
    return row !== undefined;
  };
}

/** Most deals one connection remembers being a party of (a client cannot grow it unbounded). */
const REMEMBERED_DEALS = 1000;

/**
 * The deal rule for one connection: a deal's parties never change, so a deal found to be
 * the account's is remembered for the connection's life and later subscriptions to it cost
 * no lookup. A refusal is not remembered: the deal may be made (picked) later.
 */
export function rememberingParties(lookup: DealOwnership): DealOwnership {
  const known = new Set<string>();
  return async (account, dealId) => {
    if (known.has(dealId)) return true;
    const party = await lookup(account, dealId);
    if (party && known.size < REMEMBERED_DEALS) known.add(dealId);
    return party;
  };
}

/** The credentials a connection must present, or why they are refused (pure). */
export function credentialsToken(
  username: string | undefined,
  password: Buffer | string | undefined,
): string | null {
  if (username !== MQTT_USERNAME || password === undefined) return null;
  const token = typeof password === 'string' ? password : password.toString('utf8');
  return token.length > 0 ? token : null;
}

async function decide(
  access: TopicAccess,
  account: TopicAccount,
  ownsDeal: DealOwnership,
): Promise<boolean> {
  if (access === 'allow') return true;
  if (access === 'deny') return false;
  return ownsDeal(account, access.dealId);
}

/**
 * May this account subscribe to `filter`? Its own `company/{id}/…` (a creator's account
 * id names its notifications too) and the topics of its own deals, whatever its role; the
 * marketplace's news for a creator session only.
 */
export function maySubscribe(
  account: TopicAccount,
  filter: string,
  ownsDeal: DealOwnership = noDeals,
): Promise<boolean> {
  return decide(subscribeAccess(account.companyId, filter, account.role), account, ownsDeal);
}

/**
 * Only the server writes the chat (`deal/{id}/messages`), after storing each message: a
 * client's publication there would be a message nobody stored.
 */
const isServerOnly = (topic: string): boolean => {
  const [root, , ...rest] = topic.split('/');
  return root === DEAL_TOPIC_ROOT && rest.length === 1 && rest[0] === 'messages';
};

/**
 * May this account publish to `topic`? Only under `deal/{its deal id}/…`, never the chat;
 * an operator publishes nothing (its console only listens: docs/product.md#operator-console).
 */
export function mayPublish(
  account: TopicAccount,
  topic: string,
  ownsDeal: DealOwnership = noDeals,
): Promise<boolean> {
  if (account.role === 'operator') return Promise.resolve(false);
  const access = isServerOnly(topic) ? 'deny' : publishAccess(topic);
  return decide(access, account, ownsDeal);
}

/** Whether a payload may name its recipient: the JSON text has the field's name in it. */
const RECIPIENT_MARK = Buffer.from(`"${NOTICE_RECIPIENT_FIELD}"`);

/** A company notification addressed to one person, and its payload without the address. */
export interface Addressed {
  /** The person's account id; null when the address cannot be read (it reaches no one). */
  personId: number | null;
  payload: Buffer;
}

/**
 * The person a company notification is addressed to (its NOTICE_RECIPIENT_FIELD) and the
 * payload as that person receives it (the field taken out: the app needs no address, and
 * the message keeps the shape it always had). Null for a publication every connection of
 * the topic may have (a refresh, a chat message, the marketplace's news). Only payloads
 * that mention the field are parsed; only the server publishes on company topics.
 */
export function addressedPerson(topic: string, payload: Buffer | string): Addressed | null {
  const [root, , leaf] = topic.split('/');
  if (root !== COMPANY_TOPIC_ROOT || leaf !== 'notifications') return null;
  const bytes = typeof payload === 'string' ? Buffer.from(payload) : payload;
  if (!bytes.includes(RECIPIENT_MARK)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || !(NOTICE_RECIPIENT_FIELD in parsed)) return null;
  const { [NOTICE_RECIPIENT_FIELD]: address, ...rest } = parsed as Record<string, unknown>;
  const id = Number(address);
  return {
    personId: Number.isSafeInteger(id) ? id : null,
    payload: Buffer.from(JSON.stringify(rest)),
  };
}
