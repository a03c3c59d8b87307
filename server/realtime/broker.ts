import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes } from 'aedes';
import type { AuthenticateError, Client } from 'aedes';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import { verifySessionToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { companyOwnsDeal, credentialsToken, mayPublish, maySubscribe } from './auth';
import type { DealOwnership } from './auth';
import { embeddedPublisher, externalPublisher } from './publisher';
import type { Publisher } from './publisher';

/** Where the embedded broker listens, on the app's own port (WebSocket). */
export const MQTT_PATH = '/mqtt';

/** MQTT 3.1.1 CONNACK return codes. */
const BAD_USERNAME_OR_PASSWORD = 4;

interface Identity {
  companyId: number;
  token: string;
}

export interface RealtimeOptions {
  config: Config;
  db: Database;
  /** Deal topics' access rule; the default knows there are no deals yet. */
  ownsDeal?: DealOwnership;
}

function refused(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: BAD_USERNAME_OR_PASSWORD });
}

/**
 * The embedded aedes broker: authenticates with the session token (username `company`),
 * lets a company subscribe only to its own topics and publish only under its own deals.
 */
export async function createBroker({
  config,
  db,
  ownsDeal = companyOwnsDeal,
}: RealtimeOptions): Promise<Aedes> {
  const identities = new WeakMap<Client, Identity>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const token = credentialsToken(username, password);
      if (!token) return done(refused('bad credentials'), false);
      verifySessionToken(db, config.jwtSecret, token).then(
        (session) => {
          if (!session) return done(refused('invalid, revoked or expired token'), false);
          identities.set(client, { companyId: session.companyId, token });
          done(null, true);
        },
        (error: unknown) => done(refused(String(error)), false),
      );
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = identities.get(client);
      if (!identity) return done(null, null);
      // The session is checked again: a token revoked since connecting subscribes nothing.
      Promise.all([
        verifySessionToken(db, config.jwtSecret, identity.token),
        maySubscribe(identity.companyId, subscription.topic, ownsDeal),
      ]).then(
        ([session, allowed]) => done(null, session && allowed ? subscription : null),
        () => done(null, null),
      );
    },
    authorizePublish(client, packet, done) {
      const identity = client ? identities.get(client) : undefined;
      if (!identity) return done(new Error('not authorised to publish'));
      mayPublish(identity.companyId, packet.topic, ownsDeal).then(
        (allowed) =>
          done(allowed ? null : new Error(`not authorised to publish to ${packet.topic}`)),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  return broker;
}

/**
 * Real time for the app: the embedded broker on `/mqtt` (WebSocket upgrade on the app's
 * HTTP server), or with MQTT_URL a publisher to that external broker and no embedded one.
 * Everything closes with the app.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<Publisher> {
  const { config } = options;
  if (config.mqttUrl) {
    const publisher = externalPublisher(config.mqttUrl, app.log.child({ component: 'mqtt' }));
    app.addHook('onClose', () => publisher.close());
    return publisher;
  }

  const broker = await createBroker(options);
  const log = app.log.child({ component: 'mqtt' });
  broker.on('clientError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'client error'),
  );
  broker.on('connectionError', (client, error) =>
    log.debug({ err: error, client: client.id }, 'connection error'),
  );

  const wss = new WebSocketServer({ noServer: true });
  wss.on('connection', (ws, req: IncomingMessage) => {
    const stream = createWebSocketStream(ws);
    stream.on('error', () => stream.destroy());
    broker.handle(stream, req);
  });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== MQTT_PATH) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  app.server.on('upgrade', onUpgrade);

  // Before the HTTP server closes: its close waits for every socket, upgraded ones too.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return embeddedPublisher(broker);
}
