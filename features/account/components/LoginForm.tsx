import { Alert, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { LoginTrigger } from '../hooks/useLogin';
import { AuthHeader } from './AuthHeader';
import { AuthSwitch, TextLink } from './TextLink';
import type { AuthRole } from '../model/authRole';
import { FirstScreenForm } from '@/src/ui/forms/FirstScreenForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { emailFromState, type LoginScreenState } from '@/domain/account/rules';
import { loginRules, type LoginValues } from '@/domain/account/loginRules';

const FIELDS = ['email', 'password'] as const;

interface LoginFormProps {
  auth: AuthRole;
  login: LoginTrigger;
  /** Starts loading what the login needs, with the first edit. */
  prepare: () => void;
  intro: string;
  /** "New to UGC Desk? Create an account", with the role's sign-up page. */
  signup: { prompt: string; label: string };
  /** The way to the other role's pages, under the form. */
  otherRole: ReactNode;
}

/**
 * The login form of either role. A right e-mail and password store the session token; the
 * app then loads the account and the guards take the user where he belongs (back to the
 * page that sent him here, or on through verification and onboarding).
 */
export function LoginForm({ auth, login, prepare, intro, signup, otherRole }: LoginFormProps) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const state = useLocation().state as LoginScreenState | null;

  const onSubmit = async (values: LoginValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    // On success the session listeners have stored the token the login issued.
    return result.error ? submissionErrorsOf(result.error, FIELDS) : undefined;
  };

  return (
    <>
      <AuthHeader title={tScreens('login.title')} description={intro} />
      {state?.notice && (
        <Alert.Root status="success" variant="subtle" rounded="lg" mb="5">
          <Alert.Indicator />
          <Alert.Description role="status">{state.notice}</Alert.Description>
        </Alert.Root>
      )}
      <FirstScreenForm<LoginValues>
        rules={loginRules}
        onSubmit={onSubmit}
        onEdit={prepare}
        initialValues={{ email: emailFromState(state) ?? '', password: '' }}
      >
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="username"
          autoFocus={!emailFromState(state)}
        />
        <Flex direction="column" gap="2">
          <PasswordField
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            autoFocus={Boolean(emailFromState(state))}
          />
          <Flex justify="flex-end" fontSize="sm">
            <TextLink to={auth.forgot}>{t('login.forgot')}</TextLink>
          </Flex>
        </Flex>
        <FormError />
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </FirstScreenForm>
      <AuthSwitch prompt={signup.prompt}>
        <TextLink to={auth.signup}>{signup.label}</TextLink>
      </AuthSwitch>
      {otherRole}
    </>
  );
}
