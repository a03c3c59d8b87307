import { deleteCreatorAccount } from '../../services/account/creatorDeletion';
import { requestEmailChange } from '../../services/account/emailChange';
import { updateCreatorLanguage } from '../../services/account/language';
import { logOut } from '../../services/account/login';
import { resendVerificationCode, verifyEmailByCode } from '../../services/account/verification';
import { translated } from '../errors';
import type { Resolvers } from '../generated/app';

/**
 * The signed-in creator's account (creator sessions only: server/graphql/roles.ts). The
 * account and session come from the verified token, never from arguments.
 */
export const creatorAccountResolvers: Resolvers = {
  Mutation: {
    CreatorResendEmailVerificationCode: translated((_parent, _args, ctx) =>
      resendVerificationCode(ctx, ctx.companyId),
    ),
    CreatorEmailVerificationByCode: translated((_parent, args, ctx) =>
      verifyEmailByCode(ctx, ctx.companyId, args),
    ),
    CreatorLogout: translated((_parent, _args, ctx) => logOut(ctx, ctx.companyId, ctx.sessionId)),
    CreatorDelete: translated((_parent, _args, ctx) => deleteCreatorAccount(ctx, ctx.companyId)),
    CreatorRequestToChangeEmail: translated((_parent, args, ctx) =>
      requestEmailChange(ctx, ctx.companyId, args),
    ),
    CreatorLanguageUpdate: translated((_parent, args, ctx) =>
      updateCreatorLanguage(ctx, ctx.companyId, args),
    ),
  },
};
