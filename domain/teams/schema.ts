/**
 * Yup rules of the team forms (docs/product.md#brand-teams): the invitation and the
 * acceptance of one. The server validates TeamInvite and TeamInvitationAccept with these
 * very schemas; messages are keys of the `validation` namespace, as in
 * domain/account/schema.ts, whose rules for e-mails, passwords and names they reuse.
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import { lengthBetween, oneOf, storableString } from '../validation';
import { PERSON_NAME_MAX, PERSON_NAME_MIN } from '../account/rules';
import { currentPassword, email, linkToken, newPassword } from '../account/schema';
import { INVITABLE_ROLES } from './roles';

export const teamInviteSchema = object({
  email: email(),
  // Ownership moves only by a transfer, never by an invitation.
  role: oneOf(INVITABLE_ROLES, 'validation:teamRoleInvalid'),
});

/** A role change gives what an invitation may give. */
export const teamRoleChangeSchema = object({
  role: oneOf(INVITABLE_ROLES, 'validation:teamRoleInvalid'),
});

const personName = (required: string, length: string) =>
  lengthBetween(
    storableString().trim().required(required),
    PERSON_NAME_MIN,
    PERSON_NAME_MAX,
    length,
  );

/** An invitation's link, opened (TeamInvitationInfo, TeamInvitationJoin). */
export const teamLinkSchema = object({ token: linkToken() });

/**
 * What any acceptance may carry, checked before the invitation is looked up (so text
 * that cannot be stored is refused first, whatever the link); teamAcceptSchema then
 * applies the rules of the case.
 */
export const teamAcceptInputSchema = object({
  token: linkToken(),
  password: currentPassword(),
  first_name: storableString().trim().optional(),
  last_name: storableString().trim().optional(),
});

/**
 * Accepting an invitation. With an account already (`hasAccount`), its password as a login
 * checks it; without one, the person's names and a new password make the account.
 */
export const teamAcceptSchema = (hasAccount: boolean) =>
  hasAccount
    ? object({ token: linkToken(), password: currentPassword() })
    : object({
        token: linkToken(),
        password: newPassword(),
        first_name: personName('validation:firstNameRequired', 'validation:firstNameLength'),
        last_name: personName('validation:lastNameRequired', 'validation:lastNameLength'),
      });

export type TeamInviteValues = InferType<typeof teamInviteSchema>;

/** The join page's form for an address without an account: the names and a new password. */
export const teamJoinNewAccountSchema = teamAcceptSchema(false).omit(['token']);
export type TeamJoinNewAccountValues = InferType<typeof teamJoinNewAccountSchema>;

/** The join page's form for an address with an account: its password, checked as a login. */
export const teamJoinExistingAccountSchema = teamAcceptSchema(true).omit(['token']);
export type TeamJoinExistingAccountValues = InferType<typeof teamJoinExistingAccountSchema>;
