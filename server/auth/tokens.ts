import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne, or, type SQL } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Database } from '../db/client';
import type { TeamRole } from '../../domain/teams/roles';
import { sessions } from '../db/schema/account';
import type { AccountRole } from '../db/schema/account';
import { companyMembers } from '../db/schema/teams';

/** How long a session token is valid (the API reports it as `expires_in`). */
export const SESSION_TTL_SECONDS = 86_400;

const ALGORITHM = 'HS256';

export interface Authorization {
  token: string;
  type: 'bearer';
  expires_in: number;
}

function keyOf(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Creates a session row and a JWT naming it (jti), so the token can be revoked server-side
 * before it expires. `now` exists for tests that need an already expired token; `role` is
 * the account's (a creator's session reaches creator operations only); `ttlSeconds` is
 * shorter for an operator (OPERATOR_SESSION_TTL_SECONDS) and for an impersonation link
 * from the console (IMPERSONATION_TTL_SECONDS). A company session is a person's in that
 * company (`member`); without one it is the company's owner's (the console's and the admin
 * CLI's sessions act for the company as its owner would).
 */
export async function issueSession(
  db: Database,
  secret: string,
  companyId: number,
  now: Date = new Date(),
  role: AccountRole = 'company',
  ttlSeconds: number = SESSION_TTL_SECONDS,
  member?: SessionMember,
): Promise<Authorization> {
  const id = randomUUID();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const person =
    role === 'company'
      ? (member ?? (await ownerOf(db, companyId)))
      : { accountId: companyId, teamRole: null };
  await db.insert(sessions).values({
    id,
    company_id: companyId,
    account_id: person.accountId,
    team_role: person.teamRole,
    created_at: now,
    expires_at: new Date(expiresAt * 1000),
    role,
  });
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(id)
    .setSubject(String(companyId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, type: 'bearer', expires_in: ttlSeconds };
}

/** Who a company session is: the person and their role in the company. */
export interface SessionMember {
  accountId: number;
  teamRole: TeamRole;
}

/** The company's owner, whom a session opened for the company itself acts as. */
async function ownerOf(db: Database, companyId: number): Promise<SessionMember> {
  const [owner] = await db
    .select({ accountId: companyMembers.account_id })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.role, 'owner')))
    .limit(1);
  if (!owner) throw new Error(`company ${companyId} has no owner`);
  return { accountId: owner.accountId, teamRole: 'owner' };
}

export interface VerifiedSession {
  /** What the session works on: a company, or for a creator (operator) session the creator. */
  companyId: number;
  /** The person whose session it is (for creators and operators, `companyId` again). */
  accountId: number;
  /** A company session's role in its company (docs/product.md#brand-teams); null otherwise. */
  teamRole: TeamRole | null;
  /** Which operations the session reaches (server/graphql/roles.ts). */
  role: AccountRole;
  /** The session row (the token's jti): logout revokes exactly this one. */
  sessionId: string;
}

/** A verified session and until when it may be trusted without asking again. */
export interface SessionLease {
  session: VerifiedSession;
  /** Epoch ms: the earlier of the token's expiry and its session row's. */
  expiresAt: number;
}

/**
 * The session a token names and its expiry, or null when the token is malformed, forged,
 * expired, or its session is missing, revoked or expired. Never throws for a bad token.
 */
export async function readSessionLease(
  db: Database,
  secret: string,
  token: string,
): Promise<SessionLease | null> {
  let jti: string | undefined;
  let sub: string | undefined;
  let exp: number | undefined;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM] });
    ({ jti, sub, exp } = payload);
  } catch {
    return null;
  }
  if (!jti || !sub || !/^\d+$/.test(sub)) return null;

  const [session] = await db
    .select({
      company_id: sessions.company_id,
      account_id: sessions.account_id,
      team_role: sessions.team_role,
      expires_at: sessions.expires_at,
      role: sessions.role,
    })
    .from(sessions)
    .where(and(eq(sessions.id, jti), isNull(sessions.revoked_at)))
    .limit(1);
  if (!session || session.expires_at.getTime() <= Date.now()) return null;
  // The subject is signed too, but the session row is the source of truth.
  if (session.company_id !== Number(sub)) return null;
  const expiresAt = Math.min(session.expires_at.getTime(), (exp ?? Infinity) * 1000);
  return {
    session: {
      companyId: session.company_id,
      accountId: session.account_id,
      teamRole: session.team_role,
      sessionId: jti,
      role: session.role,
    },
    expiresAt,
  };
}

/** The session a token names, or null (see readSessionLease). */
export async function verifySessionToken(
  db: Database,
  secret: string,
  token: string,
): Promise<VerifiedSession | null> {
  return (await readSessionLease(db, secret, token))?.session ?? null;
}

/** The company a token belongs to, or null (see verifySessionToken). */
export async function verifySession(
  db: Database,
  secret: string,
  token: string,
): Promise<number | null> {
  return (await verifySessionToken(db, secret, token))?.companyId ?? null;
}

/** Revokes one session (logout). */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/**
 * Revokes every live session of a person (an account), in every company they work in, but
 * `exceptSessionId` (a password change keeps the session it was made from); returns how
 * many were revoked.
 */
export async function revokeSessions(
  db: Database,
  accountId: number,
  exceptSessionId?: string,
): Promise<number> {
  return revokeWhere(db, eq(sessions.account_id, accountId), exceptSessionId);
}

/**
 * Revokes every live session of the account with this id: as a person, in every company
 * they work in, and as a company, the sessions of everyone working in it (a company's row
 * is also its founder's login). Returns how many were revoked.
 */
export async function revokeEverySession(db: Database, accountId: number): Promise<number> {
  return revokeWhere(
    db,
    or(eq(sessions.account_id, accountId), eq(sessions.company_id, accountId)),
  );
}

async function revokeWhere(
  db: Database,
  whose: SQL | undefined,
  exceptSessionId?: string,
): Promise<number> {
  const now = new Date();
  const revoked = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        whose,
        isNull(sessions.revoked_at),
        gt(sessions.expires_at, now),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}
