import { describe, expect, it } from 'vitest';
import { object } from 'yup';
import { loginRules } from '@/domain/account/loginRules';
import { EMAIL_MAX_LENGTH, PASSWORD_HARD_MAX_LENGTH } from '@/domain/account/rules';
import { currentPassword, email } from '@/domain/account/schema';
import { validateWith } from '@/domain/validation';

/** The same fields as the account forms' yup rules write them. */
const yupLogin = object({ email: email(), password: currentPassword() });

const atLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const EMAILS = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'ab',
  'abc',
  'a@b',
  ' ada@example.com ',
  'ada@',
  '@example.com',
  'a b@example.com',
  'ada@exa_mple.com',
  'ñandú@example.com',
  'ada@-example.com',
  'ada@example.com\u0000',
  '\uD800ada@example.com',
  atLength(EMAIL_MAX_LENGTH),
  atLength(EMAIL_MAX_LENGTH + 1),
  ` ${atLength(EMAIL_MAX_LENGTH)} `,
];
const PASSWORDS = [
  undefined,
  null,
  '',
  ' ',
  'x',
  ' spaced out ',
  'nul\u0000',
  'p'.repeat(PASSWORD_HARD_MAX_LENGTH),
  'p'.repeat(PASSWORD_HARD_MAX_LENGTH + 1),
];

describe('the login rules (hand-written, kept out of yup for the first screen)', () => {
  it('give what the account forms’ yup rules give, field by field and value by value', async () => {
    let compared = 0;
    for (const address of EMAILS) {
      for (const password of PASSWORDS) {
        const input = { email: address, password, ignored: 'extra' };
        const expected = await validateWith(yupLogin, input);
        expect(loginRules.check(input), JSON.stringify(input)).toEqual(expected);
        compared += 1;
      }
    }
    expect(compared).toBe(EMAILS.length * PASSWORDS.length);
  });

  it('refuse what is not an object as two missing fields', () => {
    expect(loginRules.check(undefined)).toEqual({
      ok: false,
      fields: {
        email: { key: 'validation:emailRequired', values: {} },
        password: { key: 'validation:passwordRequired', values: {} },
      },
    });
  });
});
