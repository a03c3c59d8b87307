import type { EventEmitter } from 'node:events';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Aedes } from 'aedes';
import type { AuthenticateError, Client } from 'aedes';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createWebSocketStream, WebSocketServer } from 'ws';
import type { SessionCache } from '../auth/sessionCache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { originAllowed } from '../http/origins';
import {
  addressedPerson,
  credentialsToken,
  dealPartyLookup,
  mayPublish,
  maySubscribe,
  noDeals,
  rememberingParties,
} from './auth';
import type { DealOwnership } from './auth';
import { Connections } from './connections';
import { embeddedPublisher } from './publisher';
import type { Publisher } from './publisher';
import { createRedisLink } from './redisLink';

/** Where the embedded broker listens, on the app's own port (WebSocket). */
export const MQTT_PATH = '/mqtt';

/** MQTT 3.1.1 CONNACK return codes. */
const IDENTIFIER_REJECTED = 2;
const BAD_USERNAME_OR_PASSWORD = 4;

export interface RealtimeOptions {
  config: Config;
  /** Verifies tokens, and tells of every revocation made or heard by this server. */
  sessions: SessionCache;
  /** Where the deal topics' rule looks up a deal's parties (without it, no deal topic passes). */
  db?: Database;
  /** The deal topics' rule, instead of the lookup in `db` (tests). */
  ownsDeal?: DealOwnership;
}

/** The broker, and whether what it depends on answers (the readiness check). */
export interface RealtimeBroker {
  broker: Aedes;
  /** Resolves when Redis answers PING (at once without REDIS_URL); rejects otherwise. */
  check(): Promise<void>;
  /** Closes the broker and its link to Redis, without waiting for a Redis that is away. */
  close(): Promise<void>;
}

/** The app's real time: what features publish with, and the readiness check. */
export interface Realtime {
  publisher: Publisher;
  check(): Promise<void>;
}

function refused(message: string, returnCode = BAD_USERNAME_OR_PASSWORD): AuthenticateError {
  return Object.assign(new Error(message), { returnCode });
}

/**
 * The embedded aedes broker: authenticates with the session token (username `company`),
 * lets an account (a company, or a creator) subscribe only to its own topics and to its
 * deals', publish only under its own deals (never to their chat, which the server writes),
 * and closes a session's connections as soon as the session is revoked. With REDIS_URL it
 * shares every message with the other servers' brokers through Redis (see redisLink.ts).
 */
