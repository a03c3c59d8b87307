import { Flex } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField, TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { changeEmailRequestSchema, type ChangeEmailRequestValues } from '@/domain/account/schema';
import { notifySaved } from '../../model/notify';

const FIELDS = ['new_email', 'password'] as const;

/** A role's request mutation (CompanyRequestToChangeEmail or CreatorRequestToChangeEmail). */
type RequestChangeTrigger = (args: {
  email: string;
  new_email: string;
  password: string;
}) => PromiseLike<
  { data: { message?: string | null }; error?: undefined } | { data?: undefined; error: unknown }
>;

/**
 * Asks to move the login to another address: the server mails a link to the new address,
 * and the change happens on the role's link page (/update/:token, /creator/change-email/:token).
 */
export function EmailChangeForm({
  email,
  requestChange,
}: {
  email: string;
  requestChange: RequestChangeTrigger;
}) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();

  const onSubmit = async (
    values: ChangeEmailRequestValues,
    form: FormApi<ChangeEmailRequestValues>,
  ) => {
    const result = await requestChange({
      email,
      new_email: values.new_email.trim(),
      password: values.password,
    });
    if (!result.data) return submissionErrorsOf(result.error, FIELDS);
    notifySaved(dispatch, result.data.message);
    form.restart({ email });
    return undefined;
  };

  return (
    <ValidatedForm<ChangeEmailRequestValues>
      schema={changeEmailRequestSchema}
      onSubmit={onSubmit}
      // The current e-mail is a value (not a field) so the schema can tell "same as now".
      initialValues={{ email }}
      aria-label={t('settings.email.title')}
    >
      <TextField
        name="new_email"
        type="email"
        label={t('settings.email.newEmail')}
        placeholder={t('fields.emailPlaceholder')}
        autoComplete="email"
      />
      <PasswordField
        name="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
      />
      <FormError />
      <Flex justify="flex-end">
        <SubmitButton size="md">{t('settings.email.submit')}</SubmitButton>
      </Flex>
    </ValidatedForm>
  );
}
