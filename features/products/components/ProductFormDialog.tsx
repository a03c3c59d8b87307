import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useBrandOptionsQuery } from '@/src/entities/brands/api';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';
import { FormDialog, formDialogTexts } from '@/src/ui/forms/FormDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useProductCreateMutation, useProductUpdateMutation, type ProductDetail } from '../api';
import { productSchema } from '@/domain/products/schema';
import {
  PRODUCT_FORM_FIELDS,
  productFormValues,
  productVariables,
  toProductInput,
  type ProductFormValues,
} from '../schema';
import { ProductFormFields } from './ProductFormFields';

/** The flash of a saved or deleted product: one id, so each replaces the one before. */
export const PRODUCT_FLASH_ID = 'product';

interface ProductFormDialogProps {
  open: boolean;
  onClose: () => void;
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
export function ProductFormDialog({ product, brandId, ...dialog }: ProductFormDialogProps) {
  const { t } = useTranslation('products');
  const texts = formDialogTexts(t('form', { returnObjects: true }), product !== undefined);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const brands = useBrandOptionsQuery().data?.nodes ?? [];
  const [create] = useProductCreateMutation();
  const [update] = useProductUpdateMutation();
  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo(() => productFormValues(product, brandId), [product, brandId]);

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
      void navigate(path);
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
    dialog.onClose();
  };

  const form = { schema: productSchema, toInput: toProductInput, initialValues, onSubmit };
  return (
    <FormDialog {...dialog} texts={texts} form={form}>
      <ProductFormFields brands={brands.map((brand) => ({ value: brand.id, label: brand.name }))} />
    </FormDialog>
  );
}
