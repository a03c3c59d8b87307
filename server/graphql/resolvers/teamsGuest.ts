import { acceptInvitation, invitationInfo } from '../../services/teams/joining';
import { translated } from '../errors';
import type { Resolvers } from '../generated/guest';

/** Team invitations opened from the mail, signed out (docs/product.md#brand-teams). */
export const teamGuestResolvers: Resolvers = {
  Query: {
    TeamInvitationInfo: translated(async (_parent, args, ctx) => {
      const info = await invitationInfo(ctx, args.token);
      return {
        company_name: info.companyName,
        email: info.email,
        role: info.role,
        invited_by: info.invitedBy,
        has_account: info.hasAccount,
      };
    }),
  },
  Mutation: {
    TeamInvitationAccept: translated((_parent, args, ctx) =>
      acceptInvitation(ctx, args, ctx.locale),
    ),
  },
};
