/**
 * ARCHITECTURE: several app servers share real time through one Redis (REDIS_URL). Each
 * server's aedes broker hands every publication to Redis (mqemitter-redis) and delivers
 * to its subscribers only what Redis sends back: a message reaches every server's
 * subscribers exactly once, the publishing server's own included (there is no local
 * shortcut to deliver it twice). Sessions and retained messages are kept in Redis
 * (aedes-persistence-redis), as aedes documents for clusters. Only this file uses those
 * libraries.
 *
 * Redis down: the server starts and answers all the same, and ioredis keeps reconnecting.
 * Meanwhile a publication fails at once (the publisher is not queued, so no request
 * waits), and the caller logs it: the notices are in the notifications anyway. Clients
 * stay connected and their subscriptions come back with Redis; a new subscription waits for
 * it; a new connection is refused (its session cannot be read) and the client tries again.
 * A message published while Redis is away is lost for real time.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import Redis from 'ioredis';
import type { RedisOptions } from 'ioredis';
import aedesPersistenceRedis from 'aedes-persistence-redis';
import type { AedesPersistenceRedis } from 'aedes-persistence-redis';
import mqemitterRedis from 'mqemitter-redis';

/** How long a readiness PING may take before Redis counts as not answering. */
const PING_TIMEOUT_MS = 2000;
/** How long the admin CLI waits for Redis before giving up a publication. */
const CLI_CONNECT_TIMEOUT_MS = 5000;
/**
 * Publications are never held for Redis: refused while it is away, and those in flight
 * when it goes fail at once (ioredis would send them again once it is back).
 */
const PUBLISHING: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  enableAutoPipelining: true,
};
/** aedes's own emitter's settings (Aedes's defaults: concurrency 100, [MQTT-4.7.1-3]). */
const EMITTER_OPTIONS = { concurrency: 100, matchEmptyLevels: true };

type RedisEmitter = ReturnType<typeof mqemitterRedis>;

/** What mqemitter-redis keeps beside its typed API, used to close it without Redis. */
interface EmitterInternals {
  closing?: boolean;
  /** Tells of its connections' errors; throws when nobody listens. */
  state: { on(event: 'error', listener: (error: Error) => void): void };
  /** mqemitter's own close: no more emits, and the callback. */
  _close(done: () => void): void;
}

export interface RedisLink {
  /** aedes's `mq`: publications go through Redis to every server's broker. */
  mq: RedisEmitter;
  /** aedes's `persistence`: sessions and retained messages in Redis. */
  persistence: AedesPersistenceRedis;
  /** Resolves when Redis answers PING on each of the link's connections. */
  check(): Promise<void>;
  /**
   * Ends the connections at once: what the broker does while closing (its clients'
   * unsubscriptions) then fails at once instead of waiting for Redis. Before closing the
   * broker, which ends them too (aedes closes its emitter last).
   */
  end(): void;
}

/**
 * Logs an outage once (not each reconnection attempt) and its end. Errors carry the host
 * and port at most: the URL, with its password, is never logged.
 */
function outageLog(log: FastifyBaseLogger) {
  const down = new Set<string>();
  return (conn: Redis, role: string) => {
    conn.on('error', (error: Error) => {
      if (down.size === 0) {
        log.warn(
          { err: error, redis: role },
          'Redis unreachable: real-time messages are not delivered until it answers again',
        );
      }
      down.add(role);
    });
    conn.on('ready', () => {
      if (down.delete(role) && down.size === 0) log.info('Redis answers again');
    });
  };
}

/**
 * Ends a connection at once, whatever its state, and fails the commands sent after: ioredis
 * leaves one ended between two reconnection attempts 'reconnecting', queueing them for ever.
 */
function endNow(conn: Redis): void {
  conn.options.enableOfflineQueue = false;
  conn.disconnect();
}

/** The emitter on two connections; `end` ends them (and whatever else goes with them). */
function emitterOf(pubConn: Redis, subConn: Redis, end: () => void): RedisEmitter {
  const mq = mqemitterRedis({ ...EMITTER_OPTIONS, pubConn, subConn });
  const internals = mq as unknown as EmitterInternals;
  // The connections' errors are logged where they are made.
  internals.state.on('error', () => {});
  // Its own close QUITs each connection and waits for the end, which never comes while
  // Redis is away: the connections are ended at once (nothing is left to flush).
  mq.close = (done) => {
    internals.closing = true;
    end();
    internals._close(done);
  };
  return mq;
}

