import type { Aedes } from 'aedes';
import type { FastifyBaseLogger } from 'fastify';
import {
  companyNotificationsTopic,
  OPS_QUEUE_CHANGED_EVENT,
  OPS_QUEUE_TOPIC,
} from '../../domain/realtime/rules';
import type { OpsQueue } from '../../domain/realtime/rules';
import { redisPublication } from './redisLink';

/**
 * Sends real-time messages on behalf of the server. Features publish only after their
 * transaction commits; a failed publication is logged, never fails the request.
 */
export interface Publisher {
  /** Publishes `payload` as JSON to `topic`. */
  publish(topic: string, payload: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * A notification shown to a company's logged-in users: JSON `{ message }`, plus what lets
 * the app react to it (e.g. `{ event: 'campaign_status', campaign_id, status }`).
 */
export function notifyCompany(
  publisher: Publisher,
  companyId: number,
  message: string,
  details: Record<string, string> = {},
): Promise<void> {
  return publisher.publish(companyNotificationsTopic(companyId), { ...details, message });
}

/**
 * Tells every open operator console that `queue` changed (something joined or left it),
 * so each reads its counts and lists again (docs/product.md#operator-console).
 */
export function notifyOperators(publisher: Publisher, queue: OpsQueue): Promise<void> {
  return publisher.publish(OPS_QUEUE_TOPIC, { event: OPS_QUEUE_CHANGED_EVENT, queue });
}

/** Publishes and logs a failure instead of throwing (after a commit nothing can be undone). */
export async function publishSafely(
  publisher: Publisher,
  log: FastifyBaseLogger,
  topic: string,
  payload: unknown,
): Promise<void> {
  try {
    await publisher.publish(topic, payload);
  } catch (error) {
    log.warn({ err: error, topic }, 'real-time publication failed');
  }
}

/** The embedded aedes broker: delivered in process, bypassing the client ACL. */
export function embeddedPublisher(broker: Aedes): Publisher {
  return {
    publish: (topic, payload) =>
      new Promise((resolve, reject) => {
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: Buffer.from(JSON.stringify(payload)),
            qos: 0,
            retain: false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        );
      }),
    close: async () => {},
  };
}

/**
 * A publisher through Redis without a broker (the admin CLI with REDIS_URL and no server in
 * its process): every running server's broker delivers what it publishes.
 */
export function redisPublisher(url: string): Publisher {
  const publication = redisPublication(url);
  return {
    publish: (topic, payload) => publication.publish(topic, Buffer.from(JSON.stringify(payload))),
    close: () => publication.close(),
  };
}
