/**
 * The first screen's small form and `ValidatedForm` (react-final-form) must behave alike:
 * the same fields, rules and answers, driven the same way, show the same messages and
 * send the same values. Each case runs once per form.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { loginRules, type LoginValues } from '@/domain/account/loginRules';
import { FirstScreenForm } from '@/src/ui/forms/FirstScreenForm';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { FORM_ERROR, type SubmissionErrors } from '@/src/ui/forms/submissionErrors';
import { renderWithProviders } from '../renderWithProviders';
import { deferred } from '../helpers/promises';

type OnSubmit = (values: LoginValues) => Promise<SubmissionErrors | undefined>;
type FormOf = (props: { onSubmit: OnSubmit; children: ReactNode }) => ReactNode;

const initialValues = { email: '', password: '' };
const FORMS: Record<string, FormOf> = {
  FirstScreenForm: ({ onSubmit, children }) => (
    <FirstScreenForm<LoginValues>
      rules={loginRules}
      onSubmit={onSubmit}
      initialValues={initialValues}
    >
      {children}
    </FirstScreenForm>
  ),
  ValidatedForm: ({ onSubmit, children }) => (
    <ValidatedForm<LoginValues>
      schema={loginRules}
      onSubmit={onSubmit}
      initialValues={initialValues}
    >
      {children}
    </ValidatedForm>
  ),
};

function renderForm(Form: FormOf, onSubmit: OnSubmit) {
  return renderWithProviders(
    <Form onSubmit={onSubmit}>
      <TextField name="email" label="E-mail" normalize={(value) => value.toLowerCase()} />
      <PasswordField name="password" label="Password" />
      <FormError />
      <SubmitButton>Log in</SubmitButton>
    </Form>,
  );
}

describe.each(Object.entries(FORMS))('%s', (_name, Form) => {
  it('shows a rule broken once the field was changed and left, and nothing before', async () => {
    const { user } = renderForm(Form, () => Promise.resolve(undefined));
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'not-an-address');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    await user.tab();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('normalizes a value when its field is left', async () => {
    const { user } = renderForm(Form, () => Promise.resolve(undefined));
    const email = screen.getByLabelText<HTMLInputElement>('E-mail');
    await user.type(email, 'Ada@Northwind.TEST');
    await user.tab();
    expect(email.value).toBe('ada@northwind.test');
  });

  it('refuses an incomplete submit: every error, focus on the first, nothing sent', async () => {
    const sent: LoginValues[] = [];
    const { user } = renderForm(Form, (values) => {
      sent.push(values);
      return Promise.resolve(undefined);
    });
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(sent).toEqual([]);
  });

  it("shows the server's field and form messages, the field's until it is edited", async () => {
    const sent: LoginValues[] = [];
    const { user } = renderForm(Form, (values) => {
      sent.push(values);
      return Promise.resolve({ password: 'Too weak', [FORM_ERROR]: 'Try again' });
    });
    await user.type(screen.getByLabelText('E-mail'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    expect(await screen.findByText('Too weak')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Try again');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(sent).toEqual([{ email: 'ada@northwind.test', password: 'secret' }]);
    await user.type(screen.getByLabelText('Password'), '!');
    await waitFor(() => expect(screen.queryByText('Too weak')).toBeNull());
  });

  it('is busy while a submit is pending and ignores a second one', async () => {
    const answer = deferred<SubmissionErrors | undefined>();
    let submits = 0;
    const { user } = renderForm(Form, () => {
      submits += 1;
      return answer.promise;
    });
    await user.type(screen.getByLabelText('E-mail'), 'ada@northwind.test');
    await user.type(screen.getByLabelText('Password'), 'secret{Enter}');
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    answer.resolve(undefined);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(submits).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sees a change made in the same task as the submit', async () => {
    const sent: LoginValues[] = [];
    renderForm(Form, (values) => {
      sent.push(values);
      return Promise.resolve(undefined);
    });
    const setValue = (label: string, value: string) => {
      const input = screen.getByLabelText<HTMLInputElement>(label);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    setValue('E-mail', 'ada@northwind.test');
    setValue('Password', 'secret');
    screen.getByRole('button', { name: 'Log in' }).click();
    await waitFor(() =>
      expect(sent).toEqual([{ email: 'ada@northwind.test', password: 'secret' }]),
    );
  });
});
