/**
 * Verified sessions kept in memory, so an authenticated request does not read its session
 * row each time (docs/product.md, "Tokens and sessions": a revoked token is refused), and
 * the rows of their companies, so that the account (CompanyData, asked by every screen)
 * costs no database read either.
 *
 * Exactness rules:
 * - a lease never outlives its token or its session row (`expiresAt`);
 * - every revocation drops the company's leases: the services call `revoked()` after
 *   their commit, and the database announces every change to a session row (a trigger,
 *   NOTIFY `sessions_changed`, delivered at commit) to every server, this one included;
 * - every change to a company row is announced the same way (`companies_changed`), and
 *   this server also forgets the row of the company after each of its own mutations
 *   (server/http/graphql.ts), before answering, so its next read is fresh even before the
 *   announcement arrives;
 * - a read that started before a revocation or a change never stores its (possibly stale)
 *   answer: each one bumps `generation`, and an answer is stored only if it did not move;
 * - while the announcements cannot be heard (the LISTEN connection is down), the cache is
 *   empty and bypassed: every request reads its session and company rows.
 */
import type { Database } from '../db/client';
import type { CompanyRow } from '../db/schema/account';
import { readSessionLease } from './tokens';
import type { SessionLease, VerifiedSession } from './tokens';

/** Bounded: the oldest entry goes first when full (a hit keeps its place: cheap and fair). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The session of a bearer token, or null (as verifySessionToken). */
  verify(token: string): Promise<VerifiedSession | null>;
  /**
   * Sessions of the company, or of the person (an account id names either; null: any
   * session) were revoked or removed.
   */
  revoked(companyId: number | null): void;
  /** The company's row, from memory or read by `read` (null: it does not exist). */
  company(companyId: number, read: () => Promise<CompanyRow | null>): Promise<CompanyRow | null>;
  /** The company's row (null: any company's) changed or may have changed. */
  companyChanged(companyId: number | null): void;
  /**
   * Calls `listener` after every revocation this server makes or hears (with its company,
   * null: any), and when revocations are heard again after a gap (null: anything may have
   * been revoked meanwhile). Returns how to stop.
   */
  onRevoked(listener: (companyId: number | null) => void): () => void;
  /** Stops trusting memory (the revocations cannot be heard): clears and bypasses it. */
  suspend(): void;
  /** Trusts memory again, from empty (the revocations are heard again). */
  resume(): void;
  /** How many tokens are cached now (tests and benchmarks). */
  readonly size: number;
  /** How many company rows are cached now (tests). */
  readonly companies: number;
}

/** Adds an entry to a bounded map: the oldest entry goes first when full. */
function storeBounded<K, V>(map: Map<K, V>, key: K, value: V): void {
  if (map.size >= SESSION_CACHE_MAX_ENTRIES && !map.has(key)) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

export function createSessionCache(
  db: Database,
  secret: string,
  { live = true }: { live?: boolean } = {},
): SessionCache {
  const leases = new Map<string, SessionLease>();
  const companyRows = new Map<number, CompanyRow>();
  let generation = 0;
  let trusted = live;
  const listeners = new Set<(companyId: number | null) => void>();
  const announce = (companyId: number | null) => {
    for (const listener of listeners) listener(companyId);
  };

  const forget = (keep: (lease: SessionLease) => boolean) => {
    generation += 1;
    for (const [token, lease] of leases) if (!keep(lease)) leases.delete(token);
  };
  const forgetCompanies = (companyId: number | null) => {
    generation += 1;
    if (companyId === null) companyRows.clear();
    else companyRows.delete(companyId);
  };

  return {
    async verify(token) {
      if (trusted) {
        const lease = leases.get(token);
        if (lease && lease.expiresAt > Date.now()) return lease.session;
        if (lease) leases.delete(token);
      }
      const started = generation;
      const lease = await readSessionLease(db, secret, token);
      if (lease && trusted && started === generation) storeBounded(leases, token, lease);
      return lease?.session ?? null;
    },
    revoked(companyId) {
      forget(
        (lease) =>
          companyId !== null &&
          lease.session.companyId !== companyId &&
          lease.session.accountId !== companyId,
      );
      announce(companyId);
    },
    onRevoked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async company(companyId, read) {
      if (trusted) {
        const row = companyRows.get(companyId);
        if (row) return row;
      }
      const started = generation;
      const row = await read();
      if (row && trusted && started === generation) storeBounded(companyRows, companyId, row);
      return row;
    },
    companyChanged(companyId) {
      forgetCompanies(companyId);
    },
    suspend() {
      trusted = false;
      forget(() => false);
      forgetCompanies(null);
    },
    resume() {
      forget(() => false);
      forgetCompanies(null);
      trusted = true;
      announce(null);
    },
    get size() {
      return leases.size;
    },
    get companies() {
      return companyRows.size;
    },
  };
}
