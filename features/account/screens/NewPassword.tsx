import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { loggedOut, selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useResetPasswordMutation } from '../api';
import { AuthHeader } from '../components/AuthHeader';
import { PasswordRules } from '@/src/ui/forms/PasswordRules';
import { AuthSwitch, TextLink } from '../components/TextLink';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import type { LoginScreenState } from '@/domain/account/rules';
import { COMPANY_AUTH, type AuthRole } from '../model/authRole';
import { resetPasswordSchema, type ResetPasswordValues } from '@/domain/account/schema';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/**
 * /new-password/:token?email=… (a creator's: /creator/reset-password/:token?email=…),
 * opened from the reset mail (logged in or out). Both roles reset with
 * ResetPasswordMutation. The new password ends every session of the account, so a
 * logged-in user is logged out here and everyone goes to the role's Login with the
 * address filled in.
 */
export function NewPasswordForm({ auth }: { auth: AuthRole }) {
  const { t } = useTranslation('account');
  const { t: tScreens } = useTranslation('screens');
  const { token = '' } = useParams();
  const linkEmail = useSearchParams()[0].get('email') ?? '';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const [resetPassword] = useResetPasswordMutation();

  const onSubmit = async (values: ResetPasswordValues) => {
    const email = values.email.trim();
    const result = await resetPassword({
      email,
      token,
      password: values.password,
      password_confirmation: values.password_confirmation,
    });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    if (isAuthenticated) dispatch(loggedOut());
    const state: LoginScreenState = { email, notice: result.data.message ?? undefined };
    void navigate(auth.login, { replace: true, state });
    return undefined;
  };

  return (
    <>
      <AuthHeader
        title={tScreens('newPassword.title')}
        description={
          linkEmail ? t('newPassword.intro', { email: linkEmail }) : t('newPassword.introNoEmail')
        }
      />
      <ValidatedForm<ResetPasswordValues>
        schema={resetPasswordSchema}
        onSubmit={onSubmit}
        // The token travels as a value so the shared schema checks it like the API does.
        initialValues={{ email: linkEmail, token }}
      >
        {linkEmail ? (
          // Password managers file the new password under this account.
          <input type="hidden" name="username" autoComplete="username" value={linkEmail} />
        ) : (
          <TextField
            name="email"
            type="email"
            label={t('fields.email')}
            placeholder={t('fields.emailPlaceholder')}
            autoComplete="username"
            autoFocus
          />
        )}
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus={Boolean(linkEmail)}
        />
        <PasswordRules name="password" />
        <PasswordField
          name="password_confirmation"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
        <FormError />
        <SubmitButton>{t('newPassword.submit')}</SubmitButton>
      </ValidatedForm>
      <AuthSwitch prompt="">
        <TextLink to={auth.forgot}>{t('newPassword.newLink')}</TextLink>
      </AuthSwitch>
    </>
  );
}

export default function NewPassword() {
  return <NewPasswordForm auth={COMPANY_AUTH} />;
}
