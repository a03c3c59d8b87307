// yoga passes a GraphQLError through unmasked only if it is an instance of ITS copy of
// graphql (bundlers may load the ESM copy for our code): create errors through yoga.
import type { GraphQLResolveInfo } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { Translate } from '../i18n';
import { ServiceError } from '../services/errors';

/**
 * An ServiceError as the client sees it: the translated message, and in `extensions` the
 * machine-readable `code`, translated field messages under `fields` (argument name →
 * text) and numbers such as `retryAfterSeconds`. Other errors pass unchanged (yoga masks
 * anything that is not a GraphQLError).
 */
export function toGraphQLError(error: unknown, t: Translate): unknown {
  if (!(error instanceof ServiceError)) return error;
  const { fields, details, reasons } = error.options;
  let { values } = error.options;
  const extensions: Record<string, unknown> = { code: error.code, ...details };
  if (reasons) {
    const texts = reasons.map((reason) => t(reason.key, reason.values));
    extensions.reasons = texts;
    values = { ...values, reasons: texts.join('; ') };
  }
  if (fields) {
    extensions.fields = Object.fromEntries(
      Object.entries(fields).map(([name, message]) => [name, t(message.key, message.values)]),
    );
  }
  return createGraphQLError(t(error.key, values), { extensions });
}

/**
 * Wraps a resolver so its AccountErrors reach the client translated into the request's
 * locale. Used for every resolver that can fail on purpose (their context always has `t`).
 */
export function translated<Parent, Args, Ctx extends { t: Translate }, Result>(
  resolve: (parent: Parent, args: Args, ctx: Ctx, info: GraphQLResolveInfo) => Promise<Result>,
): (parent: Parent, args: Args, ctx: Ctx, info: GraphQLResolveInfo) => Promise<Result> {
  return async (parent, args, ctx, info) => {
    try {
      return await resolve(parent, args, ctx, info);
    } catch (error) {
      throw toGraphQLError(error, ctx.t);
    }
  };
}
