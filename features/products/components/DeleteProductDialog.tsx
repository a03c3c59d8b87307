import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flashAdded } from '@/features/flashes/flashesSlice';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { TrashIcon } from '@/src/ui/icons';
import { useAppDispatch } from '@/store/hooks';
import { useProductDeleteMutation } from '../api';
import { paths } from '@/src/lib/paths';
import { PRODUCT_FLASH_ID } from './ProductFormDialog';

/**
 * Deletes a product after a confirmation. A refusal (IN_USE while a campaign uses it)
 * shows the server's translated reason in the dialog; success goes back to the list with
 * a "Product deleted" flash there.
 */
export function DeleteProductDialog({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, { isLoading }] = useProductDeleteMutation();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setRefusal(null);
  };

  const confirm = async () => {
    const result = await remove({ id });
    if (result.error) {
      // Network failures were already reported by a toast (spec.md section 8).
      setRefusal(graphqlErrorOf(result.error)?.message ?? null);
      return;
    }
    dispatch(
      flashAdded({
        id: PRODUCT_FLASH_ID,
        contentKey: 'products:flash.deleted',
        themeColor: 'blue',
        path: paths.products,
      }),
    );
    navigate(paths.products);
  };

  return (
    <>
      <Button colorPalette="red" variant="outline" onClick={() => onOpenChange(true)}>
        <TrashIcon />
        {t('overview.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => onOpenChange(false)}
        title={t('delete.title')}
        description={t('delete.body', { name })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.cancel')}
        onConfirm={() => void confirm()}
        busy={isLoading}
        refusal={refusal}
      />
    </>
  );
}
