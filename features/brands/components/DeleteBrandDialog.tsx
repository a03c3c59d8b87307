import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { toastAdded } from '@/features/toasts/toastsSlice';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import { useBrandDeleteMutation, type BrandItem } from '../api';

interface DeleteBrandDialogProps {
  open: boolean;
  brand?: BrandItem;
  onClose: () => void;
}

/**
 * Asks before BrandDelete, saying what goes with the brand (its products). A refusal,
 * such as IN_USE while a campaign uses the brand, is the server's sentence, shown here;
 * a network failure was already told by a toast.
 */
export function DeleteBrandDialog({ open, brand, onClose }: DeleteBrandDialogProps) {
  const { t } = useTranslation('brands');
  const dispatch = useAppDispatch();
  const [deleteBrand, { isLoading }] = useBrandDeleteMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!brand) return;
    setRefusal(null);
    const result = await deleteBrand(brand.id);
    if (result.error) {
      setRefusal(graphqlErrorOf(result.error)?.message ?? null);
      return;
    }
    if (result.data.message)
      dispatch(toastAdded({ message: result.data.message, type: 'success' }));
    close();
  };

  const count = brand?.products_count ?? 0;
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('delete.title', { name: brand?.name ?? '' })}
      description={count > 0 ? t('delete.body', { count }) : t('delete.bodyNoProducts')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={() => void confirm()}
      busy={isLoading}
      refusal={refusal}
    />
  );
}
