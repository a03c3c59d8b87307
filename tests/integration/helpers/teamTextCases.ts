/**
 * The team operations as the unstorable-text test sends them (docs/product.md#fields-and-limits):
 * every text argument of each, spoiled in turn, is refused with its field named and nothing
 * written; their id arguments answer an unusable id as an unknown one.
 */
import { GOOD_PASSWORD } from './account';
import type { GraphqlResponse } from './http';
import { guestCall, TEAM, TEAM_GUEST, teamCall } from './teams';
import type { TestServer } from './testServer';

export interface TeamTextCase {
  operation: string;
  send: (variables: Record<string, unknown>, locale: string) => Promise<GraphqlResponse<unknown>>;
  valid: Record<string, unknown>;
  text: string[];
}

/** The team operations' id arguments (and the id each is sent as, in teams-invitations). */
export const TEAM_ID_ARGUMENTS = [
  'CompanySwitch(company_id)',
  'TeamInvitationResend(id)',
  'TeamInvitationRevoke(id)',
  'TeamMemberRemove(id)',
  'TeamMemberRoleUpdate(id)',
  'TeamOwnershipTransfer(id)',
];

/** Each team operation with a text argument, signed in as the company session `token`. */
export function teamTextCases(t: TestServer, token: string): TeamTextCase[] {
  const app = (query: string) => (variables: Record<string, unknown>, locale: string) =>
    teamCall(t, token, query, variables, locale);
  const guest = (query: string) => (variables: Record<string, unknown>, locale: string) =>
    guestCall(t, query, variables, locale);
  return [
    {
      operation: 'TeamInvite',
      send: app(TEAM.invite),
      valid: { email: 'invitee@example.com', role: 'member' },
      text: ['email', 'role'],
    },
    {
      operation: 'TeamMemberRoleUpdate',
      send: app(TEAM.roleUpdate),
      valid: { id: '1', role: 'admin' },
      text: ['role'],
    },
    {
      operation: 'TeamInvitationJoin',
      send: app(TEAM.join),
      valid: { token: 'a-link-token' },
      text: ['token'],
    },
    {
      operation: 'TeamInvitationInfo',
      send: guest(TEAM_GUEST.info),
      valid: { token: 'a-link-token' },
      text: ['token'],
    },
    {
      operation: 'TeamInvitationAccept',
      send: guest(TEAM_GUEST.accept),
      valid: {
        token: 'a-link-token',
        password: GOOD_PASSWORD,
        first_name: 'Ada',
        last_name: 'Byron',
      },
      text: ['token', 'password', 'first_name', 'last_name'],
    },
  ];
}
