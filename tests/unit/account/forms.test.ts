import { FORM_ERROR } from 'final-form';
import { describe, expect, it } from 'vitest';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { formValidator } from '@/src/ui/forms/validate';
import { resetPasswordSchema, signupSchema } from '@/domain/account/schema';

const graphqlError = (message: string, extensions: Record<string, unknown>) => ({
  kind: 'graphql' as const,
  status: 200,
  errors: [{ message, extensions }],
});

describe('formValidator', () => {
  it('gives one translatable message per field, with its limits', () => {
    const validate = formValidator(signupSchema);
    expect(validate({ email: 'ada@northwind.test', password: 'Correct-horse1' })).toEqual({});
    expect(validate({ email: 'x', password: 'short' })).toEqual({
      email: { key: 'validation:emailTooShort', values: { min: 3 } },
      password: { key: 'validation:passwordTooShort', values: { min: 10 } },
    });
  });

  it('checks fields against each other', () => {
    const errors = formValidator(resetPasswordSchema)({
      email: 'ada@northwind.test',
      token: 't',
      password: 'Correct-horse1',
      password_confirmation: 'Correct-horse2',
    });
    expect(errors).toEqual({
      password_confirmation: { key: 'validation:passwordsDontMatch', values: {} },
    });
  });
});

describe('submissionErrorsOf', () => {
  it('puts field messages on the fields the form shows, the rest above the button', () => {
    const error = graphqlError('Some fields are not valid', {
      code: 'BAD_USER_INPUT',
      fields: { email: 'Bad e-mail', token: 'This link is not complete' },
    });
    expect(submissionErrorsOf(error, ['email', 'password'])).toEqual({
      email: 'Bad e-mail',
      [FORM_ERROR]: 'This link is not complete',
    });
  });

  it('uses the general message when no field is named', () => {
    const error = graphqlError('Wrong e-mail or password', { code: 'INVALID_CREDENTIALS' });
    expect(submissionErrorsOf(error, ['email'])).toEqual({
      [FORM_ERROR]: 'Wrong e-mail or password',
    });
  });

  it('adds nothing for failures the app already reported (toast or logout)', () => {
    expect(submissionErrorsOf({ kind: 'unauthorized', status: 401 }, ['email'])).toBeUndefined();
    expect(submissionErrorsOf({ kind: 'bad_request', status: 500 }, ['email'])).toBeUndefined();
  });
});
