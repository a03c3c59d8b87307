/**
 * Yup rules of the account forms. The server validates every account mutation with these
 * very schemas, so the client and the API can never disagree about what is valid.
 *
 * Pure on purpose (no DOM, no i18n instance): each message is an i18next key in the
 * `validation` namespace (`validation:passwordTooShort`), translated by whoever shows it,
 * with the limits as interpolation values (`{{min}}`, `{{max}}`) taken from the error's
 * params — see `fieldErrorsOf`. Field names are the API's argument names.
 */
import { boolean, object, ref } from 'yup';
import type { InferType, StringSchema } from 'yup';
import { normalizePhone, normalizing } from '../normalize';
import { lengthBetween, sameAs, storableString } from '../validation';
import {
  ACCOUNT_COMPANY_NAME_MAX,
  ACCOUNT_COMPANY_NAME_MIN,
  AREA_CODE_MAX,
  CODE_LENGTH,
  CODE_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  EMAIL_PATTERN,
  EMAIL_WITH_DOTTED_DOMAIN,
  ONBOARDING_COMPANY_NAME_MAX,
  ONBOARDING_COMPANY_NAME_MIN,
  PASSWORD_HARD_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
  RESET_PASSWORD_TYPE,
  isResetPasswordType,
} from './rules';

/**
 * The rules of any e-mail address, on a required or an optional string (the login's
 * hand-written rules, ./loginRules.ts, give the same).
 */
export const emailRules = <S extends StringSchema<string | undefined>>(schema: S) =>
  schema
    .min(EMAIL_MIN_LENGTH, 'validation:emailTooShort')
    .max(EMAIL_MAX_LENGTH, 'validation:emailTooLong')
    .matches(EMAIL_PATTERN, { message: 'validation:emailInvalid', excludeEmptyString: true });

/** An address that names an account (a reset, a team's invitation): any valid one. */
export const email = () => emailRules(storableString().trim().required('validation:emailRequired'));

/** A password being checked against the stored one: any non-empty text. */
export const currentPassword = () =>
  storableString()
    .required('validation:passwordRequired')
    .max(PASSWORD_HARD_MAX_LENGTH, 'validation:passwordTooLong');

const CAPITAL_LETTER = /\p{Lu}/u;
/**
 * Digits with the separators people type in phone numbers (normalizePhone has removed
 * them before this is checked, so only digits and `+` remain of a valid number).
 */
const PHONE_CHARACTERS = /^[\d\s()+.-]+$/;
const AREA_CODE = /^\+?\d+$/;

/**
 * Optional fields of the account modal: an untouched input arrives as "" and means "no
 * change", exactly like an absent one.
 */
const optionalText = (trim = true) =>
  (trim ? storableString().trim() : storableString()).transform((value: string) =>
    value === '' ? undefined : value,
  );

/** An address an account is about to get: its domain must have a dot as well. */
const newEmailRules = <S extends StringSchema<string | undefined>>(schema: S) =>
  emailRules(schema).matches(EMAIL_WITH_DOTTED_DOMAIN, {
    message: 'validation:emailInvalid',
    excludeEmptyString: true,
  });

/** The sign-up / reset rule: at least 10 characters with a capital letter. */
export const newPassword = (required = 'validation:passwordRequired') =>
  storableString()
    .required(required)
    .min(PASSWORD_MIN_LENGTH, 'validation:passwordTooShort')
    .max(PASSWORD_HARD_MAX_LENGTH, 'validation:passwordTooLong')
    .matches(CAPITAL_LETTER, 'validation:passwordNeedsCapital');

/** Single-use link tokens are opaque; only their presence and a sane size are checked. */
export const linkToken = () =>
  storableString().trim().required('validation:linkInvalid').max(200, 'validation:linkInvalid');

export const signupSchema = object({
  email: newEmailRules(storableString().trim().required('validation:emailRequired')),
  password: newPassword(),
});