export async function createBroker(
  { config, sessions, db, ownsDeal }: RealtimeOptions,
  log: FastifyBaseLogger,
): Promise<RealtimeBroker> {
  const link = config.redisUrl ? createRedisLink(config.redisUrl, log) : null;
  const connections = new Connections();
  const lookup = ownsDeal ?? (db ? dealPartyLookup(db) : noDeals);
  // Each connection remembers the deals it is a party of (see rememberingParties).
  const partiesOf = new WeakMap<Client, DealOwnership>();
  const dealRuleOf = (client: Client): DealOwnership => {
    let rule = partiesOf.get(client);
    if (!rule) partiesOf.set(client, (rule = rememberingParties(lookup)));
    return rule;
  };
  // Bumped by every revocation: an authentication it overlapped checks its session again.
  let revocations = 0;

  const broker = await Aedes.createBroker({
    ...(link ? { mq: link.mq, persistence: link.persistence } : {}),
    authenticate(client, username, password, done) {
      const token = credentialsToken(username, password);
      if (!token) return done(refused('bad credentials'), false);
      const seen = revocations;
      const admit = async () => {
        const session = await sessions.verify(token);
        if (!session) return done(refused('invalid, revoked or expired token'), false);
        if (connections.heldByAnotherSession(client.id, session.sessionId)) {
          return done(refused('client id in use', IDENTIFIER_REJECTED), false);
        }
        // Recorded at once, so that any later revocation finds it…
        connections.add(client, { ...session, token });
        // …and one that happened while the session was read is checked here.
        if (seen !== revocations && !(await sessions.verify(token))) {
          connections.remove(client);
          return done(refused('revoked token'), false);
        }
        done(null, true);
      };
      admit().catch((error: unknown) => done(refused(String(error)), false));
    },
    authorizeSubscribe(client, subscription, done) {
      const identity = connections.identity(client);
      if (!identity) return done(null, null);
      // The session is checked again: a token revoked since connecting subscribes nothing.
      Promise.all([
        sessions.verify(identity.token),
        maySubscribe(identity, subscription.topic, dealRuleOf(client)),
      ]).then(
        ([session, allowed]) => done(null, session && allowed ? subscription : null),
        () => done(null, null),
      );
    },
    // A notification addressed to one person of a team reaches only that person's
    // connections (docs/product.md#notification-centre).
    authorizeForward(client, packet) {
      const addressed = addressedPerson(packet.topic, packet.payload);
      if (!addressed) return packet;
      const person = client && connections.identity(client)?.accountId;
      if (addressed.personId === null || person !== addressed.personId) return null;
      return { ...packet, payload: addressed.payload };
    },
    authorizePublish(client, packet, done) {
      const identity = client && connections.identity(client);
      if (!client || !identity) return done(new Error('not authorised to publish'));
      mayPublish(identity, packet.topic, dealRuleOf(client)).then(
        (allowed) =>
          done(allowed ? null : new Error(`not authorised to publish to ${packet.topic}`)),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  const stopWatching = sessions.onRevoked((companyId) => {
    revocations += 1;
    void closeRevoked(connections, sessions, companyId);
  });
  broker.once('closed', stopWatching);
  return {
    broker,
    check: link ? link.check : async () => {},
    close: () => {
      link?.end();
      return new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}

/**
 * Closes the connections (of a company, null: of all) whose session is no longer live.
 * Each session is read once, after the revocation committed; a read that fails closes
 * too (the client reconnects and logs in again if it still can). Revocations made by
 * other servers arrive through the cache's LISTEN; after it was lost, every connection
 * is checked again (see sessionCache.onRevoked).
 */
async function closeRevoked(
  connections: Connections,
  sessions: SessionCache,
  companyId: number | null,
): Promise<void> {
  const byToken = new Map<string, Client[]>();
  for (const [client, { token }] of connections.ofCompany(companyId)) {
    byToken.set(token, [...(byToken.get(token) ?? []), client]);
  }
  await Promise.all(
    [...byToken].map(async ([token, clients]) => {
      const session = await sessions.verify(token).catch(() => null);
      if (!session) for (const client of clients) client.close();
    }),
  );
}

/**
 * Real time for the app: the embedded broker on `/mqtt` (WebSocket upgrade on the app's
 * HTTP server), linked to the other servers' through Redis when REDIS_URL is set.
 * Everything closes with the app.
 */
export async function registerRealtime(
  app: FastifyInstance,
  options: RealtimeOptions,
): Promise<Realtime> {
  const { config } = options;
  const log = app.log.child({ component: 'mqtt' });
  const { broker, check, close } = await createBroker(options, log);
  // Persistence failures (Redis away) are told as 'error' (not in aedes's types): unheard,
  // they would end the process.
  const events: EventEmitter = broker;
  events.on('error', (error: Error) => log.warn({ err: error }, 'broker error'));
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
    // Any site's page can open a WebSocket to any host from its visitors' browsers: only
    // the app's own pages and the configured origins may (docs/product.md#real-time).
    if (!originAllowed(req.headers.origin, config)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  app.server.on('upgrade', onUpgrade);

  // Before the HTTP server closes: its close waits for every socket, upgraded ones too.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    for (const ws of wss.clients) ws.terminate();
    await close();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
  return { publisher: embeddedPublisher(broker), check };
}
