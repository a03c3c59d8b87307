import { Alert, Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/src/ui/AppDialog';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useDealAcceptContentMutation, type DealDetail } from '../api';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { useDealToast } from '../hooks/useDealToast';

/**
 * Accept: asks first, saying that the creator's fee is released to the creator (it cannot
 * be taken back). A refusal is the server's sentence, shown in the dialog.
 */
export function AcceptContentDialog({
  deal,
  contentId,
  open,
  onClose,
}: {
  deal: DealDetail;
  contentId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const toast = useDealToast();
  const [accept, { isLoading }] = useDealAcceptContentMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    setRefusal(null);
    const result = await accept({ id: deal.id, content_id: contentId });
    if (!result.error) {
      toast('accepted');
      close();
    } else {
      // Network failures were already told by a toast.
      setRefusal(graphqlErrorOf(result.error)?.message ?? null);
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('review.acceptTitle')}
      closeLabel={t('review.keepReviewing')}
      layout="confirm"
    >
      <Dialog.Body display="flex" flexDirection="column" gap="4">
        <Dialog.Description color="fg.muted">
          {t('review.acceptBody', { amount: format.money(deal.fee), name: deal.creator.name })}
        </Dialog.Description>
        {refusal && (
          <Alert.Root status="error" variant="subtle" rounded="lg">
            <Alert.Indicator />
            <Alert.Description role="alert">{refusal}</Alert.Description>
          </Alert.Root>
        )}
      </Dialog.Body>
      <Dialog.Footer gap="3" flexWrap="wrap">
        <Dialog.ActionTrigger asChild>
          <Button variant="outline">{t('review.keepReviewing')}</Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette="brand"
          loading={isLoading}
          loadingText={t('review.acceptConfirm')}
          onClick={() => void confirm()}
        >
          {t('review.acceptConfirm')}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
