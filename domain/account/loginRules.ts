/**
 * The login form's rules (a company's, a creator's, and an operator's first step), written
 * by hand rather than as a yup schema: the login is the first screen, and these few lines
 * keep a schema library out of its script. The server checks every login with these very
 * rules. They give what the account forms' yup rules give the same fields (./schema.ts's
 * `email` and `currentPassword`; a unit test compares the two on the same inputs): the
 * e-mail trimmed, then storable, present, 3 to 254 characters, a valid address; the
 * password storable, present, at most 256 characters. One message per field, the first
 * rule it breaks.
 */
import type { FieldMessage, InputRules } from '../fieldErrors';
import { isStorableText } from '../storableText';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_HARD_MAX_LENGTH,
} from './rules';

export interface LoginValues {
  email: string;
  password: string;
}

/** A rule: the message when `test` refuses the text. */
type Rule = [test: (value: string) => boolean, message: FieldMessage];

const message = (key: string, values: FieldMessage['values'] = {}): FieldMessage => ({
  key: `validation:${key}`,
  values,
});

const storable: Rule = [isStorableText, message('textNotStorable')];
const present = (key: string): Rule => [(value) => value.length > 0, message(key)];

const EMAIL_RULES: Rule[] = [
  storable,
  present('emailRequired'),
  [
    (value) => value.length >= EMAIL_MIN_LENGTH,
    message('emailTooShort', { min: EMAIL_MIN_LENGTH }),
  ],
  [(value) => value.length <= EMAIL_MAX_LENGTH, message('emailTooLong', { max: EMAIL_MAX_LENGTH })],
  // An empty address was told it is missing: the pattern is not checked on it.
  [(value) => value === '' || EMAIL_PATTERN.test(value), message('emailInvalid')],
];

const PASSWORD_RULES: Rule[] = [
  storable,
  present('passwordRequired'),
  [
    (value) => value.length <= PASSWORD_HARD_MAX_LENGTH,
    message('passwordTooLong', { max: PASSWORD_HARD_MAX_LENGTH }),
  ],
];

/** The first rule `value` breaks; anything but text is missing. */
function firstBroken(value: unknown, rules: Rule[], missing: FieldMessage) {
  if (typeof value !== 'string') return missing;
  return rules.find(([test]) => !test(value))?.[1];
}

export const loginRules: InputRules<LoginValues> = {
  check(input) {
    const given = (typeof input === 'object' && input !== null ? input : {}) as Record<
      string,
      unknown
    >;
    const email = typeof given.email === 'string' ? given.email.trim() : given.email;
    const password = given.password;
    const fields: Record<string, FieldMessage> = {};
    const emailError = firstBroken(email, EMAIL_RULES, message('emailRequired'));
    if (emailError) fields.email = emailError;
    const passwordError = firstBroken(password, PASSWORD_RULES, message('passwordRequired'));
    if (passwordError) fields.password = passwordError;
    if (emailError || passwordError) return { ok: false, fields };
    return { ok: true, value: { email: email as string, password: password as string } };
  },
};
