import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import { useCardDeleteMutation, type CardItem } from '@/src/entities/billing/api';
import { useCardName } from '../hooks/useCardName';
import { cardFlash } from '../model/cardFlash';

export interface CardDialogState {
  open: boolean;
  /** The card to delete; kept once closed, so the dialog does not change as it fades. */
  card?: CardItem;
}

interface DeleteCardDialogProps extends CardDialogState {
  onClose: () => void;
}

/**
 * Asks before CardDelete. A card campaigns are billed to cannot go: the list already
 * knows it (`in_use`), so the dialog says why at once with the server's own sentence;
 * should a campaign take the card meanwhile, the server's refusal shows the same way.
 */
export function DeleteCardDialog({ card, ...dialog }: DeleteCardDialogProps) {
  const { t } = useTranslation('billing');
  const cardName = useCardName();
  const dispatch = useAppDispatch();
  const [deleteCard] = useCardDeleteMutation();
  if (!card) return null;
  const texts = {
    title: t('delete.title', { card: cardName(card) }),
    description: card.is_default ? t('delete.bodyDefault') : t('delete.body'),
    confirm: t('delete.confirm'),
    cancel: t('delete.cancel'),
  };
  if (card.in_use) {
    return (
      <ConfirmDialog
        {...dialog}
        title={texts.title}
        description={texts.description}
        confirmLabel={texts.confirm}
        cancelLabel={texts.cancel}
        onConfirm={() => {}}
        refusal={t('errors.cardInUse')}
      />
    );
  }
  return (
    <ConfirmDeleteDialog
      {...dialog}
      texts={texts}
      onConfirm={() => deleteCard(card.id)}
      onDeleted={() => {
        dispatch(cardFlash('deleted'));
        dialog.onClose();
      }}
    />
  );
}
