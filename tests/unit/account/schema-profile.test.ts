import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_COMPANY_NAME_MAX,
  ACCOUNT_COMPANY_NAME_MIN,
  ONBOARDING_COMPANY_NAME_MAX,
  ONBOARDING_COMPANY_NAME_MIN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSON_NAME_MAX,
  PERSON_NAME_MIN,
  PHONE_MAX,
  PHONE_MIN,
} from '@/domain/account/rules';
import {
  accountUpdateSchema,
  onboardingSchema,
  verificationCodeSchema,
} from '@/domain/account/schema';
import { validateWith } from '@/domain/validation';
import { EMAIL, fields, keys, password, text } from './helpers';

describe('onboarding (rule: company 3–50, names 3–25, phone 10–13, all required)', () => {
  const valid = {
    company_name: 'Acme',
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '5551234567',
  };

  it('accepts the limits exactly', async () => {
    expect(await keys(onboardingSchema, valid)).toEqual({});
    expect(
      await keys(onboardingSchema, {
        company_name: text(ONBOARDING_COMPANY_NAME_MIN),
        first_name: text(PERSON_NAME_MIN),
        last_name: text(PERSON_NAME_MAX),
        phone: '1'.repeat(PHONE_MAX),
      }),
    ).toEqual({});
    expect(
      await keys(onboardingSchema, {
        ...valid,
        company_name: text(ONBOARDING_COMPANY_NAME_MAX),
        phone: '1'.repeat(PHONE_MIN),
      }),
    ).toEqual({});
  });

  it('refuses one character beyond each limit, with both bounds as values', async () => {
    expect(
      await fields(onboardingSchema, {
        company_name: text(ONBOARDING_COMPANY_NAME_MAX + 1),
        first_name: text(PERSON_NAME_MIN - 1),
        last_name: text(PERSON_NAME_MAX + 1),
        phone: '1'.repeat(PHONE_MIN - 1),
      }),
    ).toEqual({
      company_name: {
        key: 'validation:companyNameLength',
        values: { min: ONBOARDING_COMPANY_NAME_MIN, max: ONBOARDING_COMPANY_NAME_MAX },
      },
      first_name: {
        key: 'validation:firstNameLength',
        values: { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX },
      },
      last_name: {
        key: 'validation:lastNameLength',
        values: { min: PERSON_NAME_MIN, max: PERSON_NAME_MAX },
      },
      phone: { key: 'validation:phoneLength', values: { min: PHONE_MIN, max: PHONE_MAX } },
    });
    expect(
      await keys(onboardingSchema, {
        ...valid,
        company_name: text(ONBOARDING_COMPANY_NAME_MIN - 1),
      }),
    ).toEqual({
      company_name: 'validation:companyNameLength',
    });
    expect(
      await keys(onboardingSchema, { ...valid, first_name: text(PERSON_NAME_MAX + 1) }),
    ).toEqual({
      first_name: 'validation:firstNameLength',
    });
    expect(await keys(onboardingSchema, { ...valid, phone: '1'.repeat(PHONE_MAX + 1) })).toEqual({
      phone: 'validation:phoneLength',
    });
  });

  it('requires every field (phone too) and counts trimmed text', async () => {
    expect(await keys(onboardingSchema, {})).toEqual({
      company_name: 'validation:companyNameRequired',
      first_name: 'validation:firstNameRequired',
      last_name: 'validation:lastNameRequired',
      phone: 'validation:phoneRequired',
    });
    expect(await keys(onboardingSchema, { ...valid, company_name: '  ab  ' })).toEqual({
      company_name: 'validation:companyNameLength',
    });
  });

  it('allows phone separators but not letters; area code is optional digits', async () => {
    // The length is counted without the separators (docs/product.md#as-typed).
    expect(await keys(onboardingSchema, { ...valid, phone: '(415) 555-0134' })).toEqual({});
    expect(await keys(onboardingSchema, { ...valid, phone: '(555) 123-45' })).toEqual({
      phone: 'validation:phoneLength',
    });
    expect(await keys(onboardingSchema, { ...valid, phone: '555-CALL-NOW' })).toEqual({
      phone: 'validation:phoneInvalid',
    });
    expect(await keys(onboardingSchema, { ...valid, area_code: '+34' })).toEqual({});
    expect(await keys(onboardingSchema, { ...valid, area_code: '+ 34' })).toEqual({});
    expect(await keys(onboardingSchema, { ...valid, area_code: '' })).toEqual({});
    expect(await keys(onboardingSchema, { ...valid, area_code: 'ES' })).toEqual({
      area_code: 'validation:areaCodeInvalid',
    });
    expect(await keys(onboardingSchema, { ...valid, area_code: '+12345678' })).toEqual({
      area_code: 'validation:areaCodeInvalid',
    });
  });
});

