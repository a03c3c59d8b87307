/**
 * Which role reaches which operation, decided in one place for the whole authenticated
 * schema: every operation named `Ops…` is for operator sessions only (the console under
 * /ops), the creator operations below for creator sessions only, the shared ones for
 * companies and creators, and every other Query and Mutation field for company sessions
 * only. A session of another role gets FORBIDDEN before the resolver runs, so no feature
 * can forget the check; so does a company session whose team role does not reach what
 * the operation needs (teamRoles.ts), or any company session for an operation missing
 * from that table.
 */
import { defaultFieldResolver } from 'graphql';
import type { GraphQLFieldResolver, GraphQLSchema } from 'graphql';
import { teamRoleReaches } from '../../domain/teams/roles';
import type { AccountRole } from '../db/schema/account';
import { ServiceError } from '../services/errors';
import { teamRoleForbidden } from '../services/teams/errors';
import type { AppContext } from './context';
import { toGraphQLError } from './errors';
import { TEAM_ROLE_OF } from './teamRoles';

/** The creator side of the API: what the creators' app, the seed and the simulator call. */
export const CREATOR_OPERATIONS: ReadonlySet<string> = new Set([
  'CreatorCampaigns',
  'CreatorCampaign',
  'CreatorApplications',
  'CreatorInvitations',
  'CreatorInvitationDecline',
  'CreatorApply',
  'CreatorWithdraw',
  'CreatorDeals',
  'CreatorDeal',
  'CreatorDealMessages',
  'CreatorDealReportPurchase',
  'CreatorDealConfirmReceipt',
  'CreatorContentUpload',
  'CreatorDealReportPost',
  'CreatorDealCancel',
  'CreatorDealLicence',
  'CreatorDealMessageSend',
  'CreatorDealMessagesRead',
  'CreatorResendEmailVerificationCode',
  'CreatorEmailVerificationByCode',
  'CreatorLogout',
  'CreatorDelete',
  'CreatorRequestToChangeEmail',
  'CreatorLanguageUpdate',
  // The creator's own profile and shipping address.
  'CreatorData',
  'CreatorOnboard',
  'CreatorProfileUpdate',
  'CreatorAddressUpdate',
  'CreatorImageUpload',
  'CreatorIntroVideoUpload',
  // The creator's earnings and payouts.
  'CreatorEarnings',
  'CreatorEarningsHistory',
  'CreatorPayouts',
  'CreatorEarningsStatements',
  'CreatorPayoutAccountAdd',
  'CreatorPayoutAccountDelete',
  'CreatorPayoutRequest',
]);

/**
 * Both roles: the notification centre. Every account, company or creator, has its own
 * stored notifications (docs/product.md#notification-centre), and these operations read
 * and mark only the caller's own (scoped by the session's account id, never an argument),
 * so neither role can reach the other's.
 */
export const SHARED_OPERATIONS: ReadonlySet<string> = new Set([
  'Notifications',
  'NotificationsMarkRead',
  'NotificationsMarkAllRead',
  'NotificationsMarkDealRead',
]);

/** The operator console's operations: their names say so, and nobody else's may. */
export const isOperatorOperation = (operation: string): boolean => /^Ops[A-Z]/.test(operation);

/** The roles an operation (a root field) is for. */
export const rolesOf = (operation: string): readonly AccountRole[] =>
  isOperatorOperation(operation)
    ? ['operator']
    : SHARED_OPERATIONS.has(operation)
      ? ['company', 'creator']
      : CREATOR_OPERATIONS.has(operation)
        ? ['creator']
        : ['company'];

const roleForbidden = () => new ServiceError('FORBIDDEN', 'errors:roleForbidden');

function guard(
  operation: string,
  resolve: GraphQLFieldResolver<unknown, AppContext>,
): GraphQLFieldResolver<unknown, AppContext> {
  const roles = rolesOf(operation);
  const needed = TEAM_ROLE_OF.get(operation);
  return (parent, args, ctx, info) => {
    if (!roles.includes(ctx.role)) {
      throw toGraphQLError(roleForbidden(), ctx.t);
    }
    if (ctx.role === 'company') {
      // Fail closed: an operation without a rule, or a session without a role, reaches nothing.
      if (needed === undefined || ctx.teamRole === null) {
        throw toGraphQLError(roleForbidden(), ctx.t);
      }
      if (!teamRoleReaches(ctx.teamRole, needed)) {
        throw toGraphQLError(teamRoleForbidden(needed), ctx.t);
      }
    }
    return resolve(parent, args, ctx, info);
  };
}

/**
 * Wraps every root field of the built schema in its role check: the fields of the
 * resolver maps and any field of the SDL that has none yet (it would answer null), so an
 * operation refuses another role's session before anything else, whoever wrote it.
 */
export function withRoles(schema: GraphQLSchema): GraphQLSchema {
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const resolve = (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<
        unknown,
        AppContext
      >;
      field.resolve = guard(field.name, resolve) as typeof field.resolve;
    }
  }
  return schema;
}
