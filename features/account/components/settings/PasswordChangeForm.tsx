import { Flex } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import { useTranslation } from 'react-i18next';
import type { StringSchema } from 'yup';
import { useAppDispatch } from '@/store/hooks';
import { useCompanyUpdateDataMutation } from '../../api';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { PasswordField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { PASSWORD_MAX_LENGTH } from '@/domain/account/rules';
import { accountUpdateSchema } from '@/domain/account/schema';
import { PasswordRules } from '@/src/ui/forms/PasswordRules';
import { notifySaved } from '../../model/notify';

interface Values {
  password?: string;
  new_password?: string;
  confirm_password?: string;
}

const FIELDS = ['password', 'new_password', 'confirm_password'] as const;

// The modal's rules (10 to 30 characters, a capital letter, the current password and a
// matching confirmation); in this form the new password is what it is for, so required.
const schema = accountUpdateSchema.pick([...FIELDS]).shape({
  // `fields` is typed loosely (a field may be a reference); this one is a string schema.
  new_password: (
    accountUpdateSchema.fields.new_password as StringSchema<string | undefined>
  ).required('validation:passwordRequired'),
});

/**
 * Changes the password (CompanyUpdateData with password, new_password, confirm_password).
 * The server logs the other devices out; this one stays logged in.
 */
export function PasswordChangeForm() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [update] = useCompanyUpdateDataMutation();

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    const result = await update({
      password: values.password ?? '',
      new_password: values.new_password ?? '',
      confirm_password: values.confirm_password ?? '',
    });
    if (result.error) return submissionErrorsOf(result.error, FIELDS);
    notifySaved(dispatch, result.data.message);
    // Passwords are not left in the page once used.
    form.restart();
    return undefined;
  };

  return (
    <ValidatedForm<Values>
      schema={schema}
      onSubmit={onSubmit}
      aria-label={t('settings.password.title')}
    >
      <PasswordField
        name="password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        name="new_password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
      />
      <PasswordRules name="new_password" max={PASSWORD_MAX_LENGTH} />
      <PasswordField
        name="confirm_password"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
      />
      <FormError />
      <Flex justify="flex-end">
        <SubmitButton size="md">{t('settings.password.submit')}</SubmitButton>
      </Flex>
    </ValidatedForm>
  );
}
