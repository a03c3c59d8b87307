import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_MS } from '@/domain/teams/roles';
import { sessions } from '@/server/db/schema/account';
import { teamInvitations } from '@/server/db/schema/teams';
import { findCompanyByEmail } from '@/server/services/companies';
import { freshEmail, GOOD_PASSWORD } from './helpers/account';
import {
  acceptAsNewPerson,
  codeOf,
  companyWithOwner,
  dataOf,
  guestCall,
  invite,
  otherRoleTokens,
  TEAM,
  TEAM_GUEST,
  teamCall,
} from './helpers/teams';
import { TEAM_ID_ARGUMENTS } from './helpers/teamTextCases';
import { serverForFile } from './helpers/testServer';
import { until } from './helpers/until';

const t = serverForFile();

interface Invitation {
  id: string;
  email: string;
  role: string;
  invited_by: string | null;
  expired: boolean;
  sent_at: string;
  expires_at: string;
}

const pending = async (token: string) =>
  dataOf(await teamCall<{ TeamInvitations: Invitation[] }>(t, token, TEAM.invitations))
    .TeamInvitations;

describe('inviting and accepting as a new person', () => {
  it('mails a working link; the new person sees their name, the company and their role', async () => {
    const { company, token } = await companyWithOwner(t, { company_name: 'Acme Studio' });
    const email = freshEmail('Invitee').toUpperCase();
    const response = await teamCall<{ TeamInvite: Invitation }>(t, token, TEAM.invite, {
      email,
      role: 'admin',
    });
    const invitation = dataOf(response).TeamInvite;
    expect(invitation).toMatchObject({
      email: email.toLowerCase(),
      role: 'admin',
      invited_by: 'Test User',
      expired: false,
    });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.sent_at)).toBe(
      INVITATION_TTL_MS,
    );

    const [mail] = await t.mails(email.toLowerCase());
    expect(mail!.subject).toBe('Test User invites you to Acme Studio on UGC Desk');
    expect(mail!.text).toContain('as an admin');
    expect(mail!.text).toContain('expires in 7 days');
    const joinToken = /\/team\/join\/(\S+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`${t.config.publicUrl}/team/join/${joinToken}`);

    const info = await guestCall(t, TEAM_GUEST.info, { token: joinToken });
    expect(dataOf(info)).toEqual({
      TeamInvitationInfo: {
        company_name: 'Acme Studio',
        email: email.toLowerCase(),
        role: 'admin',
        invited_by: 'Test User',
        has_account: false,
      },
    });

    const memberToken = await acceptAsNewPerson(t, joinToken);
    const person = await findCompanyByEmail(t.db, email);
    expect(person).toMatchObject({ has_verified_email: true, onboard_position: 1 });
    expect(dataOf(await teamCall(t, memberToken, TEAM.companyData))).toEqual({
      CompanyData: {
        id: String(company.id),
        first_name: 'Nora',
        last_name: 'Vance',
        email: email.toLowerCase(),
        company_name: 'Acme Studio',
        team_role: 'admin',
        member_id: String(person!.id),
      },
    });
    const { TeamMembers } = dataOf(
      await teamCall<{ TeamMembers: Array<Record<string, unknown>> }>(t, token, TEAM.members),
    );
    expect(TeamMembers.map((m) => [m.email, m.role, m.is_you])).toEqual([
      [company.email, 'owner', true],
      [email.toLowerCase(), 'admin', false],
    ]);
    expect(await pending(token)).toEqual([]);
    // The link was single-use.
    expect(codeOf(await guestCall(t, TEAM_GUEST.info, { token: joinToken }))).toBe(
      'INVITATION_INVALID',
    );
  });

  it('records when each person was last active, at most once a minute', async () => {
    const { token } = await companyWithOwner(t);
    const lastActive = async () =>
      dataOf(
        await teamCall<{ TeamMembers: Array<{ last_active_at: string | null }> }>(
          t,
          token,
          TEAM.members,
        ),
      ).TeamMembers[0]!.last_active_at;
    let first: string | null = null;
    await until(async () => (first = await lastActive()) !== null, 'the first activity');
    // Within the minute: not written again.
    expect(await lastActive()).toBe(first);
    t.clock.advance(61_000);
    await until(async () => (await lastActive()) !== first, 'the activity a minute later');
    expect(Date.parse((await lastActive())!)).toBeGreaterThan(Date.parse(first!));
  });
});

