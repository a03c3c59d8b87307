import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyCreateMutation, useCompanyLoginMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordRules } from '@/src/ui/forms/PasswordRules';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { COMPANY_AUTH, type AuthRole } from '../model/authRole';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { FORM_ERROR, errorCodeOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { paths } from '@/src/lib/paths';
import { signupSchema, type SignupValues } from '@/domain/account/schema';
import type { LoginTrigger } from '../hooks/useLogin';

const FIELDS = ['email', 'password'] as const;

interface SignupFormProps {
  auth: AuthRole;
  /** The role's sign-up mutation (CompanyCreate or CreatorCreate), as its RTK trigger. */
  create: LoginTrigger;
  login: LoginTrigger;
  title: string;
  intro: string;
  submit: string;
  /** The way to the other role's pages, under the form. */
  otherRole: ReactNode;
}

/**
 * The sign-up form of either role. The create mutation answers alike whether or not the
 * e-mail had an account (it never tells who has one), so the screen then logs in with the
 * same credentials: a new account goes on to its Verify, as the guards route it.
 */
export function SignupForm({
  auth,
  create,
  login,
  title,
  intro,
  submit,
  otherRole,
}: SignupFormProps) {
  const { t } = useTranslation('account');

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
    // The session listeners have stored the token the login issued.
    return undefined;
  };

  return (
    <>
      <AuthHeader title={title} description={intro} />
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
        <SubmitButton>{submit}</SubmitButton>
      </ValidatedForm>
      <AuthSwitch prompt={t('signup.haveAccount')}>
        <TextLink to={auth.login}>{t('signup.login')}</TextLink>
      </AuthSwitch>
      {otherRole}
    </>
  );
}

/** Signup (`/signup`): a brand's account, with the way to the creators' sign-up. */
export default function Signup() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const [create] = useCompanyCreateMutation();
  const [login] = useCompanyLoginMutation();
  return (
    <SignupForm
      auth={COMPANY_AUTH}
      create={create}
      login={login}
      title={tScreens('signup.title')}
      intro={t('signup.intro')}
      submit={t('signup.submit')}
      otherRole={
        <AuthSwitch prompt={t('login.creatorPrompt')}>
          <TextLink to={paths.creator.join}>{t('login.creatorLink')}</TextLink>
        </AuthSwitch>
      }
    />
  );
}
