import type { SessionRole } from '@/src/entities/session/sessionSlice';
import { paths } from '@/src/lib/paths';
import type { PasswordScreenState, ResetPasswordType } from '@/domain/account/rules';

/**
 * The logged-out screens serve both roles (docs/product.md#routes-and-guards): the same
 * forms, each role with its own pages to link to and its own reset-mail type.
 */
export interface AuthRole {
  role: SessionRole;
  login: string;
  signup: string;
  forgot: string;
  /** Where a session lands once logged in. */
  home: string;
  resetType: ResetPasswordType;
}

export const COMPANY_AUTH: AuthRole = {
  role: 'company',
  login: paths.login,
  signup: paths.signup,
  forgot: paths.forgot,
  home: paths.dashboard,
  resetType: 'company',
};

export const CREATOR_AUTH: AuthRole = {
  role: 'creator',
  login: paths.creator.login,
  signup: paths.creator.join,
  forgot: paths.creator.forgot,
  home: paths.creator.marketplace,
  resetType: 'creator',
};

export const authRoleOf = (role: SessionRole) => (role === 'creator' ? CREATOR_AUTH : COMPANY_AUTH);

/** What Forgot hands to /password: the address, and whose reset it was. */
export type CheckMailState = PasswordScreenState & { role: SessionRole };

/** The role a /password visit is for: the creator's when its Forgot said so. */
export const checkMailRoleOf = (state: unknown) =>
  authRoleOf(
    typeof state === 'object' && state !== null && 'role' in state && state.role === 'creator'
      ? 'creator'
      : 'company',
  );