describe('invitations refused', () => {
  it('an expired link: INVITATION_EXPIRED until it is resent', async () => {
    const { token } = await companyWithOwner(t);
    const email = freshEmail();
    const { id, joinToken } = await invite(t, token, email);
    t.clock.advance(INVITATION_TTL_MS + 1000);
    expect((await pending(token))[0]).toMatchObject({ id, expired: true });
    expect(codeOf(await guestCall(t, TEAM_GUEST.info, { token: joinToken }))).toBe(
      'INVITATION_EXPIRED',
    );
    const accept = await guestCall(t, TEAM_GUEST.accept, {
      token: joinToken,
      password: GOOD_PASSWORD,
      first_name: 'Nora',
      last_name: 'Vance',
    });
    expect(codeOf(accept)).toBe('INVITATION_EXPIRED');
    expect(await findCompanyByEmail(t.db, email)).toBeNull();

    dataOf(await teamCall(t, token, TEAM.resend, { id }));
    expect((await pending(token))[0]).toMatchObject({ id, expired: false });
    const [mail] = await t.mails(email);
    const fresh = /\/team\/join\/(\S+)/.exec(mail!.text)![1]!;
    expect(fresh).not.toBe(joinToken);
    expect(codeOf(await guestCall(t, TEAM_GUEST.info, { token: joinToken }))).toBe(
      'INVITATION_INVALID',
    );
    await acceptAsNewPerson(t, fresh);
  });

  it('used twice, or twice at once: exactly one session', async () => {
    const { token } = await companyWithOwner(t);
    const email = freshEmail();
    const { joinToken } = await invite(t, token, email);
    const variables = {
      token: joinToken,
      password: GOOD_PASSWORD,
      first_name: 'Nora',
      last_name: 'Vance',
    };
    const both = await Promise.all([
      guestCall(t, TEAM_GUEST.accept, variables),
      guestCall(t, TEAM_GUEST.accept, variables),
    ]);
    expect(both.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(both.filter((r) => r.body.errors).map(codeOf)).toEqual(['INVITATION_INVALID']);
    const person = await findCompanyByEmail(t.db, email);
    expect(
      await t.db.select().from(sessions).where(eq(sessions.account_id, person!.id)),
    ).toHaveLength(1);
    expect(codeOf(await guestCall(t, TEAM_GUEST.accept, variables))).toBe('INVITATION_INVALID');
  });

  it('revoked: the link stops working', async () => {
    const { token } = await companyWithOwner(t);
    const { id, joinToken } = await invite(t, token, freshEmail());
    expect(dataOf(await teamCall(t, token, TEAM.revoke, { id }))).toEqual({
      TeamInvitationRevoke: {
        status: 'success',
        message: 'The invitation has been revoked: its link no longer works',
      },
    });
    expect(codeOf(await guestCall(t, TEAM_GUEST.info, { token: joinToken }))).toBe(
      'INVITATION_INVALID',
    );
    expect(await pending(token)).toEqual([]);
    // Revoked already: the same answer as another company's.
    expect(codeOf(await teamCall(t, token, TEAM.revoke, { id }))).toBe('NOT_FOUND');
  });

  it("another company's invitation: NOT_FOUND for resend and revoke, nothing changes", async () => {
    const a = await companyWithOwner(t);
    const b = await companyWithOwner(t);
    const email = freshEmail();
    const { id } = await invite(t, a.token, email);
    const [before] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, Number(id)));
    for (const query of [TEAM.resend, TEAM.revoke]) {
      const response = await teamCall(t, b.token, query, { id });
      expect(codeOf(response)).toBe('NOT_FOUND');
      expect(response.body.errors![0]!.message).toBe('That invitation does not exist.');
    }
    for (const id of ['abc', '0', '99999999999']) {
      expect(codeOf(await teamCall(t, a.token, TEAM.revoke, { id }))).toBe('NOT_FOUND');
    }
    const [after] = await t.db
      .select()
      .from(teamInvitations)
      .where(eq(teamInvitations.id, Number(id)));
    expect(after).toEqual(before);
    expect(await t.mails(email)).toHaveLength(1);
  });

  it('an id that cannot name a row answers as an unknown one', async () => {
    const { token } = await companyWithOwner(t);
    const sent: Record<string, [string, Record<string, unknown>]> = {
      'CompanySwitch(company_id)': [TEAM.switch, {}],
      'TeamInvitationResend(id)': [TEAM.resend, {}],
      'TeamInvitationRevoke(id)': [TEAM.revoke, {}],
      'TeamMemberRemove(id)': [TEAM.remove, {}],
      'TeamMemberRoleUpdate(id)': [TEAM.roleUpdate, { role: 'admin' }],
      'TeamOwnershipTransfer(id)': [TEAM.transfer, {}],
    };
    expect(Object.keys(sent)).toEqual(TEAM_ID_ARGUMENTS);
    for (const [where, [query, variables]] of Object.entries(sent)) {
      const name = /\((\w+)\)/.exec(where)![1]!;
      const response = await teamCall(t, token, query, { ...variables, [name]: '1\u0000' });
      expect(codeOf(response), where).toBe('NOT_FOUND');
    }
  });

  it('bad input is refused with translated field errors and stores nothing', async () => {
    const { company, token } = await companyWithOwner(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { email: `${'a'.repeat(250)}@example.com`, role: 'member' },
        { email: 'The e-mail can have at most 254 characters' },
      ],
      [
        { email: 'nul\u0000@example.com', role: 'member' },
        { email: expect.any(String) as unknown as string },
      ],
      [{ email: freshEmail(), role: 'owner' }, { role: 'Choose a role: admin or member' }],
      [{ email: 'not-an-email', role: 'member' }, { email: 'Enter a valid e-mail address' }],
    ];
    for (const [variables, fields] of cases) {
      const response = await teamCall(t, token, TEAM.invite, variables);
      expect(codeOf(response)).toBe('BAD_USER_INPUT');
      expect(response.body.errors![0]!.extensions!.fields).toEqual(fields);
    }
    const es = await teamCall(t, token, TEAM.invite, { email: freshEmail(), role: 'boss' }, 'es');
    expect(es.body.errors![0]!.extensions!.fields).toEqual({
      role: 'Elige un rol: admin o miembro',
    });
    expect(
      await t.db.select().from(teamInvitations).where(eq(teamInvitations.company_id, company.id)),
    ).toEqual([]);
  });

  it('ALREADY_MEMBER and ALREADY_INVITED, also for two invitations at once', async () => {
    const { company, token } = await companyWithOwner(t);
    const owner = await teamCall(t, token, TEAM.invite, { email: company.email, role: 'admin' });
    expect(codeOf(owner)).toBe('ALREADY_MEMBER');
    expect(owner.body.errors![0]!.message).toBe(
      `${company.email} is already a member of this company.`,
    );

    const email = freshEmail();
    await invite(t, token, email);
    const again = await teamCall(t, token, TEAM.invite, { email, role: 'admin' });
    expect(codeOf(again)).toBe('ALREADY_INVITED');

    const racing = freshEmail();
    const both = await Promise.all([
      teamCall(t, token, TEAM.invite, { email: racing, role: 'member' }),
      teamCall(t, token, TEAM.invite, { email: racing, role: 'admin' }),
    ]);
    expect(both.filter((r) => !r.body.errors)).toHaveLength(1);
    expect(both.filter((r) => r.body.errors).map(codeOf)).toEqual(['ALREADY_INVITED']);
    expect(
      await t.db
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.company_id, company.id), eq(teamInvitations.email, racing))),
    ).toHaveLength(1);
    expect(await t.mails(racing)).toHaveLength(1);
  });

  it("a creator's e-mail cannot join: the link says so", async () => {
    const { token } = await companyWithOwner(t);
    const creator = await t.createCompany({ role: 'creator', company_name: null });
    const { joinToken } = await invite(t, token, creator.email);
    const info = await guestCall(t, TEAM_GUEST.info, { token: joinToken });
    expect(codeOf(info)).toBe('INVITATION_INVALID');
    expect(info.body.errors![0]!.message).toContain(
      "belongs to a creator's or an operator's account",
    );
  });

  it('every team operation refuses a creator and an operator', async () => {
    const variables = { id: '1', role: 'member', email: freshEmail(), token: 'x', company_id: '1' };
    for (const token of await otherRoleTokens(t)) {
      for (const [name, query] of Object.entries(TEAM)) {
        if (name === 'companyData') continue;
        const used = Object.fromEntries(
          Object.entries(variables).filter(([key]) => query.includes(`$${key}`)),
        );
        expect(codeOf(await teamCall(t, token, query, used))).toBe('FORBIDDEN');
      }
    }
  });
});
