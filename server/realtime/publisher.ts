import { randomBytes } from 'node:crypto';
import type { Aedes } from 'aedes';
import mqtt from 'mqtt';
import type { FastifyBaseLogger } from 'fastify';
import { companyNotificationsTopic } from '../../features/realtime/rules';

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

/** How long a publication may wait for the external broker before it counts as failed. */
const EXTERNAL_PUBLISH_TIMEOUT_MS = 10_000;

/**
 * An external broker (MQTT_URL, e.g. Mosquitto): one mqtt.js connection, reconnecting on
 * its own; publications made while it is down are queued by mqtt.js.
 */
export function externalPublisher(url: string, log?: FastifyBaseLogger): Publisher {
  const client = mqtt.connect(url, {
    clientId: `ugc-desk-server-${randomBytes(6).toString('hex')}`,
    clean: true,
    protocolVersion: 4,
    reconnectPeriod: 1000,
    connectTimeout: 30_000,
  });
  // A broker that is down is not fatal: mqtt.js keeps reconnecting.
  client.on('error', (error) => log?.warn({ err: error }, 'external MQTT broker error'));
  return {
    publish: async (topic, payload) => {
      const message = JSON.stringify(payload);
      await Promise.race([
        client.publishAsync(topic, message, { qos: 1 }),
        new Promise((_, reject) =>
          setTimeout(
            () => reject(new Error('external MQTT broker did not acknowledge in time')),
            EXTERNAL_PUBLISH_TIMEOUT_MS,
          ).unref(),
        ),
      ]);
    },
    close: () => client.endAsync(),
  };
}
