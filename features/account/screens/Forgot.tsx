import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useRequestResetPasswordMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { paths } from '@/src/lib/paths';
import { COMPANY_AUTH, type AuthRole, type CheckMailState } from '../model/authRole';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/domain/account/schema';

const FIELDS = ['email'] as const;

/**
 * Forgot (`/forgot`, `/creator/forgot`): asks for a reset link of the role's kind, then
 * shows /password ("check your e-mail"). The answer is the same whether or not the e-mail
 * has an account.
 */
export function ForgotForm({ auth }: { auth: AuthRole }) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const navigate = useNavigate();
  const [requestReset] = useRequestResetPasswordMutation();

  const onSubmit = async (values: ForgotPasswordValues) => {
    const email = values.email.trim();
    const result = await requestReset({ email, type: auth.resetType });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    void navigate(paths.password, { state: { email, role: auth.role } satisfies CheckMailState });
    return undefined;
  };

  return (
    <>
      <AuthHeader title={tScreens('forgot.title')} description={t('forgot.intro')} />
      <ValidatedForm<ForgotPasswordValues> schema={forgotPasswordSchema} onSubmit={onSubmit}>
        <TextField
          name="email"
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="email"
          autoFocus
        />
        <FormError />
        <SubmitButton>{t('forgot.submit')}</SubmitButton>
      </ValidatedForm>
      <AuthSwitch prompt={t('forgot.remembered')}>
        <TextLink to={auth.login}>{t('forgot.login')}</TextLink>
      </AuthSwitch>
    </>
  );
}

export default function Forgot() {
  return <ForgotForm auth={COMPANY_AUTH} />;
}
