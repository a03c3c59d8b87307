import { updateEmail } from '../../services/account/emailChange';
import { logIn } from '../../services/account/login';
import { requestPasswordReset, resetPassword } from '../../services/account/passwordReset';
import { signUp } from '../../services/account/signup';
import { translated } from '../errors';
import type { Resolvers } from '../generated/guest';

/** The guest half of the account API (/v1/j/guest): thin, the services do the work. */
export const accountGuestResolvers: Resolvers = {
  Mutation: {
    CompanyCreate: translated((_parent, args, ctx) => signUp(ctx, args, 'company', ctx.locale)),
    CompanyLogin: translated((_parent, args, ctx) => logIn(ctx, args, 'company')),
    RequestResetPassword: translated((_parent, args, ctx) => requestPasswordReset(ctx, args)),
    ResetPasswordMutation: translated((_parent, args, ctx) => resetPassword(ctx, args)),
    CompanyUpdateEmail: translated((_parent, args, ctx) => updateEmail(ctx, args, 'company')),
  },
};
