/**
 * Brand teams in tests (docs/product.md#brand-teams): the team operations as query texts
 * (the app's documents are the client's), a company with people in it, and the mailed link.
 */
import { issueSession } from '@/server/auth/tokens';
import type { OutboxRow } from '@/server/db/schema/mail';
import { GOOD_PASSWORD } from './account';
import { postGraphql } from './http';
import { opsApi } from './operator';
import type { GraphqlResponse } from './http';
import type { TestServer } from './testServer';

export const TEAM = {
  members: `query { TeamMembers { id first_name last_name email role joined_at last_active_at is_you } }`,
  invitations: `query { TeamInvitations { id email role invited_by sent_at expires_at expired } }`,
  myCompanies: `query { MyCompanies { id company_name role current } }`,
  invite: `mutation ($email: String!, $role: String!) {
    TeamInvite(email: $email, role: $role) { id email role invited_by sent_at expires_at expired } }`,
  resend: `mutation ($id: ID!) { TeamInvitationResend(id: $id) { id email sent_at expires_at expired } }`,
  revoke: `mutation ($id: ID!) { TeamInvitationRevoke(id: $id) { status message } }`,
  roleUpdate: `mutation ($id: ID!, $role: String!) {
    TeamMemberRoleUpdate(id: $id, role: $role) { id role is_you } }`,
  remove: `mutation ($id: ID!) { TeamMemberRemove(id: $id) { status message } }`,
  transfer: `mutation ($id: ID!) { TeamOwnershipTransfer(id: $id) { status message } }`,
  leave: `mutation { TeamLeave { status message } }`,
  join: `mutation ($token: String!) {
    TeamInvitationJoin(token: $token) { status authorization { token } } }`,
  switch: `mutation ($company_id: ID!) {
    CompanySwitch(company_id: $company_id) { status authorization { token } } }`,
  companyData: `query { CompanyData { id first_name last_name email company_name team_role member_id } }`,
} as const;

export const TEAM_GUEST = {
  info: `query ($token: String!) {
    TeamInvitationInfo(token: $token) { company_name email role invited_by has_account } }`,
  accept: `mutation ($token: String!, $password: String!, $first_name: String, $last_name: String) {
    TeamInvitationAccept(token: $token, password: $password, first_name: $first_name,
      last_name: $last_name) { status authorization { token } } }`,
} as const;

type Data = Record<string, unknown>;

/** Runs a team operation as the session `token` (/v1/j), optionally in a locale. */
export const teamCall = opsApi;

/** Runs a signed-out team operation (/v1/j/guest), optionally in a locale. */
export function guestCall<T = Data>(
  t: TestServer,
  query: string,
  variables: Record<string, unknown> = {},
  locale?: string,
): Promise<GraphqlResponse<T>> {
  return postGraphql<T>(`${t.url}/v1/j/guest`, query, {
    variables,
    headers: locale ? { 'accept-language': locale } : undefined,
  });
}

/** The data of a response that must have succeeded (fails loudly otherwise). */
export function dataOf<T>(response: GraphqlResponse<T>): T {
  if (response.body.errors || !response.body.data) {
    throw new Error(`expected data, got ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** The `code` of a response's only error. */
export function codeOf(response: GraphqlResponse<unknown>): string | undefined {
  if (response.body.errors?.length !== 1) {
    throw new Error(`expected one error, got ${JSON.stringify(response.body)}`);
  }
  return response.body.errors[0]!.extensions?.code;
}

/** The token of the /team/join/{token} link in an invitation mail. */
export function joinTokenOf(t: TestServer, mail: Pick<OutboxRow, 'text'>): string {
  const prefix = `${t.config.publicUrl}/team/join/`;
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\S+)`).exec(
    mail.text,
  );
  if (!match?.[1]) throw new Error(`no join link in:\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** A company with a password-holding owner, and the owner's session token. */
export async function companyWithOwner(t: TestServer, values: { company_name?: string } = {}) {
  const company = await t.createCompany({ password: GOOD_PASSWORD, ...values });
  return { company, token: await t.createSession(company.id) };
}

/** Invites `email` as `role` with the session `token`; returns the invitation and its link's token. */
export async function invite(
  t: TestServer,
  token: string,
  email: string,
  role: 'admin' | 'member' = 'member',
) {
  const { TeamInvite } = dataOf(
    await teamCall<{ TeamInvite: { id: string } }>(t, token, TEAM.invite, { email, role }),
  );
  const [mail] = await t.mails(email);
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  return { id: TeamInvite.id, mail, joinToken: joinTokenOf(t, mail) };
}

/** Accepts an invitation as a new person; returns their session token. */
export async function acceptAsNewPerson(t: TestServer, joinToken: string) {
  const { TeamInvitationAccept } = dataOf(
    await guestCall<{ TeamInvitationAccept: { authorization: { token: string } } }>(
      t,
      TEAM_GUEST.accept,
      { token: joinToken, password: GOOD_PASSWORD, first_name: 'Nora', last_name: 'Vance' },
    ),
  );
  return TeamInvitationAccept.authorization.token;
}

/** A member (new person) of the owner's company: their account id and session token. */
export async function addMember(
  t: TestServer,
  ownerToken: string,
  email: string,
  role: 'admin' | 'member' = 'member',
) {
  const { joinToken } = await invite(t, ownerToken, email, role);
  const token = await acceptAsNewPerson(t, joinToken);
  const { CompanyData } = dataOf(
    await teamCall<{ CompanyData: { member_id: string } }>(t, token, TEAM.companyData),
  );
  return { id: CompanyData.member_id, token };
}

/** A creator's and an operator's session tokens, which no team operation accepts. */
export async function otherRoleTokens(t: TestServer): Promise<string[]> {
  const tokens: string[] = [];
  for (const role of ['creator', 'operator'] as const) {
    const account = await t.createCompany({ role, company_name: null });
    tokens.push((await issueSession(t.db, t.config.jwtSecret, account.id, new Date(), role)).token);
  }
  return tokens;
}
