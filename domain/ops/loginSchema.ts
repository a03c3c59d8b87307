/**
 * The operator's login (docs/product.md#operator-console): the console's forms and the
 * API's arguments, one set of rules for both.
 */
import { object } from 'yup';
import type { InferType } from 'yup';
import { resetPasswordSchema } from '../account/schema';
import { storableString } from '../validation';
import { TOTP_DIGITS } from './rules';

/** Longer than any code or recovery code, with room for the spaces people type. */
export const OPS_CODE_MAX_LENGTH = 32;

/** A code of the authenticator app: TOTP_DIGITS digits. */
export const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** A recovery code as the setup hands it out: `xxxx-xxxx-xx`, lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{2}$/;

/** The step after e-mail and password: the authenticator's code (setup or login). */
export const opsTotpCodeSchema = object({
  code: storableString()
    .trim()
    .required('validation:opsCodeRequired')
    .test({
      name: 'codeFormat',
      message: 'validation:opsCodeFormat',
      params: { length: TOTP_DIGITS },
      skipAbsent: true,
      test: (value) => value === undefined || TOTP_CODE_PATTERN.test(value),
    }),
});

/** The login's second step with a recovery code instead (spent by the login). */
export const opsRecoveryCodeSchema = object({
  code: storableString()
    .trim()
    .lowercase()
    .required('validation:opsRecoveryCodeRequired')
    .matches(RECOVERY_CODE_PATTERN, 'validation:opsRecoveryCodeFormat'),
});

/** The link `operator-add` prints: the company's password rules, typed twice. */
export const opsPasswordSetSchema = resetPasswordSchema.pick([
  'token',
  'password',
  'password_confirmation',
]);

export type OpsPasswordSetValues = InferType<typeof opsPasswordSetSchema>;

/** The link's arguments as the API takes them (the form checks the confirmation). */
export const opsPasswordSetArgsSchema = opsPasswordSetSchema.pick(['token', 'password']);

/**
 * The API's second step: the first step's ticket (anything else is INVALID_TICKET later)
 * and a TOTP or recovery code as typed; which of the two it is, the login finds out.
 */
export const opsCodeArgsSchema = object({
  ticket: storableString().required('validation:opsTicketRequired'),
  code: storableString()
    .trim()
    .required('validation:opsCodeRequired')
    .max(OPS_CODE_MAX_LENGTH, 'validation:opsCodeRequired'),
});
