/**
 * Managing a company's people (docs/product.md#brand-teams): role changes, removal,
 * ownership transfer, leaving. The role table lets only the owner manage members; the
 * rules that depend on the target are here: never oneself, never the owner.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { teamRoleChangeSchema } from '../../../domain/teams/schema';
import type { TeamRole } from '../../../domain/teams/roles';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema/account';
import { companyMembers } from '../../db/schema/teams';
import { success, validated } from '../env';
import type { ServiceEnv, StatusMessage } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';
import { teamRoleForbidden } from './errors';
import type { TeamActor } from './invitations';
import { teamMembers } from './views';
import type { TeamMemberView } from './views';

const memberNotFound = () => new ServiceError('NOT_FOUND', 'errors:teamMemberNotFound');
const ownerCannotLeave = () => new ServiceError('OWNER_CANNOT_LEAVE', 'errors:ownerCannotLeave');

/** The person `id` names, another than the caller (teamNotYourself otherwise). */
function otherPerson(actor: TeamActor, id: string): number {
  const accountId = parseId(id);
  if (accountId === null) throw memberNotFound();
  if (accountId === actor.accountId) {
    throw new ServiceError('FORBIDDEN', 'errors:teamNotYourself');
  }
  return accountId;
}

/** The person's role in the company, locked for the transaction; NOT_FOUND if none. */
async function lockedRole(tx: Database, companyId: number, accountId: number): Promise<TeamRole> {
  const [row] = await tx
    .select({ role: companyMembers.role })
    .from(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, accountId)))
    .for('update');
  if (!row) throw memberNotFound();
  return row.role;
}

/** The person's live sessions in the company (not those elsewhere). */
const liveSessionsIn = (companyId: number, accountId: number) =>
  and(
    eq(sessions.company_id, companyId),
    eq(sessions.account_id, accountId),
    eq(sessions.role, 'company'),
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, new Date()),
  );

/** Gives the person `role` in the company, on their membership and their live sessions. */
async function setRole(tx: Database, companyId: number, accountId: number, role: TeamRole) {
  await tx
    .update(companyMembers)
    .set({ role })
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, accountId)));
  await tx.update(sessions).set({ team_role: role }).where(liveSessionsIn(companyId, accountId));
}

/** Takes the person out of the company: their membership and their sessions in it end. */
async function removeFrom(tx: Database, companyId: number, accountId: number, now: Date) {
  await tx
    .delete(companyMembers)
    .where(and(eq(companyMembers.company_id, companyId), eq(companyMembers.account_id, accountId)));
  await tx.update(sessions).set({ revoked_at: now }).where(liveSessionsIn(companyId, accountId));
}

/**
 * Runs a change of the company's people in one transaction, then drops the cached
 * sessions of the company (the broker re-checks its connections), so the change holds
 * from the very next request.
 */
async function changePeople<T>(
  env: ServiceEnv,
  companyId: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const result = await env.db.transaction(work);
  env.services.sessions.revoked(companyId);
  return result;
}

/** TeamMemberRoleUpdate: admin or member, for anyone but oneself and the owner. */
export async function updateMemberRole(
  env: ServiceEnv,
  actor: TeamActor,
  args: { id: string; role: string },
): Promise<TeamMemberView> {
  const { role } = await validated(teamRoleChangeSchema, { role: args.role });
  const accountId = otherPerson(actor, args.id);
  await changePeople(env, actor.companyId, async (tx) => {
    if ((await lockedRole(tx, actor.companyId, accountId)) === 'owner') {
      throw new ServiceError('FORBIDDEN', 'errors:teamOwnerRoleFixed');
    }
    await setRole(tx, actor.companyId, accountId, role);
  });
  const [view] = await teamMembers(env.db, actor.companyId, accountId);
  if (!view) throw memberNotFound(); // removed meanwhile
  return view;
}

/**
 * TeamMemberRemove: the person leaves the company's team; their sessions in it end (the
 * broker closes their connections), those in their other companies go on. What they did
 * stays the company's.
 */
export async function removeMember(
  env: ServiceEnv,
  actor: TeamActor,
  id: string,
): Promise<StatusMessage> {
  const accountId = otherPerson(actor, id);
  await changePeople(env, actor.companyId, async (tx) => {
    if ((await lockedRole(tx, actor.companyId, accountId)) === 'owner') throw ownerCannotLeave();
    await removeFrom(tx, actor.companyId, accountId, env.services.now());
  });
  return success(env, 'messages:teamMemberRemoved');
}

/** TeamOwnershipTransfer: the member becomes the owner and the caller an admin. */
export async function transferOwnership(
  env: ServiceEnv,
  actor: TeamActor,
  id: string,
): Promise<StatusMessage> {
  const accountId = otherPerson(actor, id);
  await changePeople(env, actor.companyId, async (tx) => {
    if ((await lockedRole(tx, actor.companyId, actor.accountId)) !== 'owner') {
      throw teamRoleForbidden('owner');
    }
    await lockedRole(tx, actor.companyId, accountId);
    // One owner at a time (company_members_one_owner): demote before promoting.
    await setRole(tx, actor.companyId, actor.accountId, 'admin');
    await setRole(tx, actor.companyId, accountId, 'owner');
  });
  return success(env, 'messages:ownershipTransferred');
}

/** TeamLeave: anyone but the owner leaves; their sessions in the company end. */
export async function leaveTeam(env: ServiceEnv, actor: TeamActor): Promise<StatusMessage> {
  await changePeople(env, actor.companyId, async (tx) => {
    if ((await lockedRole(tx, actor.companyId, actor.accountId)) === 'owner') {
      throw ownerCannotLeave();
    }
    await removeFrom(tx, actor.companyId, actor.accountId, env.services.now());
  });
  return success(env, 'messages:teamLeft');
}
