import { inviteToTeam, resendInvitation, revokeInvitation } from '../../services/teams/invitations';
import { joinInvitation, switchCompany } from '../../services/teams/joining';
import {
  leaveTeam,
  removeMember,
  transferOwnership,
  updateMemberRole,
} from '../../services/teams/members';
import { companiesOf, pendingInvitations, teamMembers } from '../../services/teams/views';
import type { TeamInvitationView, TeamMemberView } from '../../services/teams/views';
import type { AppContext } from '../context';
import { translated } from '../errors';
import type { Resolvers, TeamInvitation, TeamMember } from '../generated/app';

function toTeamMember(view: TeamMemberView, ctx: AppContext): TeamMember {
  return {
    id: String(view.id),
    first_name: view.firstName,
    last_name: view.lastName,
    email: view.email,
    role: view.role,
    joined_at: view.joinedAt.toISOString(),
    last_active_at: view.lastActiveAt?.toISOString() ?? null,
    is_you: view.id === ctx.accountId,
  };
}

function toTeamInvitation(view: TeamInvitationView, ctx: AppContext): TeamInvitation {
  return {
    id: String(view.id),
    email: view.email,
    role: view.role,
    invited_by: view.invitedBy,
    sent_at: view.sentAt.toISOString(),
    expires_at: view.expiresAt.toISOString(),
    expired: view.expiresAt.getTime() <= ctx.services.now().getTime(),
  };
}

/**
 * The team API (docs/product.md#brand-teams), thin: the services do the work, scoped to the
 * session's company and person; who may call what is the role table's (server/graphql).
 */
export const teamResolvers: Resolvers = {
  Query: {
    TeamMembers: async (_parent, _args, ctx) =>
      (await teamMembers(ctx.db, ctx.companyId)).map((view) => toTeamMember(view, ctx)),
    TeamInvitations: async (_parent, _args, ctx) =>
      (await pendingInvitations(ctx.db, ctx.companyId)).map((view) => toTeamInvitation(view, ctx)),
    MyCompanies: async (_parent, _args, ctx) =>
      (await companiesOf(ctx.db, ctx.accountId)).map((company) => ({
        id: String(company.id),
        company_name: company.companyName,
        role: company.role,
        current: company.id === ctx.companyId,
      })),
  },
  Mutation: {
    TeamInvite: translated(async (_parent, args, ctx) =>
      toTeamInvitation(await inviteToTeam(ctx, ctx, args), ctx),
    ),
    TeamInvitationResend: translated(async (_parent, args, ctx) =>
      toTeamInvitation(await resendInvitation(ctx, ctx, args.id), ctx),
    ),
    TeamInvitationRevoke: translated((_parent, args, ctx) => revokeInvitation(ctx, ctx, args.id)),
    TeamMemberRoleUpdate: translated(async (_parent, args, ctx) =>
      toTeamMember(await updateMemberRole(ctx, ctx, args), ctx),
    ),
    TeamMemberRemove: translated((_parent, args, ctx) => removeMember(ctx, ctx, args.id)),
    TeamOwnershipTransfer: translated((_parent, args, ctx) => transferOwnership(ctx, ctx, args.id)),
    TeamLeave: translated((_parent, _args, ctx) => leaveTeam(ctx, ctx)),
    TeamInvitationJoin: translated((_parent, args, ctx) => joinInvitation(ctx, ctx, args.token)),
    CompanySwitch: translated((_parent, args, ctx) => switchCompany(ctx, ctx, args.company_id)),
  },
};
