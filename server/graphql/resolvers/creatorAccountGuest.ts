import { updateEmail } from '../../services/account/emailChange';
import { logIn } from '../../services/account/login';
import { signUp } from '../../services/account/signup';
import { translated } from '../errors';
import type { Resolvers } from '../generated/guest';

/**
 * The creator's guest account operations: the company's services with the creator role
 * (docs/product.md#creators-accounts).
 */
export const creatorAccountGuestResolvers: Resolvers = {
  Mutation: {
    CreatorCreate: translated((_parent, args, ctx) => signUp(ctx, args, 'creator', ctx.locale)),
    CreatorLogin: translated((_parent, args, ctx) => logIn(ctx, args, 'creator', ctx.locale)),
    CreatorUpdateEmail: translated((_parent, args, ctx) => updateEmail(ctx, args, 'creator')),
  },
};
