import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { useAppDispatch } from '@/store/hooks';
import { useBrandDeleteMutation } from '../api';
import { brandFlash } from '../model/brandFlash';
import type { BrandDialogState } from './BrandFormDialog';

interface DeleteBrandDialogProps extends BrandDialogState {
  onClose: () => void;
}

/**
 * Asks before BrandDelete, saying what goes with the brand (its products); once deleted,
 * the list drops the brand and the message above it says so.
 */
export function DeleteBrandDialog({ brand, ...dialog }: DeleteBrandDialogProps) {
  const { t } = useTranslation('brands');
  const dispatch = useAppDispatch();
  const [deleteBrand] = useBrandDeleteMutation();
  // None until a card's Delete is first chosen; after that the last one stays, closed.
  if (!brand) return null;
  const count = brand.products_count;
  return (
    <ConfirmDeleteDialog
      {...dialog}
      texts={{
        title: t('delete.title', { name: brand.name }),
        description: count > 0 ? t('delete.body', { count }) : t('delete.bodyNoProducts'),
        confirm: t('delete.confirm'),
        cancel: t('delete.cancel'),
      }}
      onConfirm={() => deleteBrand(brand.id)}
      onDeleted={() => {
        dispatch(brandFlash('deleted'));
        dialog.onClose();
      }}
    />
  );
}
