import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { opsPasswordSetSchema, type OpsPasswordSetValues } from '@/domain/ops/loginSchema';
import { useOpsPasswordSetMutation } from '../api';
import { OpsAuthHeader } from '../components/OpsAuthHeader';
import type { OpsLoginScreenState } from '../model/screenState';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * /ops/set-password/:token, from the link `operator-add` printed: the new operator's
 * password (the company's rules), then the console's login with a word that it is set.
 * A used or expired link is the server's INVALID_LINK, shown above the button.
 */
export default function OpsSetPassword() {
  const { t } = useTranslation('opsAccount');
  const { t: tScreens } = useTranslation('screens');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [setPassword] = useOpsPasswordSetMutation();

  const onSubmit = async (values: OpsPasswordSetValues) => {
    const result = await setPassword({ token, password: values.password });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    const state: OpsLoginScreenState = { notice: t('setPassword.done') };
    void navigate(paths.ops.login, { replace: true, state });
    return undefined;
  };

  return (
    <>
      <OpsAuthHeader
        title={tScreens('opsSetPassword.title')}
        description={t('setPassword.intro')}
      />
      <ValidatedForm<OpsPasswordSetValues>
        schema={opsPasswordSetSchema}
        onSubmit={onSubmit}
        // The token travels as a value so the shared schema checks it like the API does.
        initialValues={{ token }}
      >
        <PasswordField
          name="password"
          label={t('fields.newPassword')}
          autoComplete="new-password"
          autoFocus
        />
        <PasswordField
          name="password_confirmation"
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
        />
        <FormError />
        <SubmitButton>{t('setPassword.submit')}</SubmitButton>
      </ValidatedForm>
    </>
  );
}