export const onboardingSchema = object({
  company_name: lengthBetween(
    storableString().trim().required('validation:companyNameRequired'),
    ONBOARDING_COMPANY_NAME_MIN,
    ONBOARDING_COMPANY_NAME_MAX,
    'validation:companyNameLength',
  ),
  first_name: lengthBetween(
    storableString().trim().required('validation:firstNameRequired'),
    PERSON_NAME_MIN,
    PERSON_NAME_MAX,
    'validation:firstNameLength',
  ),
  last_name: lengthBetween(
    storableString().trim().required('validation:lastNameRequired'),
    PERSON_NAME_MIN,
    PERSON_NAME_MAX,
    'validation:lastNameLength',
  ),
  // Counted without its separators: "(415) 555-0134" is 10 digits (docs/product.md#as-typed).
  phone: lengthBetween(
    storableString()
      .trim()
      .transform(normalizing(normalizePhone))
      .required('validation:phoneRequired')
      .matches(PHONE_CHARACTERS, 'validation:phoneInvalid'),
    PHONE_MIN,
    PHONE_MAX,
    'validation:phoneLength',
  ),
  area_code: storableString()
    .trim()
    .transform(normalizing(normalizePhone))
    .max(AREA_CODE_MAX, 'validation:areaCodeInvalid')
    .matches(AREA_CODE, { message: 'validation:areaCodeInvalid', excludeEmptyString: true })
    .optional(),
});

export const verificationCodeSchema = object({
  email_validation_code: storableString()
    .trim()
    .required('validation:codeRequired')
    .test({
      name: 'codeFormat',
      message: 'validation:codeFormat',
      params: { length: CODE_LENGTH },
      skipAbsent: true,
      test: (value) => value === undefined || CODE_PATTERN.test(value),
    }),
});

export const forgotPasswordSchema = object({
  email: email(),
  // A test, not oneOf: yup checks oneOf before every test, and text that cannot be stored
  // must be told so first.
  type: storableString()
    .default(RESET_PASSWORD_TYPE)
    .test({
      name: 'userType',
      message: 'validation:userTypeInvalid',
      test: (value) => isResetPasswordType(value),
    }),
});

export const resetPasswordSchema = object({
  email: email(),
  token: linkToken(),
  password: newPassword(),
  password_confirmation: sameAs(
    storableString().required('validation:passwordConfirmationRequired'),
    'password',
    'validation:passwordsDontMatch',
  ),
});

/**
 * The account modal. Every field is optional; a new password needs the current one and
 * a matching confirmation, and is 10 to 30 characters; a new e-mail needs
 * the current password too (it starts an e-mail change, see the server's account docs).
 */
export const accountUpdateSchema = object({
  company_name: lengthBetween(
    optionalText().optional(),
    ACCOUNT_COMPANY_NAME_MIN,
    ACCOUNT_COMPANY_NAME_MAX,
    'validation:accountCompanyNameLength',
  ),
  privacy: boolean().optional(),
  new_email: newEmailRules(optionalText().optional()),
  password: optionalText(false)
    .max(PASSWORD_HARD_MAX_LENGTH, 'validation:passwordTooLong')
    .when(['new_password', 'new_email'], {
      is: (newPasswordValue?: string, newEmail?: string) => !!newPasswordValue || !!newEmail,
      then: (schema) => schema.required('validation:currentPasswordRequired'),
      otherwise: (schema) => schema.optional(),
    }),
  new_password: optionalText(false)
    .optional()
    .min(PASSWORD_MIN_LENGTH, 'validation:passwordTooShort')
    .max(PASSWORD_MAX_LENGTH, 'validation:passwordTooLong')
    .matches(CAPITAL_LETTER, {
      message: 'validation:passwordNeedsCapital',
      excludeEmptyString: true,
    }),
  confirm_password: optionalText(false).when('new_password', {
    is: (value?: string) => !!value,
    then: (schema) =>
      sameAs(
        schema.required('validation:passwordConfirmationRequired'),
        'new_password',
        'validation:passwordsDontMatch',
      ),
    otherwise: (schema) => schema.optional(),
  }),
});

export const changeEmailRequestSchema = object({
  email: email(),
  new_email: newEmailRules(storableString().trim().required('validation:emailRequired')).notOneOf(
    [ref('email')],
    'validation:newEmailSameAsCurrent',
  ),
  password: currentPassword(),
});

export const updateEmailSchema = object({
  password: currentPassword(),
  token: linkToken(),
  old_email: email(),
});

/** What the e-mail-change link itself carries: without both, no password can confirm it. */
export const updateEmailLinkSchema = updateEmailSchema.pick(['token', 'old_email']);

export type SignupValues = InferType<typeof signupSchema>;
export type OnboardingValues = InferType<typeof onboardingSchema>;
export type VerificationCodeValues = InferType<typeof verificationCodeSchema>;
export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;
export type ResetPasswordValues = InferType<typeof resetPasswordSchema>;
export type ChangeEmailRequestValues = InferType<typeof changeEmailRequestSchema>;
export type UpdateEmailValues = InferType<typeof updateEmailSchema>;
