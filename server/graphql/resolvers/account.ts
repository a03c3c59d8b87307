import { createGraphQLError } from 'graphql-yoga';
import type { CompanyRow } from '../../db/schema/account';
import { findCompanyById } from '../../services/companies';
import { requestEmailChange } from '../../services/account/emailChange';
import { logOut } from '../../services/account/login';
import { deleteAccount } from '../../services/account/deletion';
import { onboard, updateAccount } from '../../services/account/profile';
import { resendVerificationCode, verifyEmailByCode } from '../../services/account/verification';
import { translated } from '../errors';
import type { CompanyData, Resolvers } from '../generated/app';

/** The API shape of a company row: string id, ISO timestamps, no password hash. */
export function toCompanyData(row: CompanyRow): CompanyData {
  return {
    id: String(row.id),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    role: row.role,
    has_verified_email: row.has_verified_email,
    onboard_position: row.onboard_position,
    phone: row.phone,
    company_name: row.company_name,
    created_at: row.created_at.toISOString(),
    profile_picture_image: row.profile_picture_image,
    privacy: row.privacy,
    area_code: row.area_code,
  };
}

/**
 * The signed-in half of the account API (/v1/j). Scoped by construction: the company and
 * session come from the verified token in the context, never from arguments.
 */
export const accountResolvers: Resolvers = {
  Query: {
    CompanyData: async (_parent, _args, { db, companyId, services }) => {
      // From memory when this server has it (server/auth/sessionCache.ts keeps it exact).
      const row = await services.sessions.company(companyId, () => findCompanyById(db, companyId));
      // Deleting a company cascades to its sessions, so this is only a race with deletion.
      if (!row) {
        throw createGraphQLError('Company not found', { extensions: { code: 'NOT_FOUND' } });
      }
      return toCompanyData(row);
    },
  },
  Mutation: {
    CompanyOnboardPositionOne: translated((_parent, args, ctx) =>
      onboard(ctx, ctx.companyId, args),
    ),
    CompanyResendEmailVerificationCode: translated((_parent, _args, ctx) =>
      resendVerificationCode(ctx, ctx.companyId),
    ),
    CompanyEmailVerificationByCode: translated((_parent, args, ctx) =>
      verifyEmailByCode(ctx, ctx.companyId, args),
    ),
    CompanyUpdateData: translated((_parent, args, ctx) =>
      updateAccount(ctx, ctx.companyId, ctx.sessionId, args),
    ),
    CompanyDelete: translated((_parent, _args, ctx) => deleteAccount(ctx, ctx.companyId)),
    CompanyRequestToChangeEmail: translated((_parent, args, ctx) =>
      requestEmailChange(ctx, ctx.companyId, args),
    ),
    CompanyLogout: translated((_parent, _args, ctx) => logOut(ctx, ctx.companyId, ctx.sessionId)),
  },
};
