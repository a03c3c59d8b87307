import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_HARD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@/domain/account/rules';
import { loginRules } from '@/domain/account/loginRules';
import {
  accountUpdateSchema,
  changeEmailRequestSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signupSchema,
  updateEmailSchema,
} from '@/domain/account/schema';
import { validateWith } from '@/domain/validation';
import { EMAIL, fields, keys, password } from './helpers';

describe('e-mail (rule: valid, at least 3 characters, required)', () => {
  it('is required', async () => {
    expect(await keys(signupSchema, { password: password(10) })).toEqual({
      email: 'validation:emailRequired',
    });
    expect(await keys(signupSchema, { email: '   ', password: password(10) })).toEqual({
      email: 'validation:emailRequired',
    });
  });

  it('needs at least 3 characters, then a valid address', async () => {
    expect(await keys(loginRules, { email: 'ab', password: 'x' })).toEqual({
      email: 'validation:emailTooShort',
    });
    expect(await keys(loginRules, { email: 'abc', password: 'x' })).toEqual({
      email: 'validation:emailInvalid',
    });
    expect(await keys(loginRules, { email: 'ada@', password: 'x' })).toEqual({
      email: 'validation:emailInvalid',
    });
    expect(await keys(loginRules, { email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('needs a domain with a dot for a new address, on sign-up and e-mail change', async () => {
    const pw = password(10);
    for (const address of ['a@b', 'ada@localhost', 'ada@example.']) {
      expect(await keys(signupSchema, { email: address, password: pw }), address).toEqual({
        email: 'validation:emailInvalid',
      });
      expect(
        await keys(changeEmailRequestSchema, { email: EMAIL, new_email: address, password: pw }),
      ).toEqual({ new_email: 'validation:emailInvalid' });
      expect(await keys(accountUpdateSchema, { new_email: address, password: pw })).toEqual({
        new_email: 'validation:emailInvalid',
      });
    }
    expect(await keys(signupSchema, { email: 'a@b.co', password: pw })).toEqual({});
    expect(
      await keys(accountUpdateSchema, { new_email: 'ada@mail.example.org', password: pw }),
    ).toEqual({});
    // An address that already names an account still logs in as it is.
    expect(await keys(loginRules, { email: 'a@b', password: 'x' })).toEqual({});
  });

  it(`stops at ${EMAIL_MAX_LENGTH} characters and trims spaces`, async () => {
    const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length)}@example.com`;
    expect(await keys(loginRules, { email: longest, password: 'x' })).toEqual({});
    expect(await keys(loginRules, { email: `a${longest}`, password: 'x' })).toEqual({
      email: 'validation:emailTooLong',
    });
    const result = await validateWith(loginRules, { email: `  ${EMAIL}  `, password: 'x' });
    expect(result).toEqual({ ok: true, value: { email: EMAIL, password: 'x' } });
  });
});

describe('sign-up password (rule: at least 10 characters and a capital letter)', () => {
  it(`says 'Too short password' below ${PASSWORD_MIN_LENGTH} characters`, async () => {
    expect(
      await fields(signupSchema, { email: EMAIL, password: password(PASSWORD_MIN_LENGTH - 1) }),
    ).toEqual({
      password: { key: 'validation:passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } },
    });
    expect(
      await keys(signupSchema, { email: EMAIL, password: password(PASSWORD_MIN_LENGTH) }),
    ).toEqual({});
  });

  it('needs a capital letter (any alphabet)', async () => {
    expect(await keys(signupSchema, { email: EMAIL, password: 'a'.repeat(12) })).toEqual({
      password: 'validation:passwordNeedsCapital',
    });
    expect(await keys(signupSchema, { email: EMAIL, password: 'ñandú-Ñandú-1' })).toEqual({});
  });

  it('is required, and not trimmed', async () => {
    expect(await keys(signupSchema, { email: EMAIL })).toEqual({
      password: 'validation:passwordRequired',
    });
    const result = await validateWith(signupSchema, {
      email: EMAIL,
      password: ` ${password(10)} `,
    });
    expect(result.ok && result.value.password).toBe(` ${password(10)} `);
  });

  it(`refuses absurd lengths above ${PASSWORD_HARD_MAX_LENGTH}`, async () => {
    expect(
      await keys(signupSchema, { email: EMAIL, password: password(PASSWORD_HARD_MAX_LENGTH) }),
    ).toEqual({});
    expect(
      await keys(signupSchema, { email: EMAIL, password: password(PASSWORD_HARD_MAX_LENGTH + 1) }),
    ).toEqual({
      password: 'validation:passwordTooLong',
    });
  });

  it('login only needs some password (old accounts may predate the rules)', async () => {
    expect(await keys(loginRules, { email: EMAIL, password: 'short' })).toEqual({});
    expect(await keys(loginRules, { email: EMAIL, password: '' })).toEqual({
      password: 'validation:passwordRequired',
    });
  });
});

describe('password reset', () => {
  it('request: type defaults to company and is company or creator', async () => {
    expect(await validateWith(forgotPasswordSchema, { email: EMAIL })).toEqual({
      ok: true,
      value: { email: EMAIL, type: 'company' },
    });
    expect(await validateWith(forgotPasswordSchema, { email: EMAIL, type: 'creator' })).toEqual({
      ok: true,
      value: { email: EMAIL, type: 'creator' },
    });
    for (const type of ['admin', 'Creator', '']) {
      expect(await keys(forgotPasswordSchema, { email: EMAIL, type }), type).toEqual({
        type: 'validation:userTypeInvalid',
      });
    }
  });

  it('new password: the sign-up rule plus a matching confirmation', async () => {
    const base = { email: EMAIL, token: 'abc' };
    expect(
      await keys(resetPasswordSchema, {
        ...base,
        password: password(10),
        password_confirmation: password(10),
      }),
    ).toEqual({});
    expect(
      await keys(resetPasswordSchema, {
        ...base,
        password: password(9),
        password_confirmation: password(10),
      }),
    ).toEqual({
      password: 'validation:passwordTooShort',
      password_confirmation: 'validation:passwordsDontMatch',
    });
    expect(await keys(resetPasswordSchema, { email: EMAIL, password: password(10) })).toEqual({
      token: 'validation:linkInvalid',
      password_confirmation: 'validation:passwordConfirmationRequired',
    });
  });
});

describe('e-mail change', () => {
  it('request: the new e-mail must differ from the current one', async () => {
    expect(
      await keys(changeEmailRequestSchema, { email: EMAIL, new_email: EMAIL, password: 'x' }),
    ).toEqual({
      new_email: 'validation:newEmailSameAsCurrent',
    });
    expect(
      await keys(changeEmailRequestSchema, {
        email: EMAIL,
        new_email: 'b@example.com',
        password: 'x',
      }),
    ).toEqual({});
  });

  it('confirmation: password, token and old e-mail', async () => {
    expect(await keys(updateEmailSchema, {})).toEqual({
      password: 'validation:passwordRequired',
      token: 'validation:linkInvalid',
      old_email: 'validation:emailRequired',
    });
  });
});

describe('messages', () => {
  const source = readFileSync(join(process.cwd(), 'domain/account/schema.ts'), 'utf8');
  const used = [...new Set([...source.matchAll(/'validation:(\w+)'/g)].map((m) => m[1]!))].sort();

  it.each(['en', 'es'])(
    'every key the schemas use exists in locales/%s/validation.json',
    (locale) => {
      const catalogue = JSON.parse(
        readFileSync(join(process.cwd(), 'locales', locale, 'validation.json'), 'utf8'),
      ) as Record<string, string>;
      expect(used.length).toBeGreaterThan(20);
      expect(used.filter((key) => !catalogue[key])).toEqual([]);
    },
  );

  it('keeps the documented wording', () => {
    const en = JSON.parse(
      readFileSync(join(process.cwd(), 'locales/en/validation.json'), 'utf8'),
    ) as Record<string, string>;
    expect(en.passwordTooShort).toBe('Too short password');
  });

  it('never passes the input itself as a message value', async () => {
    const secret = 'Secret-but-too-long-for-the-modal-1';
    const result = await validateWith(accountUpdateSchema, {
      password: 'x',
      new_password: secret,
      confirm_password: secret,
    });
    expect(JSON.stringify(result)).not.toContain(secret);
  });
});
