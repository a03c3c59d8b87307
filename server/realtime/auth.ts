import { MQTT_USERNAME, publishAccess, subscribeAccess } from '../../features/realtime/rules';
import type { TopicAccess } from '../../features/realtime/rules';

export { MQTT_USERNAME };

/** Whether a company owns a deal: the deal topics' access rule. */
export type DealOwnership = (companyId: number, dealId: string) => Promise<boolean>;

/**
 * Deals do not exist yet (no deals table): no company owns a deal, so every `deal/…`
 * topic is refused. This is the true answer today, not a stub; the deals feature replaces
 * it with a lookup in its table.
 */
export const companyOwnsDeal: DealOwnership = async () => false;

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
  companyId: number,
  ownsDeal: DealOwnership,
): Promise<boolean> {
  if (access === 'allow') return true;
  if (access === 'deny') return false;
  return ownsDeal(companyId, access.dealId);
}

/** May this company subscribe to `filter`? Own company topics and own deals only. */
export function maySubscribe(
  companyId: number,
  filter: string,
  ownsDeal: DealOwnership = companyOwnsDeal,
): Promise<boolean> {
  return decide(subscribeAccess(companyId, filter), companyId, ownsDeal);
}

/** May this company publish to `topic`? Only under `deal/{its deal id}/…`. */
export function mayPublish(
  companyId: number,
  topic: string,
  ownsDeal: DealOwnership = companyOwnsDeal,
): Promise<boolean> {
  return decide(publishAccess(topic), companyId, ownsDeal);
}
