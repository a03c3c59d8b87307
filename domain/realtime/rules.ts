/**
 * Real-time topic rules shared by the client and the broker (pure: no I/O).
 *
 * Topics (docs/product.md#real-time): the server publishes to `company/{companyId}/…`
 * (notifications at `company/{companyId}/notifications`) and deal chat to
 * `deal/{dealId}/…`. A company may subscribe to its own `company/{id}/#` and to the
 * topics of its own deals, and publish only under `deal/{its deal id}/…`; a creator
 * session may also subscribe to MARKETPLACE_TOPIC.
 */

/** The fixed MQTT username; the password is the session token (docs/product.md#real-time). */
export const MQTT_USERNAME = 'company';

/** MQTT 3.1.1 section 1.5.3: a topic is a UTF-8 string of at most 65535 bytes. */
export const MAX_TOPIC_BYTES = 65_535;

export const COMPANY_TOPIC_ROOT = 'company';
export const DEAL_TOPIC_ROOT = 'deal';

/**
 * The marketplace's news, for every creator session (docs/product.md#marketplace): the
 * server publishes `{ event: 'campaign_changed', campaign_id, open }` here when a campaign
 * stops or starts taking applications (filled, paused, deactivated, resumed).
 */
export const MARKETPLACE_TOPIC = 'marketplace/campaigns';
export const CAMPAIGN_CHANGED_EVENT = 'campaign_changed';

/**
 * The operator console's news, for operator sessions only (docs/product.md#operator-console):
 * the server publishes `{ event: 'ops_queue_changed', queue }` here whenever something joins
 * or leaves one of the console's queues, so every open console reads it again.
 */
export const OPS_QUEUE_TOPIC = 'ops/queue';
export const OPS_QUEUE_CHANGED_EVENT = 'ops_queue_changed';
/** The console's queues, as the event names them. */
export const OPS_QUEUES = ['campaigns', 'content', 'disputes', 'creators', 'payouts'] as const;
export type OpsQueue = (typeof OPS_QUEUES)[number];

/** Where the server sends a company's notifications (JSON with `message`). */
export const companyNotificationsTopic = (companyId: number | string) =>
  `${COMPANY_TOPIC_ROOT}/${companyId}/notifications`;

/**
 * A notification for one person of the company's team carries their account id in this
 * field: the broker forwards it only to that person's connections (each person has their
 * own bell and muted kinds, docs/product.md#notification-centre).
 */
export const NOTICE_RECIPIENT_FIELD = 'recipient_id';

/** A deal's chat: the server publishes each message here once it is stored. */
export const dealMessagesTopic = (dealId: number | string) =>
  `${DEAL_TOPIC_ROOT}/${dealId}/messages`;

/** Everything addressed to a company: what the app subscribes to after login. */
export const companyTopicFilter = (companyId: number | string) =>
  `${COMPANY_TOPIC_ROOT}/${companyId}/#`;

function utf8Length(text: string): number {
  return new TextEncoder().encode(text).length;
}

function basicTopicChecks(topic: string): boolean {
  return (
    typeof topic === 'string' &&
    topic.length > 0 &&
    !topic.includes('\u0000') &&
    utf8Length(topic) <= MAX_TOPIC_BYTES
  );
}

/**
 * A valid topic filter (SUBSCRIBE/UNSUBSCRIBE, MQTT 3.1.1 section 4.7): `+` only as a
 * whole level, `#` only as the whole last level.
 */
export function isValidTopicFilter(topic: string): boolean {
  if (!basicTopicChecks(topic)) return false;
  const levels = topic.split('/');
  return levels.every((level, index) => {
    if (level.includes('#')) return level === '#' && index === levels.length - 1;
    if (level.includes('+')) return level === '+';
    return true;
  });
}

/** A valid topic name (PUBLISH): no wildcards at all. */
export function isValidTopicName(topic: string): boolean {
  return basicTopicChecks(topic) && !topic.includes('#') && !topic.includes('+');
}

const isWildcard = (level: string) => level === '+' || level === '#';

/**
 * What a company's subscription needs to be allowed: `'allow'` (its own company topics),
 * `'deny'`, or the deal it must own (`deal/{dealId}/…`, the deal id a concrete level).
 * The filter must be valid (isValidTopicFilter); `$SYS/…`, `#`, `+/…` and other
 * companies' topics are denied. The marketplace topic is for creator sessions only.
 */
export type TopicAccess = 'allow' | 'deny' | { dealId: string };

/** The role of the session asking (a creator's account id names its own topics too). */
export type TopicRole = 'company' | 'creator' | 'operator';

export function subscribeAccess(
  companyId: number | string,
  filter: string,
  role: TopicRole = 'company',
): TopicAccess {
  if (!isValidTopicFilter(filter)) return 'deny';
  // An operator follows the console's queue and nothing of any company or deal.
  if (role === 'operator') return filter === OPS_QUEUE_TOPIC ? 'allow' : 'deny';
  if (filter === OPS_QUEUE_TOPIC) return 'deny';
  if (filter === MARKETPLACE_TOPIC) return role === 'creator' ? 'allow' : 'deny';
  const [root, id, ...rest] = filter.split('/');
  if (id === undefined || id === '' || isWildcard(id)) return 'deny';
  if (root === COMPANY_TOPIC_ROOT) return id === String(companyId) ? 'allow' : 'deny';
  if (root === DEAL_TOPIC_ROOT) return rest.length > 0 ? { dealId: id } : 'deny';
  return 'deny';
}

/** Publishing: only to a topic name under `deal/{dealId}/…` of a deal the company owns. */
export function publishAccess(topic: string): TopicAccess {
  if (!isValidTopicName(topic)) return 'deny';
  const [root, id, ...rest] = topic.split('/');
  if (root !== DEAL_TOPIC_ROOT || !id || rest.length === 0 || rest.every((l) => l === '')) {
    return 'deny';
  }
  return { dealId: id };
}

/**
 * The client's own check before it sends anything: a subscription the broker could
 * accept for this company (deal ownership is the broker's to decide). `companyId` is
 * null while the account is not loaded: only deal topics pass then.
 */
export function clientMaySubscribe(
  companyId: string | null,
  filter: string,
  role: TopicRole = 'company',
): boolean {
  return subscribeAccess(companyId ?? '', filter, role) !== 'deny';
}

export function clientMayPublish(topic: string): boolean {
  return publishAccess(topic) !== 'deny';
}
