import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { TeamInvitationsQuery, TeamMembersQuery } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// The team operations (docs/product.md#brand-teams): the company's people, its invitations
// and the companies the signed-in person belongs to. The mutations that answer an
// AuthResult (joining, switching) become the session through the session listeners, as a
// login does.

const TEAM_MEMBER_FIELDS = graphql(`
  fragment TeamMemberFields on TeamMember {
    id
    first_name
    last_name
    email
    role
    joined_at
    last_active_at
    is_you
  }
`);

const TEAM_INVITATION_FIELDS = graphql(`
  fragment TeamInvitationFields on TeamInvitation {
    id
    email
    role
    invited_by
    sent_at
    expires_at
    expired
  }
`);

/** A session the joining and switching answer: the session listeners store its token. */
const TEAM_SESSION_FIELDS = graphql(`
  fragment TeamSessionFields on AuthResult {
    status
    authorization {
      token
      type
      expires_in
    }
  }
`);

export type TeamMember = TeamMembersQuery['TeamMembers'][number];
export type TeamInvitation = TeamInvitationsQuery['TeamInvitations'][number];

export const TEAM_MEMBERS = graphql(
  `
    query TeamMembers {
      TeamMembers {
        ...TeamMemberFields
      }
    }
  `,
  [TEAM_MEMBER_FIELDS],
);

export const TEAM_INVITATIONS = graphql(
  `
    query TeamInvitations {
      TeamInvitations {
        ...TeamInvitationFields
      }
    }
  `,
  [TEAM_INVITATION_FIELDS],
);

export const MY_COMPANIES = graphql(`
  query MyCompanies {
    MyCompanies {
      id
      company_name
      role
      current
    }
  }
`);

export const TEAM_INVITE = graphql(
  `
    mutation TeamInvite($email: String!, $role: String!) {
      TeamInvite(email: $email, role: $role) {
        ...TeamInvitationFields
      }
    }
  `,
  [TEAM_INVITATION_FIELDS],
);

export const TEAM_INVITATION_RESEND = graphql(
  `
    mutation TeamInvitationResend($id: ID!) {
      TeamInvitationResend(id: $id) {
        ...TeamInvitationFields
      }
    }
  `,
  [TEAM_INVITATION_FIELDS],
);

export const TEAM_INVITATION_REVOKE = graphql(`
  mutation TeamInvitationRevoke($id: ID!) {
    TeamInvitationRevoke(id: $id) {
      status
      message
    }
  }
`);

export const TEAM_MEMBER_ROLE_UPDATE = graphql(
  `
    mutation TeamMemberRoleUpdate($id: ID!, $role: String!) {
      TeamMemberRoleUpdate(id: $id, role: $role) {
        ...TeamMemberFields
      }
    }
  `,
  [TEAM_MEMBER_FIELDS],
);

export const TEAM_MEMBER_REMOVE = graphql(`
  mutation TeamMemberRemove($id: ID!) {
    TeamMemberRemove(id: $id) {
      status
      message
    }
  }
`);

export const TEAM_OWNERSHIP_TRANSFER = graphql(`
  mutation TeamOwnershipTransfer($id: ID!) {
    TeamOwnershipTransfer(id: $id) {
      status
      message
    }
  }
`);

export const TEAM_LEAVE = graphql(`
  mutation TeamLeave {
    TeamLeave {
      status
      message
    }
  }
`);

export const TEAM_INVITATION_INFO = graphql(`
  query TeamInvitationInfo($token: String!) {
    TeamInvitationInfo(token: $token) {
      company_name
      email
      role
      invited_by
      has_account
    }
  }
`);

export const TEAM_INVITATION_ACCEPT = graphql(
  `
    mutation TeamInvitationAccept(
      $token: String!
      $password: String!
      $first_name: String
      $last_name: String
    ) {
      TeamInvitationAccept(
        token: $token
        password: $password
        first_name: $first_name
        last_name: $last_name
      ) {
        ...TeamSessionFields
      }
    }
  `,
  [TEAM_SESSION_FIELDS],
);

export const TEAM_INVITATION_JOIN = graphql(
  `
    mutation TeamInvitationJoin($token: String!) {
      TeamInvitationJoin(token: $token) {
        ...TeamSessionFields
      }
    }
  `,
  [TEAM_SESSION_FIELDS],
);

export const COMPANY_SWITCH = graphql(
  `
    mutation CompanySwitch($company_id: ID!) {
      CompanySwitch(company_id: $company_id) {
        ...TeamSessionFields
      }
    }
  `,
  [TEAM_SESSION_FIELDS],
);

export const teamsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Team'] }).injectEndpoints({
  endpoints: (build) => ({
    teamMembers: build.query({ ...graphqlEndpoint(TEAM_MEMBERS), providesTags: ['Team'] }),
    teamInvitations: build.query({ ...graphqlEndpoint(TEAM_INVITATIONS), providesTags: ['Team'] }),
    myCompanies: build.query(graphqlEndpoint(MY_COMPANIES)),
    teamInvite: build.mutation({ ...graphqlEndpoint(TEAM_INVITE), invalidatesTags: ['Team'] }),
    teamInvitationResend: build.mutation({
      ...graphqlEndpoint(TEAM_INVITATION_RESEND),
      invalidatesTags: ['Team'],
    }),
    teamInvitationRevoke: build.mutation({
      ...graphqlEndpoint(TEAM_INVITATION_REVOKE),
      invalidatesTags: ['Team'],
    }),
    teamMemberRoleUpdate: build.mutation({
      ...graphqlEndpoint(TEAM_MEMBER_ROLE_UPDATE),
      invalidatesTags: ['Team'],
    }),
    teamMemberRemove: build.mutation({
      ...graphqlEndpoint(TEAM_MEMBER_REMOVE),
      invalidatesTags: ['Team'],
    }),
    // The caller's own role changes too (owner → admin): CompanyData is asked again.
    teamOwnershipTransfer: build.mutation({
      ...graphqlEndpoint(TEAM_OWNERSHIP_TRANSFER),
      invalidatesTags: ['Team', 'Account'],
    }),
    teamLeave: build.mutation(graphqlEndpoint(TEAM_LEAVE)),
    teamInvitationInfo: build.query(graphqlEndpoint(TEAM_INVITATION_INFO, { guest: true })),
    teamInvitationAccept: build.mutation(graphqlEndpoint(TEAM_INVITATION_ACCEPT, { guest: true })),
    teamInvitationJoin: build.mutation(graphqlEndpoint(TEAM_INVITATION_JOIN)),
    companySwitch: build.mutation(graphqlEndpoint(COMPANY_SWITCH)),
  }),
});

export const {
  useTeamMembersQuery,
  useTeamInvitationsQuery,
  useMyCompaniesQuery,
  useTeamInviteMutation,
  useTeamInvitationResendMutation,
  useTeamInvitationRevokeMutation,
  useTeamMemberRoleUpdateMutation,
  useTeamMemberRemoveMutation,
  useTeamOwnershipTransferMutation,
  useTeamLeaveMutation,
  useTeamInvitationInfoQuery,
  useTeamInvitationAcceptMutation,
  useTeamInvitationJoinMutation,
  useCompanySwitchMutation,
} = teamsApi;
