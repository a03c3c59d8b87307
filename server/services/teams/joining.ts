/**
 * Joining a company (docs/product.md#brand-teams): through an invitation's link, signed
 * out (TeamInvitationInfo, TeamInvitationAccept) or in (TeamInvitationJoin), and moving
 * between one's companies (CompanySwitch). Each answers a session in the company joined.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  teamAcceptInputSchema,
  teamAcceptSchema,
  teamLinkSchema,
} from '../../../domain/teams/schema';
import type { InvitableRole } from '../../../domain/teams/roles';
import { hashPassword } from '../../auth/passwords';
import { hashSecret } from '../../auth/secrets';
import { issueSession, revokeSession } from '../../auth/tokens';
import type { Authorization } from '../../auth/tokens';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import type { CompanyRow } from '../../db/schema/account';
import { companyMembers, teamInvitations } from '../../db/schema/teams';
import type { TeamInvitationRow } from '../../db/schema/teams';
import type { Locale } from '../../i18n';
import { authenticate } from '../account/login';
import type { AuthResult } from '../account/login';
import {
  createCompany,
  DuplicateEmailError,
  findCompanyByEmail,
  findCompanyById,
} from '../companies';
import { SUCCESS, validated } from '../env';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import type { TeamActor } from './invitations';
import { membershipOf } from './membership';
import type { Membership } from './membership';
import { isPending, pendingInvitations } from './views';

const invitationInvalid = () => new ServiceError('INVITATION_INVALID', 'errors:invitationInvalid');

/** The usable invitation a link's token names: INVITATION_INVALID or _EXPIRED otherwise. */
async function usableInvitation(env: ServiceEnv, token: string): Promise<TeamInvitationRow> {
  const link = await validated(teamLinkSchema, { token });
  const [row] = await env.db
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.token_hash, hashSecret(link.token)), isPending))
    .limit(1);
  if (!row) throw invitationInvalid();
  if (row.expires_at.getTime() <= env.services.now().getTime()) {
    throw new ServiceError('INVITATION_EXPIRED', 'errors:invitationExpired');
  }
  return row;
}

/**
 * The account of the invitation's e-mail, if any. A creator's or an operator's account
 * cannot be a company's person: such an invitation is refused with a message saying so
 * (the company that invited is told nothing about the address).
 */
async function accountOfInvitation(
  db: Database,
  invitation: TeamInvitationRow,
): Promise<CompanyRow | null> {
  const account = await findCompanyByEmail(db, invitation.email);
  if (account && account.role !== 'company') {
    throw new ServiceError('INVITATION_INVALID', 'errors:invitationNotForThisAccount', {
      values: { email: invitation.email },
    });
  }
  return account;
}

export interface TeamInvitationInfoView {
  companyName: string | null;
  email: string;
  role: InvitableRole;
  invitedBy: string | null;
  hasAccount: boolean;
}

/** TeamInvitationInfo: what a link offers, before it is accepted. */
export async function invitationInfo(
  env: ServiceEnv,
  token: string,
): Promise<TeamInvitationInfoView> {
  const invitation = await usableInvitation(env, token);
  const account = await accountOfInvitation(env.db, invitation);
  const [view] = await pendingInvitations(
    env.db,
    invitation.company_id,
    eq(teamInvitations.id, invitation.id),
  );
  const company = await findCompanyById(env.db, invitation.company_id);
  if (!view || !company) throw invitationInvalid();
  return {
    companyName: company.company_name,
    email: view.email,
    role: view.role,
    invitedBy: view.invitedBy,
    hasAccount: account !== null,
  };
}

/**
 * Marks the invitation accepted and makes the person a member (one already is stays as
 * they are): of two acceptances at once exactly one gets here, the other INVITATION_INVALID.
 */
async function accept(
  tx: Database,
  invitation: TeamInvitationRow,
  now: Date,
  person: () => Promise<number>,
): Promise<Membership> {
  // The invitation first: its row lock makes a second acceptance wait, then find it used.
  const [accepted] = await tx
    .update(teamInvitations)
    .set({ accepted_at: now })
    .where(
      and(eq(teamInvitations.id, invitation.id), isPending, gt(teamInvitations.expires_at, now)),
    )
    .returning({ id: teamInvitations.id });
  if (!accepted) throw invitationInvalid();
  const accountId = await person();
  await tx
    .insert(companyMembers)
    .values({
      company_id: invitation.company_id,
      account_id: accountId,
      role: invitation.role,
      joined_at: now,
    })
    .onConflictDoNothing();
  const membership = await membershipOf(tx, invitation.company_id, accountId);
  if (!membership) throw invitationInvalid(); // the company went away meanwhile
  return membership;
}

