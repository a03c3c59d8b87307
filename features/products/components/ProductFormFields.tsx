import { Grid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ImagesField } from '@/src/entities/image/ImagesField';
import { SelectField, type SelectOption } from '@/src/ui/forms/SelectField';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { TextField } from '@/src/ui/forms/fields';
import { normalizeWebUrl } from '@/domain/normalize';
import { useCategoryOptions } from '@/src/entities/product/useCategoryOptions';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_IMAGES_MAX } from '@/domain/products/rules';

/**
 * The product form's fields (see `ProductFormValues`): brand, name, price in dollars,
 * category, link, description and photos.
 */
export function ProductFormFields({ brands }: { brands: SelectOption[] }) {
  const { t } = useTranslation('products');
  const categoryOptions = useCategoryOptions();
  return (
    <>
      <SelectField
        name="brand_id"
        label={t('form.brand')}
        placeholder={t('form.brandPlaceholder')}
        options={brands}
      />
      <TextField name="name" label={t('form.name')} autoComplete="off" />
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5" alignItems="start">
        <TextField
          name="price"
          label={t('form.price')}
          inputMode="decimal"
          autoComplete="off"
          startElement="$"
          helperText={t('form.priceHint')}
        />
        <SelectField
          name="category"
          label={t('form.category')}
          placeholder={t('form.categoryPlaceholder')}
          options={categoryOptions}
        />
      </Grid>
      <TextField
        name="link"
        normalize={normalizeWebUrl}
        type="url"
        inputMode="url"
        label={t('form.link')}
        placeholder={t('form.linkPlaceholder')}
        helperText={t('form.linkHint')}
        autoComplete="url"
      />
      <TextareaField
        name="description"
        label={t('form.description')}
        counterMax={PRODUCT_DESCRIPTION_MAX}
        rows={4}
      />
      <ImagesField name="images" label={t('form.images')} max={PRODUCT_IMAGES_MAX} />
    </>
  );
}
