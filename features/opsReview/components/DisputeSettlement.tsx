import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { useMoneyFormat } from '@/src/ui/formats';
import { useOpsDealCancelMutation, useOpsDealFinishMutation, type OpsDisputeDetail } from '../api';
import { useDecide } from '../hooks/useDecide';

type Settlement = 'finish' | 'cancel';

/**
 * Settles a dispute for one side, with a reason (docs/product.md#operator-console): for
 * the creator the deal finishes and the fee is paid; for the brand the deal is cancelled
 * and its money goes back to the company's wallet, both parties reading the reason.
 */
export function DisputeSettlement({
  dispute,
  onSettled,
}: {
  dispute: OpsDisputeDetail;
  onSettled: () => void;
}) {
  const { t } = useTranslation('opsReview');
  const money = useMoneyFormat();
  const decide = useDecide();
  const [finish] = useOpsDealFinishMutation();
  const [cancel] = useOpsDealCancelMutation();
  const [open, setOpen] = useState<Settlement | null>(null);
  const { deal } = dispute;
  const names = {
    creator: dispute.creator.name,
    company: dispute.company.name,
    fee: money(deal.fee),
  };
  const finishing = open === 'finish';

  const onConfirm = async (reason: string) => {
    const errors = finishing
      ? await decide(finish({ id: deal.id, reason }), 'dispute.finished')
      : await decide(cancel({ id: deal.id, reason }), 'dispute.canceled');
    if (!errors) onSettled();
    return errors;
  };

  return (
    <DealSection title={t('dispute.settle')}>
      <Text fontSize="sm" color="fg.muted">
        {t('dispute.settleBody')}
      </Text>
      <Flex gap="3" direction="column">
        <Button colorPalette="brand" onClick={() => setOpen('finish')}>
          {t('dispute.finish')}
        </Button>
        <Button colorPalette="red" variant="outline" onClick={() => setOpen('cancel')}>
          {t('dispute.cancel')}
        </Button>
      </Flex>
      {open && (
        <ReasonDialog
          key={open}
          open
          onClose={() => setOpen(null)}
          onConfirm={onConfirm}
          texts={{
            title: t(finishing ? 'dispute.finishTitle' : 'dispute.cancelTitle'),
            submit: t(finishing ? 'dispute.finishSubmit' : 'dispute.cancelSubmit'),
            cancel: t('common.cancel'),
            reasonLabel: t('common.reason'),
            reasonHint: finishing ? t('common.auditHint') : t('dispute.cancelHint', names),
          }}
        >
          <Text color="fg.muted">
            {t(finishing ? 'dispute.finishBody' : 'dispute.cancelBody', names)}
          </Text>
        </ReasonDialog>
      )}
    </DealSection>
  );
}
