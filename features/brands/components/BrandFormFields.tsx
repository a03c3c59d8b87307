import { useTranslation } from 'react-i18next';
import { TextField } from '@/src/ui/forms/fields';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { ImagesField } from '@/src/entities/image/ImagesField';
import { BRAND_DESCRIPTION_MAX } from '@/domain/brands/rules';

/** The brand form's fields (see `BrandFormValues`): name, description and logo. */
export function BrandFormFields() {
  const { t } = useTranslation('brands');
  return (
    <>
      <TextField name="name" label={t('form.name')} helperText={t('form.nameHelp')} autoFocus />
      <TextareaField
        name="description"
        label={t('form.description')}
        helperText={t('form.descriptionHelp')}
        counterMax={BRAND_DESCRIPTION_MAX}
        rows={2}
        // Enter saves, like in every other form: a description is one line.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      <ImagesField name="logo" label={t('form.logo')} max={1} helperText={t('form.logoHelp')} />
    </>
  );
}
