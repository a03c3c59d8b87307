/**
 * The admin command line's `impersonate` for a person an invitation made
 * (docs/product.md#brand-teams): no company of their own, so it opens a session as that
 * person in the company their login would open (the one they worked in last), with their
 * role there; one who belongs to no company is told so, not that anything was deleted.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { auditLog } from '@/server/db/schema/ops';
import { companyMembers } from '@/server/db/schema/teams';
import { freshEmail, GOOD_PASSWORD } from './helpers/account';
import {
  addMember,
  companyWithOwner,
  dataOf,
  guestCall,
  invite,
  TEAM,
  TEAM_GUEST,
  teamCall,
} from './helpers/teams';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
const MINUTE = 60_000;

interface Data {
  CompanyData: { id: string; email: string; team_role: string; member_id: string };
}
const companyData = async (token: string) =>
  dataOf(await teamCall<Data>(t, token, TEAM.companyData)).CompanyData;

/** The session token of an impersonation link the command printed. */
function tokenOf(stdout: string): string {
  const match = /\/account\/impersonate\/([^/\s]+)\n$/.exec(stdout);
  if (!match?.[1]) throw new Error(`not an impersonation link: ${JSON.stringify(stdout)}`);
  return match[1];
}

/** When the person was last active in `companyId` (recorded after the request answered). */
const lastActive = async (companyId: number, accountId: string) =>
  (
    await t.db
      .select({ at: companyMembers.last_active_at })
      .from(companyMembers)
      .where(
        and(
          eq(companyMembers.company_id, companyId),
          eq(companyMembers.account_id, Number(accountId)),
        ),
      )
  )[0]?.at?.getTime() ?? 0;

/** A request in `companyId` a few minutes on, so it is the person's latest activity. */
async function workIn(companyId: number, accountId: string, token: string) {
  t.clock.advance(5 * MINUTE);
  const before = await lastActive(companyId, accountId);
  await companyData(token);
  await expect.poll(() => lastActive(companyId, accountId)).toBeGreaterThan(before);
}

/**
 * Alpha and Beta, each with its owner, and a person an invitation made: a member of Alpha
 * and, having accepted Beta's invitation with their login, an admin there.
 */
async function personInTwoCompanies(tag: string) {
  const alpha = await companyWithOwner(t, { company_name: 'Alpha' });
  const beta = await companyWithOwner(t, { company_name: 'Beta' });
  const email = freshEmail(tag);
  const person = await addMember(t, alpha.token, email, 'member');
  const { joinToken } = await invite(t, beta.token, email, 'admin');
  const inBeta = dataOf(
    await guestCall<{ TeamInvitationAccept: { authorization: { token: string } } }>(
      t,
      TEAM_GUEST.accept,
      { token: joinToken, password: GOOD_PASSWORD },
    ),
  ).TeamInvitationAccept.authorization.token;
  return { alpha, beta, email, person, inBeta };
}

describe('impersonate a person an invitation made', () => {
  it('opens them, with their role, in the company they worked in last', async () => {
    const { alpha, beta, email, person, inBeta } = await personInTwoCompanies('cli-person');

    await workIn(beta.company.id, person.id, inBeta);
    const inBetaLink = await runAdminCommand(t.dataDir, ['impersonate', email]);
    expect(inBetaLink).toMatchObject({ code: 0, stderr: '' });
    expect(await companyData(tokenOf(inBetaLink.stdout))).toMatchObject({
      id: String(beta.company.id),
      email,
      team_role: 'admin',
      member_id: person.id,
    });
    // The company's audit log names the person the session was opened as.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.record_id, String(beta.company.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      operator_label: 'cli',
      action: 'company.impersonate',
      record_type: 'company',
      details: { person_id: Number(person.id) },
    });

    await workIn(alpha.company.id, person.id, person.token);
    const inAlphaLink = await runAdminCommand(t.dataDir, ['impersonate', email]);
    expect(inAlphaLink.code).toBe(0);
    expect(await companyData(tokenOf(inAlphaLink.stdout))).toMatchObject({
      id: String(alpha.company.id),
      email,
      team_role: 'member',
      member_id: person.id,
    });

    // A company's own e-mail still opens the company, as its owner.
    const asOwner = await runAdminCommand(t.dataDir, ['impersonate', alpha.company.email]);
    expect(await companyData(tokenOf(asOwner.stdout))).toMatchObject({
      id: String(alpha.company.id),
      team_role: 'owner',
    });
  });

  it('says so when the person belongs to no company any more', async () => {
    const owner = await companyWithOwner(t);
    const email = freshEmail('cli-left');
    const person = await addMember(t, owner.token, email);
    dataOf(await teamCall(t, person.token, TEAM.leave));

    const result = await runAdminCommand(t.dataDir, ['impersonate', email]);
    expect(result).toEqual({
      code: 1,
      stdout: '',
      stderr: `impersonate: ${email} is a person who belongs to no company (they left or were removed everywhere); a company must invite them again\n`,
    });
  });
});

describe('sessions-revoke in a team', () => {
  const refused = async (token: string) => (await teamCall(t, token, TEAM.companyData)).status;

  it("logs out everyone working in the company with the company's e-mail, and its owner everywhere", async () => {
    const alpha = await companyWithOwner(t, { company_name: 'Alpha' });
    const beta = await companyWithOwner(t, { company_name: 'Beta' });
    const member = await addMember(t, alpha.token, freshEmail('cli-revoke-member'), 'member');
    const ownerInBeta = await addMember(t, beta.token, freshEmail('cli-revoke-other'), 'admin');

    const result = await runAdminCommand(t.dataDir, ['sessions-revoke', alpha.company.email]);
    expect(result).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    expect(await refused(alpha.token)).toBe(401);
    expect(await refused(member.token)).toBe(401);
    // Another company's people keep theirs.
    expect(await refused(beta.token)).toBe(200);
    expect(await refused(ownerInBeta.token)).toBe(200);
  });

  it('logs a person out of every company they work in, and no one else', async () => {
    const { alpha, beta, email, person, inBeta } = await personInTwoCompanies('cli-revoke-person');

    const result = await runAdminCommand(t.dataDir, ['sessions-revoke', email]);
    expect(result).toEqual({ code: 0, stdout: '2\n', stderr: '' });
    expect(await refused(person.token)).toBe(401);
    expect(await refused(inBeta)).toBe(401);
    expect(await refused(alpha.token)).toBe(200);
    expect(await refused(beta.token)).toBe(200);
  });
});
