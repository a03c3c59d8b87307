import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { flashAdded } from '@/features/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';
import { FormDialog, formDialogTexts } from '@/src/ui/forms/FormDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useBrandCreateMutation, useBrandUpdateMutation, type BrandItem } from '../api';
import {
  BRAND_FORM_FIELDS,
  brandFormValues,
  brandSchema,
  brandVariables,
  toBrandInput,
  type BrandFormValues,
} from '../schema';
import { BrandFormFields } from './BrandFormFields';

/** The flash of a saved brand: one id, so "updated" replaces "created". */
const BRAND_FLASH_ID = 'brand';

/**
 * A brand dialog's state. Closing keeps the brand, so the dialog does not change under
 * its closing animation.
 */
export interface BrandDialogState {
  open: boolean;
  /** The brand to edit or delete; none creates one. */
  brand?: BrandItem;
}

interface BrandFormDialogProps extends BrandDialogState {
  onClose: () => void;
}

/**
 * Creates or edits a brand (BrandCreate, BrandUpdate). An edit shows in the list at once
 * (see the optimistic update in api.ts); the dialog stays until the server agrees, so a
 * refusal lands on its field. A save says so with the list's "brand" flash.
 */
export function BrandFormDialog({ brand, ...dialog }: BrandFormDialogProps) {
  const { t } = useTranslation('brands');
  const texts = formDialogTexts(t('form', { returnObjects: true }), brand !== undefined);
  const dispatch = useAppDispatch();
  const [create] = useBrandCreateMutation();
  const [update] = useBrandUpdateMutation();
  // Stable: a new object would make react-final-form start over, dropping server errors.
  const initialValues = useMemo(() => brandFormValues(brand), [brand]);

  const onSubmit = async (values: BrandFormValues) => {
    const variables = brandVariables(values);
    const result = brand
      ? await update({ id: brand.id, ...variables, logo: values.logo?.[0] ?? null })
      : await create(variables);
    if (result.error) return submissionErrorsOf(result.error, BRAND_FORM_FIELDS);
    dispatch(
      flashAdded({
        id: BRAND_FLASH_ID,
        contentKey: brand ? 'brands:flash.updated' : 'brands:flash.created',
        themeColor: 'green',
        path: paths.brands,
      }),
    );
    dialog.onClose();
  };

  const form = { schema: brandSchema, toInput: toBrandInput, initialValues, onSubmit };
  return (
    <FormDialog {...dialog} texts={texts} form={form}>
      <BrandFormFields />
    </FormDialog>
  );
}
