import { createGraphQLError } from 'graphql-yoga';
import type { TeamRole } from '../../../domain/teams/roles';
import type { CompanyRow } from '../../db/schema/account';
import { findCompanyById } from '../../services/companies';
import { requestEmailChange } from '../../services/account/emailChange';
import { logOut } from '../../services/account/login';
import { deleteAccount } from '../../services/account/deletion';
import { onboard, updateAccount } from '../../services/account/profile';
import { resendVerificationCode, verifyEmailByCode } from '../../services/account/verification';
import { translated } from '../errors';
import type { CompanyData, Resolvers } from '../generated/app';

/**
 * The API shape of the signed-in member and their company: the person's own fields from
 * their row, the company's name from the company's (one row when the founder is signed in),
 * string id (the company's), ISO timestamps, no password hash.
 */
export function toCompanyData(
  person: CompanyRow,
  company: CompanyRow = person,
  teamRole: TeamRole = 'owner',
): CompanyData {
  return {
    id: String(company.id),
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    role: person.role,
    has_verified_email: person.has_verified_email,
    onboard_position: person.onboard_position,
    phone: person.phone,
    company_name: company.company_name,
    created_at: person.created_at.toISOString(),
    profile_picture_image: person.profile_picture_image,
    privacy: person.privacy,
    area_code: person.area_code,
    team_role: teamRole,
    member_id: String(person.id),
  };
}

/**
 * The signed-in half of the account API (/v1/j). Scoped by construction: the company and
 * session come from the verified token in the context, never from arguments.
 */
export const accountResolvers: Resolvers = {
  Query: {
    CompanyData: async (_parent, _args, { db, companyId, accountId, teamRole, services }) => {
      // From memory when this server has them (server/auth/sessionCache.ts keeps them exact).
      const read = (id: number) => services.sessions.company(id, () => findCompanyById(db, id));
      const [company, person] = await Promise.all([
        read(companyId),
        accountId === companyId ? null : read(accountId),
      ]);
      // Deleting a company cascades to its sessions, so this is only a race with deletion.
      if (!company || (accountId !== companyId && !person)) {
        throw createGraphQLError('Company not found', { extensions: { code: 'NOT_FOUND' } });
      }
      return toCompanyData(person ?? company, company, teamRole ?? 'owner');
    },
  },
  Mutation: {
    CompanyOnboardPositionOne: translated((_parent, args, ctx) =>
      onboard(ctx, ctx.accountId, ctx.companyId, args),
    ),
    CompanyResendEmailVerificationCode: translated((_parent, _args, ctx) =>
      resendVerificationCode(ctx, ctx.accountId),
    ),
    CompanyEmailVerificationByCode: translated((_parent, args, ctx) =>
      verifyEmailByCode(ctx, ctx.accountId, args),
    ),
    CompanyUpdateData: translated((_parent, args, ctx) => updateAccount(ctx, ctx, args)),
    CompanyDelete: translated((_parent, _args, ctx) => deleteAccount(ctx, ctx.companyId)),
    CompanyRequestToChangeEmail: translated((_parent, args, ctx) =>
      requestEmailChange(ctx, ctx.accountId, args),
    ),
    CompanyLogout: translated((_parent, _args, ctx) => logOut(ctx, ctx.companyId, ctx.sessionId)),
  },
};
