import { afterEach, describe, expect, it } from 'vitest';
import { MQTT_USERNAME } from '@/server/realtime/auth';
import { freshEmail, GOOD_PASSWORD, logIn, sessionStatus } from './helpers/account';
import { brokerUrl, closedByServer, connected, endClients, mqttClient } from './helpers/mqtt';
import {
  addMember,
  codeOf,
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
const LOGIN = `mutation ($email: String!, $password: String!) {
  CompanyLogin(email: $email, password: $password) { status } }`;
afterEach(endClients);

interface Data {
  CompanyData: { id: string; company_name: string | null; team_role: string; member_id: string };
}
const companyData = async (token: string) =>
  dataOf(await teamCall<Data>(t, token, TEAM.companyData)).CompanyData;
const tokenOf = (data: unknown, field: string) =>
  (data as Record<string, { authorization: { token: string } }>)[field]!.authorization.token;

describe('several companies', () => {
  it('an account joins a second company with its password, lists and switches between them', async () => {
    const first = await companyWithOwner(t, { company_name: 'Alpha' });
    const second = await companyWithOwner(t, { company_name: 'Beta' });
    const { joinToken } = await invite(t, second.token, first.company.email, 'admin');
    const info = dataOf(await guestCall(t, TEAM_GUEST.info, { token: joinToken }));
    expect(info).toMatchObject({ TeamInvitationInfo: { has_account: true } });

    const wrong = await guestCall(t, TEAM_GUEST.accept, {
      token: joinToken,
      password: 'Wrong-password-1',
    });
    expect(codeOf(wrong)).toBe('INVALID_CREDENTIALS');
    const accepted = dataOf(
      await guestCall(t, TEAM_GUEST.accept, { token: joinToken, password: GOOD_PASSWORD }),
    );
    const inBeta = tokenOf(accepted, 'TeamInvitationAccept');
    expect(await companyData(inBeta)).toMatchObject({
      id: String(second.company.id),
      company_name: 'Beta',
      team_role: 'admin',
      member_id: String(first.company.id),
    });

    const { MyCompanies } = dataOf(
      await teamCall<{ MyCompanies: unknown[] }>(t, inBeta, TEAM.myCompanies),
    );
    expect(MyCompanies).toEqual([
      { id: String(first.company.id), company_name: 'Alpha', role: 'owner', current: false },
      { id: String(second.company.id), company_name: 'Beta', role: 'admin', current: true },
    ]);

    const switched = dataOf(
      await teamCall(t, inBeta, TEAM.switch, { company_id: String(first.company.id) }),
    );
    const inAlpha = tokenOf(switched, 'CompanySwitch');
    expect(await companyData(inAlpha)).toMatchObject({
      id: String(first.company.id),
      company_name: 'Alpha',
      team_role: 'owner',
    });
    // The session it switched from has ended.
    expect(await sessionStatus(t, inBeta)).toBe(401);

    const stranger = await companyWithOwner(t);
    for (const company_id of [String(stranger.company.id), 'abc', '99999999']) {
      const refused = await teamCall(t, inAlpha, TEAM.switch, { company_id });
      expect(codeOf(refused)).toBe('NOT_FOUND');
      expect(refused.body.errors![0]!.message).toBe('You are not a member of that company.');
    }
  });

  it('joins signed in with the invited e-mail only', async () => {
    const inviter = await companyWithOwner(t);
    const email = freshEmail();
    const { joinToken } = await invite(t, inviter.token, email);
    const other = await companyWithOwner(t);
    const refused = await teamCall(t, other.token, TEAM.join, { token: joinToken });
    expect(codeOf(refused)).toBe('INVITATION_OTHER_EMAIL');
    expect(refused.body.errors![0]!.message).toContain(`This invitation is for ${email}.`);

    const invitedCompany = await t.createCompany({ email, password: GOOD_PASSWORD });
    const own = await logIn(t, invitedCompany.email);
    const joined = dataOf(await teamCall(t, own, TEAM.join, { token: joinToken }));
    expect(await companyData(tokenOf(joined, 'TeamInvitationJoin'))).toMatchObject({
      id: String(inviter.company.id),
      team_role: 'member',
    });
  });
});

describe('managing members', () => {
  it('removal ends their sessions and connections in this company only', async () => {
    const owner = await companyWithOwner(t);
    const email = freshEmail();
    const member = await addMember(t, owner.token, email);
    // The member belongs to a second company too.
    const other = await companyWithOwner(t);
    const { joinToken } = await invite(t, other.token, email);
    const elsewhere = tokenOf(
      dataOf(await guestCall(t, TEAM_GUEST.accept, { token: joinToken, password: GOOD_PASSWORD })),
      'TeamInvitationAccept',
    );

    const client = mqttClient(brokerUrl(t.url), {
      username: MQTT_USERNAME,
      password: member.token,
    });
    await connected(client);

    expect(
      codeOf(await teamCall(t, owner.token, TEAM.remove, { id: String(owner.company.id) })),
    ).toBe('FORBIDDEN');
    const removed = await teamCall(t, owner.token, TEAM.remove, { id: member.id });
    expect(dataOf(removed)).toEqual({
      TeamMemberRemove: {
        status: 'success',
        message: 'The person has been removed from the company',
      },
    });
    expect(await sessionStatus(t, member.token)).toBe(401);
    await closedByServer(client);
    expect(await sessionStatus(t, elsewhere)).toBe(200);
    expect(codeOf(await teamCall(t, owner.token, TEAM.remove, { id: member.id }))).toBe(
      'NOT_FOUND',
    );
    // Another company's owner cannot remove anyone here.
    expect(
      codeOf(await teamCall(t, other.token, TEAM.remove, { id: String(owner.company.id) })),
    ).toBe('NOT_FOUND');
  });

  it('the owner cannot be removed, nor leave; others leave', async () => {
    const owner = await companyWithOwner(t);
    const adminEmail = freshEmail();
    const admin = await addMember(t, owner.token, adminEmail, 'admin');
    const asAdmin = await teamCall(t, admin.token, TEAM.remove, { id: String(owner.company.id) });
    expect(codeOf(asAdmin)).toMatch(/^(OWNER_CANNOT_LEAVE|FORBIDDEN)$/);
    const leaveAsOwner = await teamCall(t, owner.token, TEAM.leave);
    expect(codeOf(leaveAsOwner)).toBe('OWNER_CANNOT_LEAVE');

    expect(dataOf(await teamCall(t, admin.token, TEAM.leave))).toEqual({
      TeamLeave: { status: 'success', message: 'You have left the company' },
    });
    expect(await sessionStatus(t, admin.token)).toBe(401);
    const { TeamMembers } = dataOf(
      await teamCall<{ TeamMembers: unknown[] }>(t, owner.token, TEAM.members),
    );
    expect(TeamMembers).toHaveLength(1);
    // A person of no company any more cannot log in: NO_COMPANY says why.
    const login = await guestCall(t, LOGIN, { email: adminEmail, password: GOOD_PASSWORD });
    expect(codeOf(login)).toBe('NO_COMPANY');
  });

  it('a role change holds on the next request; not oneself, not the owner', async () => {
    const owner = await companyWithOwner(t);
    const member = await addMember(t, owner.token, freshEmail());
    const changed = dataOf(
      await teamCall(t, owner.token, TEAM.roleUpdate, { id: member.id, role: 'admin' }),
    );
    expect(changed).toEqual({
      TeamMemberRoleUpdate: { id: member.id, role: 'admin', is_you: false },
    });
    expect((await companyData(member.token)).team_role).toBe('admin');

    const self = await teamCall(t, owner.token, TEAM.roleUpdate, {
      id: String(owner.company.id),
      role: 'member',
    });
    expect(codeOf(self)).toBe('FORBIDDEN');
    expect(self.body.errors![0]!.message).toBe('You cannot do that to yourself.');
    const toOwner = await teamCall(t, owner.token, TEAM.roleUpdate, {
      id: member.id,
      role: 'owner',
    });
    expect(codeOf(toOwner)).toBe('BAD_USER_INPUT');
    expect((await companyData(member.token)).team_role).toBe('admin');
  });

  it('transferring the ownership makes the old owner an admin at once', async () => {
    const owner = await companyWithOwner(t);
    const member = await addMember(t, owner.token, freshEmail());
    expect(dataOf(await teamCall(t, owner.token, TEAM.transfer, { id: member.id }))).toEqual({
      TeamOwnershipTransfer: {
        status: 'success',
        message: 'The ownership has been transferred: you are an admin now',
      },
    });
    expect((await companyData(owner.token)).team_role).toBe('admin');
    expect((await companyData(member.token)).team_role).toBe('owner');
    // The old owner can no longer transfer.
    expect(codeOf(await teamCall(t, owner.token, TEAM.transfer, { id: member.id }))).toBe(
      'FORBIDDEN',
    );
    const roles = dataOf(
      await teamCall<{ TeamMembers: Array<{ id: string; role: string }> }>(
        t,
        member.token,
        TEAM.members,
      ),
    ).TeamMembers.map((m) => [m.id, m.role]);
    expect(roles).toEqual([
      [member.id, 'owner'],
      [String(owner.company.id), 'admin'],
    ]);
  });
});
