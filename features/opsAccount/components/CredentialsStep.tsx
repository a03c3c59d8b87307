import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { loginRules, type LoginValues } from '@/domain/account/loginRules';
import { useOpsLoginMutation, type OpsLoginStep } from '../api';
import { OpsAuthHeader } from './OpsAuthHeader';

const FIELDS = ['email', 'password'] as const;

interface CredentialsStepProps {
  /** Why the login starts again (an expired ticket), or the set-password page's news. */
  notice: { status: 'error' | 'success'; text: string } | null;
  /** The e-mail typed before, when the login starts again. */
  email: string;
  onStep: (step: OpsLoginStep, email: string) => void;
}

/** E-mail and password: the server answers with the second step to show. */
export function CredentialsStep({ notice, email, onStep }: CredentialsStepProps) {
  const { t } = useTranslation('opsAccount');
  const { t: tScreens } = useTranslation('screens');
  const [login] = useOpsLoginMutation();

  const onSubmit = async (values: LoginValues) => {
    const typed = values.email.trim();
    const result = await login({ email: typed, password: values.password });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    onStep(result.data, typed);
    return undefined;
  };

  return (
    <>
      <OpsAuthHeader title={tScreens('opsLogin.title')} description={t('login.intro')} />
      {notice && (
        <Alert.Root status={notice.status} variant="subtle" rounded="lg" mb="5">
          <Alert.Indicator />
          <Alert.Description role={notice.status === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Alert.Description>
        </Alert.Root>
      )}
      <ValidatedForm<LoginValues> schema={loginRules} onSubmit={onSubmit} initialValues={{ email }}>
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="username"
          autoFocus={email === ''}
        />
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          autoFocus={email !== ''}
        />
        <FormError />
        <SubmitButton>{t('login.submit')}</SubmitButton>
      </ValidatedForm>
    </>
  );
}