async function ping(conn: Redis): Promise<void> {
  if (conn.status !== 'ready') throw new Error(`Redis is not connected (${conn.status})`);
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      conn.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('Redis did not answer PING')), PING_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The link of one server's broker to Redis: its emitter, its persistence, and a check.
 * Three connections: publications (not queued while Redis is away, see above),
 * subscriptions (queued, never dropped: they are restored with Redis), the persistence's.
 */
export function createRedisLink(url: string, log: FastifyBaseLogger): RedisLink {
  const watch = outageLog(log);
  const connection = (role: string, options: RedisOptions) => {
    const conn = new Redis(url, { connectionName: `ugc-desk-${role}`, ...options });
    watch(conn, role);
    return conn;
  };
  const pubConn = connection('publish', PUBLISHING);
  const subConn = connection('subscribe', { maxRetriesPerRequest: null });
  // A session's read fails soon while Redis is away: the client connects again later.
  const store = connection('sessions', { maxRetriesPerRequest: 2 });

  let closing = false;
  const retry: Array<() => void> = [];
  // aedes never closes its persistence: it ends with the emitter, here.
  const end = () => {
    closing = true;
    for (const wake of retry.splice(0)) wake();
    for (const conn of [pubConn, subConn, store]) endNow(conn);
  };
  const mq = emitterOf(pubConn, subConn, end);
  const stored = aedesPersistenceRedis({ conn: store });

  // aedes awaits setup() before the broker starts, and it reads Redis: done in the
  // background instead (again once Redis is back, if it failed), so a Redis that is down
  // does not hold the server's start.
  const setUp = async (broker: unknown) => {
    while (!closing) {
      try {
        return await stored.setup(broker);
      } catch (error) {
        log.debug({ err: error }, 'real-time persistence not set up yet: Redis unreachable');
        await new Promise<void>((resolve) => {
          retry.push(resolve);
          store.once('ready', () => resolve());
        });
      }
    }
  };
  const persistence: AedesPersistenceRedis = Object.create(stored, {
    setup: {
      value: async (broker: unknown) => {
        void setUp(broker);
      },
    },
  });

  return {
    mq,
    persistence,
    check: async () => {
      await Promise.all([ping(pubConn), ping(subConn), ping(store)]);
    },
    end,
  };
}

/** An admin CLI's publisher: what it publishes reaches every running server's subscribers. */
export interface RedisPublication {
  publish(topic: string, payload: Buffer): Promise<void>;
  close(): Promise<void>;
}

function connectedWithin(conn: Redis, ms: number): Promise<void> {
  if (conn.status === 'ready') return Promise.resolve();
  // Its failures are told by 'error' and the wait below.
  if (conn.status === 'wait') conn.connect().catch(() => {});
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      conn.off('ready', onReady);
      reject(new Error(`Redis did not answer within ${ms / 1000} s`));
    }, ms);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    conn.once('ready', onReady);
  });
}

/**
 * The emitter alone, without a broker (the admin CLI, when no server runs in its process):
 * it emits the packet a broker's publish() emits, with a broker id of its own and a counter
 * that grows (aedes's brokers drop a packet whose counter they have seen from that id).
 */
export function redisPublication(url: string): RedisPublication {
  // Connected at the first publication: most commands publish nothing.
  const pubConn = new Redis(url, {
    connectionName: 'ugc-desk-admin',
    lazyConnect: true,
    ...PUBLISHING,
  });
  // Never connected: the CLI subscribes to nothing.
  const subConn = new Redis(url, { lazyConnect: true });
  // Errors surface as the publication's failure; ioredis would print them otherwise.
  pubConn.on('error', () => {});
  const mq = emitterOf(pubConn, subConn, () => {
    endNow(pubConn);
    endNow(subConn);
  });
  const brokerId = randomUUID();
  let counter = 0;
  return {
    async publish(topic, payload) {
      await connectedWithin(pubConn, CLI_CONNECT_TIMEOUT_MS);
      counter += 1;
      const packet = {
        cmd: 'publish',
        brokerId,
        brokerCounter: counter,
        topic,
        payload,
        qos: 0,
        retain: false,
        dup: false,
      };
      await new Promise<void>((resolve, reject) =>
        mq.emit(packet, (error) => (error ? reject(error) : resolve())),
      );
    },
    close: () => new Promise<void>((resolve) => mq.close(() => resolve())),
  };
}
