import { Alert, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCompanyLoginMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { emailFromState, type LoginScreenState } from '@/domain/account/rules';
import { paths } from '@/src/lib/paths';
import { loginSchema, type LoginValues } from '@/domain/account/schema';

const FIELDS = ['email', 'password'] as const;

/**
 * Login (`/login`). A right e-mail and password store the session token; the
 * app then loads the account and the guards take the user where he belongs (back to the
 * page that sent him here, or on through verification and onboarding).
 */
export default function Login() {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const [login] = useCompanyLoginMutation();
  const state = useLocation().state as LoginScreenState | null;

  const onSubmit = async (values: LoginValues) => {
    const result = await login({ email: values.email.trim(), password: values.password });
    // On success the session listeners have stored the token CompanyLogin issued.
    return result.error ? submissionErrorsOf(result.error, FIELDS) : undefined;
  };

  return (
    <>
      <AuthHeader title={tScreens('login.title')} description={t('login.intro')} />
      {state?.notice && (
        <Alert.Root status="success" variant="subtle" rounded="lg" mb="5">
          <Alert.Indicator />
          <Alert.Description role="status">{state.notice}</Alert.Description>
        </Alert.Root>
      )}
      <ValidatedForm<LoginValues>
        schema={loginSchema}
        onSubmit={onSubmit}
        initialValues={{ email: emailFromState(state) ?? '' }}
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
            <TextLink to={paths.forgot}>{t('login.forgot')}</TextLink>
          </Flex>
        </Flex>
        <FormError />
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </ValidatedForm>
      <AuthSwitch prompt={t('login.noAccount')}>
        <TextLink to={paths.signup}>{t('login.signup')}</TextLink>
      </AuthSwitch>
    </>
  );
}
