import { setOperatorPassword } from '../../services/ops/account';
import { opsLogin, opsTotpSetup, opsTotpVerify } from '../../services/ops/login';
import { translated } from '../errors';
import type { Resolvers } from '../generated/guest';

/**
 * The operator console's login (/v1/j/guest, docs/product.md#operator-console): the
 * password from the set-up link, then password and TOTP. Thin: the services do the work.
 */
export const opsGuestResolvers: Resolvers = {
  Mutation: {
    OpsPasswordSet: translated((_parent, args, ctx) => setOperatorPassword(ctx, args)),
    OpsLogin: translated((_parent, args, ctx) => opsLogin(ctx, args)),
    OpsTotpSetup: translated((_parent, args, ctx) => opsTotpSetup(ctx, args)),
    OpsTotpVerify: translated((_parent, args, ctx) => opsTotpVerify(ctx, args)),
  },
};
