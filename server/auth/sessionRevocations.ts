/**
 * Hearing the database's announcement of every change to a session row (migration 0003: a
 * trigger NOTIFYs `sessions_changed` with the company id, delivered at commit) and to a
 * company row (migration 0004: `companies_changed`), so that a session revoked or an
 * account changed by any server, the admin CLI or by hand leaves every server's cache.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import type { SessionCache } from './sessionCache';

export const SESSIONS_CHANNEL = 'sessions_changed';
export const COMPANIES_CHANNEL = 'companies_changed';

/** Lets a test find (and cut) the listening connection among the server's. */
export const LISTENER_APPLICATION_NAME = 'ugc-desk session revocations';

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 30_000;

export interface RevocationListener {
  close(): Promise<void>;
}

/** The company named by an announcement; null (forget every company) if unreadable. */
function companyOf(payload: string | undefined): number | null {
  const id = Number(payload);
  return Number.isSafeInteger(id) ? id : null;
}

/** What an announcement on `channel` means for the cache. */
function heard(cache: SessionCache, channel: string, payload: string | undefined): void {
  if (channel === COMPANIES_CHANNEL) cache.companyChanged(companyOf(payload));
  else cache.revoked(companyOf(payload));
}

/**
 * The embedded database announces on its own (only) connection, synchronously at commit:
 * the change is heard before the changing statement returns.
 */
async function listenEmbedded(client: PGlite, cache: SessionCache): Promise<RevocationListener> {
  const unlisten = await Promise.all(
    [SESSIONS_CHANNEL, COMPANIES_CHANNEL].map((channel) =>
      client.listen(channel, (payload) => heard(cache, channel, payload)),
    ),
  );
  return { close: async () => void (await Promise.all(unlisten.map((stop) => stop()))) };
}

/**
 * PostgreSQL: a dedicated connection LISTENs. While it is down (not yet connected, or
 * lost) the cache is suspended, and it reconnects with a growing delay; once listening
 * again the cache starts over from empty, so nothing revoked meanwhile survives.
 */
async function listenServer(
  databaseUrl: string,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<RevocationListener> {
  let current: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;

  const scheduleRetry = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
    });
    let lost = false;
    const onLost = (error?: unknown) => {
      if (lost) return;
      lost = true;
      cache.suspend();
      if (current === client) current = null;
      client.end().catch(() => {});
      if (!closed) {
        log.warn({ err: error }, 'session revocations: LISTEN connection lost, cache bypassed');
        scheduleRetry();
      }
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', ({ channel, payload }) => heard(cache, channel, payload));
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSIONS_CHANNEL}; LISTEN ${COMPANIES_CHANNEL}`);
    } catch (error) {
      onLost(error);
      return;
    }
    if (lost) return;
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = RETRY_FIRST_MS;
    cache.resume();
  };

  // Nothing is trusted before the first LISTEN is in place.
  cache.suspend();
  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      cache.suspend();
      await current?.end().catch(() => {});
    },
  };
}

/** The embedded client behind a Database, when it is one (PGlite has `listen`). */
function embeddedClient(db: Database): PGlite | null {
  const client = (db as { $client?: unknown }).$client;
  const listen = (client as Partial<PGlite> | undefined)?.listen;
  return typeof listen === 'function' ? (client as PGlite) : null;
}

/** Keeps `cache` exact from the database's announcements (see the module comment). */
export function listenForRevocations(
  db: Database,
  databaseUrl: string | undefined,
  cache: SessionCache,
  log: FastifyBaseLogger,
): Promise<RevocationListener> {
  const embedded = embeddedClient(db);
  if (embedded) return listenEmbedded(embedded, cache);
  if (databaseUrl) return listenServer(databaseUrl, cache, log);
  // No way to hear other writers: trust nothing.
  cache.suspend();
  return Promise.resolve({ close: async () => {} });
}