describe('verification code', () => {
  it('is exactly 6 digits', async () => {
    expect(await keys(verificationCodeSchema, { email_validation_code: '012345' })).toEqual({});
    expect(await keys(verificationCodeSchema, { email_validation_code: ' 012345 ' })).toEqual({});
    for (const code of ['12345', '1234567', '12a456', '12 456']) {
      expect(await fields(verificationCodeSchema, { email_validation_code: code })).toEqual({
        email_validation_code: { key: 'validation:codeFormat', values: { length: 6 } },
      });
    }
    expect(await keys(verificationCodeSchema, {})).toEqual({
      email_validation_code: 'validation:codeRequired',
    });
  });
});

describe('account modal (rule: company name 4–200; password 10–30 and confirmed)', () => {
  it('accepts nothing at all, and treats "" as not given', async () => {
    expect(await validateWith(accountUpdateSchema, {})).toEqual({ ok: true, value: {} });
    expect(
      await validateWith(accountUpdateSchema, {
        company_name: '',
        new_email: '',
        password: '',
        new_password: '',
        confirm_password: '',
      }),
    ).toEqual({ ok: true, value: {} });
  });

  it('company name: 4 to 200 characters', async () => {
    expect(
      await keys(accountUpdateSchema, { company_name: text(ACCOUNT_COMPANY_NAME_MIN) }),
    ).toEqual({});
    expect(
      await keys(accountUpdateSchema, { company_name: text(ACCOUNT_COMPANY_NAME_MAX) }),
    ).toEqual({});
    for (const length of [ACCOUNT_COMPANY_NAME_MIN - 1, ACCOUNT_COMPANY_NAME_MAX + 1]) {
      expect(await fields(accountUpdateSchema, { company_name: text(length) })).toEqual({
        company_name: {
          key: 'validation:accountCompanyNameLength',
          values: { min: ACCOUNT_COMPANY_NAME_MIN, max: ACCOUNT_COMPANY_NAME_MAX },
        },
      });
    }
  });

  it('new password: 10 to 30 characters with a capital, confirmed, current password given', async () => {
    const change = (pw: string, confirm = pw) => ({
      password: 'current',
      new_password: pw,
      confirm_password: confirm,
    });
    expect(await keys(accountUpdateSchema, change(password(PASSWORD_MIN_LENGTH)))).toEqual({});
    expect(await keys(accountUpdateSchema, change(password(PASSWORD_MAX_LENGTH)))).toEqual({});
    expect(await keys(accountUpdateSchema, change(password(PASSWORD_MIN_LENGTH - 1)))).toEqual({
      new_password: 'validation:passwordTooShort',
    });
    expect(await fields(accountUpdateSchema, change(password(PASSWORD_MAX_LENGTH + 1)))).toEqual({
      new_password: { key: 'validation:passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } },
    });
    expect(await keys(accountUpdateSchema, change('a'.repeat(12)))).toEqual({
      new_password: 'validation:passwordNeedsCapital',
    });
    expect(await keys(accountUpdateSchema, change(password(12), password(13)))).toEqual({
      confirm_password: 'validation:passwordsDontMatch',
    });
    expect(await keys(accountUpdateSchema, { new_password: password(12) })).toEqual({
      password: 'validation:currentPasswordRequired',
      confirm_password: 'validation:passwordConfirmationRequired',
    });
  });

  it('new e-mail: a valid address, and the current password', async () => {
    expect(await keys(accountUpdateSchema, { new_email: 'nope' })).toEqual({
      new_email: 'validation:emailInvalid',
      password: 'validation:currentPasswordRequired',
    });
    expect(await keys(accountUpdateSchema, { new_email: EMAIL, password: 'current' })).toEqual({});
  });

  it('privacy is a boolean', async () => {
    expect(await validateWith(accountUpdateSchema, { privacy: true })).toEqual({
      ok: true,
      value: { privacy: true },
    });
  });
});
