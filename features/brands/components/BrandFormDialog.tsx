import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, formDialogTexts } from '@/src/ui/forms/FormDialog';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import { useBrandCreateMutation, useBrandUpdateMutation, type BrandItem } from '../api';
import { brandSchema } from '@/domain/brands/schema';
import {
  BRAND_FORM_FIELDS,
  brandFormValues,
  brandVariables,
  toBrandInput,
  type BrandFormValues,
} from '../schema';
import { brandFlash } from '../model/brandFlash';
import { BrandFormFields } from './BrandFormFields';

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
    dispatch(brandFlash(brand ? 'updated' : 'created'));
    dialog.onClose();
  };

  const form = { schema: brandSchema, toInput: toBrandInput, initialValues, onSubmit };
  return (
    <FormDialog {...dialog} texts={texts} form={form}>
      <BrandFormFields />
    </FormDialog>
  );
}
