import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { useAppDispatch } from '@/store/hooks';
import { useProductDeleteMutation, type ProductDetail } from '../api';
import { PRODUCT_FLASH_ID } from './ProductFormDialog';

interface DeleteProductDialogProps {
  open: boolean;
  onClose: () => void;
  product: ProductDetail;
}

/**
 * Asks before ProductDelete; once deleted, goes back to the list with a "Product
 * deleted" flash there.
 */
export function DeleteProductDialog({ product, ...dialog }: DeleteProductDialogProps) {
  const { t } = useTranslation('products');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [deleteProduct] = useProductDeleteMutation();
  return (
    <ConfirmDeleteDialog
      {...dialog}
      texts={{
        title: t('delete.title'),
        description: t('delete.body', { name: product.name }),
        confirm: t('delete.confirm'),
        cancel: t('delete.cancel'),
      }}
      onConfirm={() => deleteProduct({ id: product.id })}
      onDeleted={() => {
        // Added before leaving: the flash belongs to the list we go back to.
        dispatch(
          flashAdded({
            id: PRODUCT_FLASH_ID,
            contentKey: 'products:flash.deleted',
            themeColor: 'blue',
            path: paths.products,
          }),
        );
        void navigate(paths.products);
      }}
    />
  );
}
