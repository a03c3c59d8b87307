/**
 * The login form's rules (a company's, and an operator's first step), apart from the other
 * account forms (./schema.ts) so that Login's script carries only these. The server checks
 * every login with this very schema. Messages are keys of the `validation` namespace, as
 * in ./schema.ts.
 */
import { object } from 'yup';
import type { InferType, StringSchema } from 'yup';
import { storableString } from '../validation';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, PASSWORD_HARD_MAX_LENGTH } from './rules';

/** The rules of any e-mail address, on a required or an optional string. */
export const emailRules = <S extends StringSchema<string | undefined>>(schema: S) =>
  schema
    .min(EMAIL_MIN_LENGTH, 'validation:emailTooShort')
    .max(EMAIL_MAX_LENGTH, 'validation:emailTooLong')
    .email('validation:emailInvalid');

/** An address that names an account (logging in, a reset): any valid one. */
export const email = () => emailRules(storableString().trim().required('validation:emailRequired'));

/** A password being checked against the stored one: any non-empty text. */
export const currentPassword = () =>
  storableString()
    .required('validation:passwordRequired')
    .max(PASSWORD_HARD_MAX_LENGTH, 'validation:passwordTooLong');

export const loginSchema = object({
  email: email(),
  password: currentPassword(),
});

export type LoginValues = InferType<typeof loginSchema>;
