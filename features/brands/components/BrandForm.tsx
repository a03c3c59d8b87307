import { Button, Flex } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flashAdded } from '@/features/flashes/flashesSlice';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { TextField } from '@/src/ui/forms/fields';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { ImagesField } from '@/features/images/components/ImagesField';
import type { ImageValue } from '@/features/images/rules';
import { useBrandCreateMutation, useBrandUpdateMutation, type BrandItem } from '../api';
import { paths } from '@/src/lib/paths';
import { BRAND_DESCRIPTION_MAX } from '../rules';
import { brandSchema } from '../schema';

interface Values {
  name?: string;
  description?: string;
  /** The logo as the images field holds it: none or one image. */
  logo?: ImageValue[];
}

/** Fields the server may name in its errors; `logo_image_id` is shown on the logo. */
const SERVER_FIELDS = ['name', 'description', 'logo_image_id'];

interface BrandFormProps {
  /** The brand to edit; a new one is created without it. */
  brand?: BrandItem;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Creates or edits a brand (BrandCreate, BrandUpdate). An edit shows in the list at once
 * (see the optimistic update in api.ts); the dialog stays until the server agrees, so a
 * refusal lands on its field. A save says so with the page's "brand" flash.
 */
export function BrandForm({ brand, onCancel, onSaved }: BrandFormProps) {
  const { t } = useTranslation('brands');
  const dispatch = useAppDispatch();
  const [create] = useBrandCreateMutation();
  const [update] = useBrandUpdateMutation();

  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo<Values>(
    () => ({
      name: brand?.name ?? '',
      description: brand?.description ?? '',
      logo: brand?.logo ? [{ id: brand.logo.id, url: brand.logo.url }] : [],
    }),
    [brand],
  );

  const onSubmit = async ({ name = '', description = '', logo = [] }: Values) => {
    const variables = {
      name: name.trim(),
      description: description.trim(),
      logo_image_id: logo[0]?.id ?? null,
    };
    const result = brand
      ? await update({ id: brand.id, ...variables, logo: logo[0] ?? null })
      : await create(variables);
    if (result.error) {
      const errors = submissionErrorsOf(result.error, SERVER_FIELDS);
      if (errors?.logo_image_id) {
        const { logo_image_id: logoError, ...rest } = errors;
        return { ...rest, logo: logoError };
      }
      return errors;
    }
    dispatch(
      flashAdded({
        id: 'brand',
        contentKey: brand ? 'brands:flash.updated' : 'brands:flash.created',
        themeColor: 'green',
        path: paths.brands,
      }),
    );
    onSaved();
    return undefined;
  };

  return (
    <ValidatedForm<Values>
      schema={brandSchema}
      onSubmit={onSubmit}
      initialValues={initialValues}
      aria-label={t(brand ? 'form.editTitle' : 'form.createTitle')}
    >
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
      <FormError />
      <Flex justify="flex-end" gap="3" wrap="wrap">
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <SubmitButton size="md">{t(brand ? 'form.save' : 'form.create')}</SubmitButton>
      </Flex>
    </ValidatedForm>
  );
}
