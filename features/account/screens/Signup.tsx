import { FORM_ERROR } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useCompanyCreateMutation, useCompanyLoginMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordRules } from '../components/PasswordRules';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { errorCodeOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { paths } from '@/src/lib/paths';
import { signupSchema, type SignupValues } from '@/domain/account/schema';

const FIELDS = ['email', 'password'] as const;

/**
 * Signup (`/signup`). CompanyCreate answers alike whether or not the e-mail had
 * an account (it never tells who has one), so the screen then logs in with the same
 * credentials: a new account goes on to Verify, as the guards route it.
 */
export default function Signup() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const [create] = useCompanyCreateMutation();
  const [login] = useCompanyLoginMutation();

  const onSubmit = async (values: SignupValues) => {
    const credentials = { email: values.email.trim(), password: values.password };
    const created = await create(credentials);
    if (created.error) return submissionErrorsOf(created.error, FIELDS);
    const session = await login(credentials);
    if (session.error) {
      // The e-mail had an account with another password (its owner got a mail about it).
      if (errorCodeOf(session.error) === 'INVALID_CREDENTIALS') {
        return { [FORM_ERROR]: t('signup.loginFailed') };
      }
      return submissionErrorsOf(session.error, FIELDS);
    }
    // The session listeners have stored the token CompanyLogin issued.
    return undefined;
  };

  return (
    <>
      <AuthHeader title={tScreens('signup.title')} description={t('signup.intro')} />
      <ValidatedForm<SignupValues> schema={signupSchema} onSubmit={onSubmit}>
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="email"
          autoFocus
        />
        <PasswordField name="password" label={t('fields.password')} autoComplete="new-password" />
        <PasswordRules name="password" />
        <FormError />
        <SubmitButton>{t('signup.submit')}</SubmitButton>
      </ValidatedForm>
      <AuthSwitch prompt={t('signup.haveAccount')}>
        <TextLink to={paths.login}>{t('signup.login')}</TextLink>
      </AuthSwitch>
    </>
  );
}
