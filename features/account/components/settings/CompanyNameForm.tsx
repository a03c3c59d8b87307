import { Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { StringSchema } from 'yup';
import { useAppDispatch } from '@/store/hooks';
import { useCompanyUpdateDataMutation } from '../../api';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { accountUpdateSchema } from '@/domain/account/schema';
import { notifySaved } from '../../model/notify';

interface Values {
  company_name?: string;
}

// The modal's rule (4 to 200 characters); here the name is what the form is for, so
// an empty one is an error rather than "unchanged".
const schema = accountUpdateSchema.pick(['company_name']).shape({
  // `fields` is typed loosely (a field may be a reference); this one is a string schema.
  company_name: (
    accountUpdateSchema.fields.company_name as StringSchema<string | undefined>
  ).required('validation:companyNameRequired'),
});

/** Renames the company (CompanyUpdateData with company_name only). */
export function CompanyNameForm({ companyName }: { companyName: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [update] = useCompanyUpdateDataMutation();

  const onSubmit = async (values: Values) => {
    const result = await update({ company_name: values.company_name?.trim() ?? '' });
    if (result.error) return submissionErrorsOf(result.error, ['company_name']);
    notifySaved(dispatch, result.data.message);
    return undefined;
  };

  return (
    <ValidatedForm<Values>
      schema={schema}
      onSubmit={onSubmit}
      initialValues={{ company_name: companyName }}
      aria-label={t('settings.company.title')}
    >
      <TextField
        name="company_name"
        label={t('settings.company.label')}
        autoComplete="organization"
      />
      <FormError />
      <Flex justify="flex-end">
        <SubmitButton size="md">{t('settings.save')}</SubmitButton>
      </Flex>
    </ValidatedForm>
  );
}
