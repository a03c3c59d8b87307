import { Dialog } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/src/ui/AppDialog';
import type { BrandItem } from '../api';
import { BrandForm } from './BrandForm';

/**
 * The dialog's state. Closing keeps the brand, so the form does not change under the
 * closing animation.
 */
export interface BrandDialogState {
  open: boolean;
  /** The brand to edit; none creates one. */
  brand?: BrandItem;
}

interface BrandDialogProps extends BrandDialogState {
  onClose: () => void;
}

/** The brand form in a dialog, for a new brand or an edit. */
export function BrandDialog({ open, brand, onClose }: BrandDialogProps) {
  const { t } = useTranslation('brands');
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t(brand ? 'form.editTitle' : 'form.createTitle')}
      closeLabel={t('form.cancel')}
    >
      <Dialog.Body pb="6">
        <BrandForm brand={brand} onCancel={onClose} onSaved={onClose} />
      </Dialog.Body>
    </AppDialog>
  );
}
