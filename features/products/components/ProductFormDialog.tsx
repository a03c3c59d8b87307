import { Button, Dialog, Grid } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBrandOptionsQuery } from '@/features/brands/api';
import { flashAdded } from '@/features/flashes/flashesSlice';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { SelectField } from '@/src/ui/forms/SelectField';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { TextField } from '@/src/ui/forms/fields';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ImagesField } from '@/features/images/components/ImagesField';
import { useAppDispatch } from '@/store/hooks';
import { useProductCreateMutation, useProductUpdateMutation, type ProductDetail } from '../api';
import { paths } from '@/src/lib/paths';
import {
  PRODUCT_FORM_FIELDS,
  productFormValues,
  productVariables,
  toProductInput,
  type ProductFormValues,
} from './productForm';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_IMAGES_MAX } from '../rules';
import { productSchema } from '../schema';
import { useCategoryOptions } from '../hooks/useCategoryOptions';
import { AppDialog } from '@/src/ui/AppDialog';

/** The flash of a saved product: one id, so "updated" replaces "created". */
export const PRODUCT_FLASH_ID = 'product';

export interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; without one the dialog creates a product. */
  product?: ProductDetail;
  /** The brand a new product starts with (the list's brand filter). */
  brandId?: string;
}

/**
 * Creates a product (then opens it, with the "Product created" flash) or edits one
 * (optimistically: the page behind shows the change at once; "Product updated" once the
 * server agreed). The price is typed in dollars and checked in cents by the shared rules.
 */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
  brandId,
}: ProductFormDialogProps) {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brands = useBrandOptionsQuery().data?.nodes ?? [];
  const categoryOptions = useCategoryOptions();
  const [create] = useProductCreateMutation();
  const [update] = useProductUpdateMutation();

  const initialValues = useMemo<ProductFormValues>(
    () => (product ? productFormValues(product) : { brand_id: brandId ?? '', images: [] }),
    [product, brandId],
  );

  const onSubmit = async (values: ProductFormValues) => {
    const variables = productVariables(values);
    if (!product) {
      const result = await create(variables);
      if (result.error) return submissionErrorsOf(result.error, PRODUCT_FORM_FIELDS);
      const path = paths.product(result.data.id);
      // Added before leaving: the flash belongs to the page we go to.
      dispatch(
        flashAdded({
          id: PRODUCT_FLASH_ID,
          contentKey: 'products:flash.created',
          themeColor: 'green',
          path,
        }),
      );
      navigate(path);
      return undefined;
    }
    const brand = brands.find((item) => item.id === variables.brand_id) ?? product.brand;
    const result = await update({
      variables: { ...variables, id: product.id },
      preview: { brand: { id: brand.id, name: brand.name }, images: values.images ?? [] },
    });
    if (result.error) return submissionErrorsOf(result.error, PRODUCT_FORM_FIELDS);
    dispatch(
      flashAdded({
        id: PRODUCT_FLASH_ID,
        contentKey: 'products:flash.updated',
        themeColor: 'green',
        path: pathname,
      }),
    );
    onOpenChange(false);
    return undefined;
  };

  return (
    <AppDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={product ? t('form.editTitle') : t('form.createTitle')}
      closeLabel={t('form.cancel')}
    >
      <Dialog.Body pb="6">
        <ValidatedForm<ProductFormValues>
          schema={productSchema}
          toInput={toProductInput}
          onSubmit={onSubmit}
          initialValues={initialValues}
          aria-label={product ? t('form.editTitle') : t('form.createTitle')}
        >
          <SelectField
            name="brand_id"
            label={t('form.brand')}
            placeholder={t('form.brandPlaceholder')}
            options={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
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
          <FormError />
          <Dialog.Footer px="0" pb="0" gap="3" flexWrap="wrap">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('form.cancel')}</Button>
            </Dialog.ActionTrigger>
            <SubmitButton size="md">{product ? t('form.save') : t('form.create')}</SubmitButton>
          </Dialog.Footer>
        </ValidatedForm>
      </Dialog.Body>
    </AppDialog>
  );
}
