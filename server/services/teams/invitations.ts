/**
 * Inviting people to a company (docs/product.md#brand-teams): a mailed single-use link,
 * valid 7 days, that names the role the person gets. Owners and admins call these (the
 * role table says so); every one is scoped to the caller's company.
 */
import { and, eq } from 'drizzle-orm';
import { teamInviteSchema } from '../../../domain/teams/schema';
import { INVITATION_TTL_MS } from '../../../domain/teams/roles';
import type { InvitableRole } from '../../../domain/teams/roles';
import { hashSecret, randomToken } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/errors';
import { companies } from '../../db/schema/account';
import { companyMembers, teamInvitations } from '../../db/schema/teams';
import type { OutgoingMail } from '../../mail/mailer';
import { teamInvitationMail, teamJoinLink } from '../../mail/templatesTeams';
import { findCompanyById, normalizeEmail } from '../companies';
import { commitThenMail, success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { isPending, pendingInvitations } from './views';
import type { TeamInvitationView } from './views';

/** Who acts: the session's company and person. */
export interface TeamActor {
  companyId: number;
  accountId: number;
}

const invitationNotFound = () => new ServiceError('NOT_FOUND', 'errors:teamInvitationNotFound');
const alreadyInvited = (email: string) =>
  new ServiceError('ALREADY_INVITED', 'errors:alreadyInvited', { values: { email } });

/** A new link for an invitation: its token (mailed) and what the row keeps of it. */
function freshLink(now: Date) {
  const token = randomToken();
  return {
    token,
    row: {
      token_hash: hashSecret(token),
      sent_at: now,
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
    },
  };
}

/** Queues the invitation mail: who invites (by name, else e-mail), to which company, as what. */
async function queueMail(
  env: ServiceEnv,
  tx: Database,
  actor: TeamActor,
  invitation: { email: string; role: InvitableRole; token: string },
  mails: OutgoingMail[],
): Promise<void> {
  const [person, company] = await Promise.all([
    findCompanyById(tx, actor.accountId),
    findCompanyById(tx, actor.companyId),
  ]);
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(' ');
  mails.push(
    teamInvitationMail(env.t, {
      to: invitation.email,
      inviter: name || (person?.email ?? ''),
      company: company?.company_name ?? '',
      role: invitation.role,
      link: teamJoinLink(env.config.publicUrl, invitation.token),
    }),
  );
}

async function invitationView(db: Database, companyId: number, id: number) {
  const [view] = await pendingInvitations(db, companyId, eq(teamInvitations.id, id));
  if (!view) throw invitationNotFound();
  return view;
}

/**
 * TeamInvite: ALREADY_MEMBER when the address is one of the company's people,
 * ALREADY_INVITED when it has a pending invitation (the pending index settles two
 * invitations at once: the second gets the same answer).
 */
export async function inviteToTeam(
  env: ServiceEnv,
  actor: TeamActor,
  args: { email: string; role: string },
): Promise<TeamInvitationView> {
  const input = await validated(teamInviteSchema, args);
  const email = normalizeEmail(input.email);
  const now = env.services.now();
  try {
    const id = await commitThenMail(env, async (tx, mails) => {
      const [member] = await tx
        .select({ id: companies.id })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.account_id))
        .where(and(eq(companyMembers.company_id, actor.companyId), eq(companies.email, email)))
        .limit(1);
      if (member) {
        throw new ServiceError('ALREADY_MEMBER', 'errors:alreadyMember', { values: { email } });
      }
      const { token, row } = freshLink(now);
      const [created] = await tx
        .insert(teamInvitations)
        .values({
          company_id: actor.companyId,
          email,
          role: input.role,
          invited_by: actor.accountId,
          created_at: now,
          ...row,
        })
        .onConflictDoNothing()
        .returning({ id: teamInvitations.id });
      if (!created) throw alreadyInvited(email);
      await queueMail(env, tx, actor, { email, role: input.role, token }, mails);
      return created.id;
    });
    return await invitationView(env.db, actor.companyId, id);
  } catch (error) {
    // A concurrent invitation committed between our check and insert.
    if (pgErrorOf(error)?.code === UNIQUE_VIOLATION) throw alreadyInvited(email);
    throw error;
  }
}

/** TeamInvitationResend: a new link, valid 7 days from now; the old one stops working. */
export async function resendInvitation(
  env: ServiceEnv,
  actor: TeamActor,
  id: string,
): Promise<TeamInvitationView> {
  const invitationId = parseId(id);
  if (invitationId === null) throw invitationNotFound();
  await commitThenMail(env, async (tx, mails) => {
    const { token, row } = freshLink(env.services.now());
    const [updated] = await tx
      .update(teamInvitations)
      .set(row)
      .where(ofCompany(actor.companyId, invitationId))
      .returning({ email: teamInvitations.email, role: teamInvitations.role });
    if (!updated) throw invitationNotFound();
    const role = updated.role as InvitableRole; // the table's CHECK admits no other
    await queueMail(env, tx, actor, { email: updated.email, role, token }, mails);
  });
  return invitationView(env.db, actor.companyId, invitationId);
}

/** One pending invitation of the company: another company's answers as an unknown one. */
const ofCompany = (companyId: number, id: number) =>
  and(eq(teamInvitations.id, id), eq(teamInvitations.company_id, companyId), isPending);

/** TeamInvitationRevoke: the link stops working at once. */
export async function revokeInvitation(
  env: ServiceEnv,
  actor: TeamActor,
  id: string,
): Promise<StatusMessage> {
  const invitationId = parseId(id);
  if (invitationId === null) throw invitationNotFound();
  const [revoked] = await env.db
    .update(teamInvitations)
    .set({ revoked_at: env.services.now() })
    .where(ofCompany(actor.companyId, invitationId))
    .returning({ id: teamInvitations.id });
  if (!revoked) throw invitationNotFound();
  return success(env, 'messages:invitationRevoked');
}
