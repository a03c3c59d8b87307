/**
 * The team forms' rules (docs/product.md#brand-teams), shared by the app and the server:
 * an invitation names an e-mail with the account rules and a role it may give; joining
 * through an invitation sets a new account's name and password, or checks an existing
 * one's password. Messages are keys of the `validation` namespace.
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import { storableString } from '../validation';
import { currentPassword, email } from '../account/loginSchema';
import { newPassword, onboardingSchema } from '../account/schema';
import { INVITABLE_ROLES } from './roles';

export const teamInviteSchema = object({
  email: email(),
  // A test, not oneOf: yup checks oneOf before every test (see forgotPasswordSchema).
  role: storableString()
    .required('validation:teamRoleInvalid')
    .test({
      name: 'invitableRole',
      message: 'validation:teamRoleInvalid',
      test: (value) => (INVITABLE_ROLES as readonly string[]).includes(value ?? ''),
    }),
});

export type TeamInviteValues = InferType<typeof teamInviteSchema>;

/** A new account made by accepting an invitation: the onboarding's name rules. */
export const teamJoinNewAccountSchema = onboardingSchema
  .pick(['first_name', 'last_name'])
  .shape({ password: newPassword() });

export type TeamJoinNewAccountValues = InferType<typeof teamJoinNewAccountSchema>;

/** An existing account accepting an invitation: its password, checked as a login. */
export const teamJoinExistingAccountSchema = object({ password: currentPassword() });

export type TeamJoinExistingAccountValues = InferType<typeof teamJoinExistingAccountSchema>;