/** A session of the person in the company they joined or switched to. */
const sessionIn = (env: ServiceEnv, membership: Membership): Promise<Authorization> =>
  // Sessions follow the real clock: verifySession checks them against it.
  issueSession(
    env.db,
    env.config.jwtSecret,
    membership.companyId,
    new Date(),
    'company',
    undefined,
    membership,
  );

/**
 * TeamInvitationAccept, signed out. An address with an account joins with its password
 * (checked and throttled as a login); one without gets a new person account from the
 * names and new password given, its e-mail verified by the link it was mailed.
 */
export async function acceptInvitation(
  env: ServiceEnv,
  args: { token: string; password: string; first_name?: string | null; last_name?: string | null },
  locale: Locale,
): Promise<AuthResult> {
  await validated(teamAcceptInputSchema, args);
  const invitation = await usableInvitation(env, args.token);
  const account = await accountOfInvitation(env.db, invitation);
  const input = await validated(teamAcceptSchema(account !== null), args);
  const person = account
    ? await authenticate(env, invitation.email, input.password, 'company')
    : null;
  const passwordHash = person
    ? null
    : await hashPassword(input.password, env.services.passwordHashing);
  const now = env.services.now();
  const newPerson = async (tx: Database) => {
    const created = await createCompany(
      tx,
      {
        email: invitation.email,
        password_hash: passwordHash,
        first_name: 'first_name' in input ? String(input.first_name) : null,
        last_name: 'last_name' in input ? String(input.last_name) : null,
        has_verified_email: true,
        onboard_position: 1,
        locale,
      },
      { person: true },
    );
    return created.id;
  };
  const membership = await env.db
    .transaction((tx) => accept(tx, invitation, now, async () => person?.id ?? newPerson(tx)))
    .catch((error: unknown) => {
      // The address got an account meanwhile (a sign-up): the link must be opened again.
      throw error instanceof DuplicateEmailError ? invitationInvalid() : error;
    });
  return { status: SUCCESS, authorization: await sessionIn(env, membership) };
}

/**
 * TeamInvitationJoin, signed in: the invitation must be for the person's own e-mail
 * (INVITATION_OTHER_EMAIL names the one it is for). The session it came from ends, as
 * on a switch: the app goes on in the company joined.
 */
export async function joinInvitation(
  env: ServiceEnv,
  actor: TeamActor & { sessionId: string },
  token: string,
): Promise<AuthResult> {
  const invitation = await usableInvitation(env, token);
  const person = await findCompanyById(env.db, actor.accountId);
  if (!person || person.email !== invitation.email) {
    throw new ServiceError('INVITATION_OTHER_EMAIL', 'errors:invitationOtherEmail', {
      values: { email: invitation.email },
    });
  }
  const now = env.services.now();
  const membership = await env.db.transaction((tx) =>
    accept(tx, invitation, now, async () => person.id),
  );
  return switchedTo(env, actor, membership);
}

/** A session in `membership`'s company; the one the request came with ends. */
async function switchedTo(
  env: ServiceEnv,
  actor: TeamActor & { sessionId: string },
  membership: Membership,
): Promise<AuthResult> {
  const authorization = await sessionIn(env, membership);
  await revokeSession(env.db, actor.sessionId);
  env.services.sessions.revoked(actor.companyId);
  return { status: SUCCESS, authorization };
}

/** CompanySwitch: one of the person's companies (not deleted), else NOT_FOUND. */
export async function switchCompany(
  env: ServiceEnv,
  actor: TeamActor & { sessionId: string },
  companyId: string,
): Promise<AuthResult> {
  const id = parseId(companyId);
  const [row] =
    id === null
      ? []
      : await env.db
          .select({ role: companyMembers.role })
          .from(companyMembers)
          .innerJoin(companies, eq(companies.id, companyMembers.company_id))
          .where(
            and(
              eq(companyMembers.company_id, id),
              eq(companyMembers.account_id, actor.accountId),
              isNull(companies.deleted_at),
            ),
          )
          .limit(1);
  if (id === null || !row) throw new ServiceError('NOT_FOUND', 'errors:teamCompanyNotFound');
  return switchedTo(env, actor, { companyId: id, accountId: actor.accountId, teamRole: row.role });
}
