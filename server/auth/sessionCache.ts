/**
 * Verified sessions kept in memory, so an authenticated request does not read its session
 * row each time (docs/product.md, "Tokens and sessions": a revoked token is refused).
 *
 * Exactness rules:
 * - an entry never outlives its token or its session row (`expiresAt`);
 * - every revocation drops the company's entries: the services call `revoked()` after
 *   their commit, and the database announces every change to a session row (a trigger,
 *   NOTIFY `sessions_changed`, delivered at commit) to every server, this one included;
 * - a read that started before a revocation never stores its (possibly stale) answer:
 *   each revocation bumps `generation`, and a lease is stored only if it did not move;
 * - while the announcements cannot be heard (the LISTEN connection is down), the cache is
 *   empty and bypassed: every request reads its session row.
 */
import type { Database } from '../db/client';
import { readSessionLease } from './tokens';
import type { SessionLease, VerifiedSession } from './tokens';

/** Bounded: the oldest entry goes first when full (a hit keeps its place: cheap and fair). */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The session of a bearer token, or null (as verifySessionToken). */
  verify(token: string): Promise<VerifiedSession | null>;
  /** Sessions of the company (null: of any company) were revoked or removed. */
  revoked(companyId: number | null): void;
  /** Stops trusting memory (the revocations cannot be heard): clears and bypasses it. */
  suspend(): void;
  /** Trusts memory again, from empty (the revocations are heard again). */
  resume(): void;
  /** How many tokens are cached now (tests and benchmarks). */
  readonly size: number;
}

export function createSessionCache(
  db: Database,
  secret: string,
  { live = true }: { live?: boolean } = {},
): SessionCache {
  const leases = new Map<string, SessionLease>();
  let generation = 0;
  let trusted = live;

  const forget = (keep: (lease: SessionLease) => boolean) => {
    generation += 1;
    for (const [token, lease] of leases) if (!keep(lease)) leases.delete(token);
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
      if (lease && trusted && started === generation) {
        if (leases.size >= SESSION_CACHE_MAX_ENTRIES) {
          const oldest = leases.keys().next().value;
          if (oldest !== undefined) leases.delete(oldest);
        }
        leases.set(token, lease);
      }
      return lease?.session ?? null;
    },
    revoked(companyId) {
      forget((lease) => companyId !== null && lease.session.companyId !== companyId);
    },
    suspend() {
      trusted = false;
      forget(() => false);
    },
    resume() {
      forget(() => false);
      trusted = true;
    },
    get size() {
      return leases.size;
    },
  };
}
