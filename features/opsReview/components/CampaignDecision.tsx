import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { useMoneyFormat } from '@/src/ui/formats';
import {
  useOpsCampaignApproveMutation,
  useOpsCampaignRejectMutation,
  type OpsCampaignItem,
} from '../api';
import { useDecide } from '../hooks/useDecide';

export type CampaignDecisionKind = 'approve' | 'reject';

/** The campaign an operator is deciding, and how; null while no dialog is open. */
export interface CampaignDecisionState {
  item: OpsCampaignItem;
  kind: CampaignDecisionKind;
}

/**
 * Approve or reject a campaign, each with its reason (docs/product.md#operator-console): a
 * rejection's reason is the company's to read, and its whole payment goes back to the
 * company's wallet. `onDecided` runs once the server took the decision.
 */
export function CampaignDecision({
  decision,
  onClose,
  onDecided,
}: {
  decision: CampaignDecisionState | null;
  onClose: () => void;
  onDecided?: () => void;
}) {
  const { t } = useTranslation('opsReview');
  const money = useMoneyFormat();
  const decide = useDecide();
  const [approve] = useOpsCampaignApproveMutation();
  const [reject] = useOpsCampaignRejectMutation();
  if (!decision) return null;
  const { item, kind } = decision;
  const { name } = item.campaign;
  const company = item.company.name;
  const approving = kind === 'approve';

  const onConfirm = async (reason: string) => {
    const id = item.campaign.id;
    const errors = approving
      ? await decide(approve({ id, reason }), 'campaigns.approved')
      : await decide(reject({ id, reason }), 'campaigns.rejected');
    if (!errors) onDecided?.();
    return errors;
  };

  return (
    <ReasonDialog
      // One form per decision: a dialog opened for another campaign starts empty.
      key={`${kind}-${item.campaign.id}`}
      open
      onClose={onClose}
      onConfirm={onConfirm}
      texts={{
        title: t(approving ? 'campaigns.approveTitle' : 'campaigns.rejectTitle', { name }),
        submit: t(approving ? 'campaigns.approveSubmit' : 'campaigns.rejectSubmit'),
        cancel: t('common.cancel'),
        reasonLabel: t('common.reason'),
        reasonHint: approving ? t('common.auditHint') : t('campaigns.rejectHint', { company }),
      }}
    >
      <Text color="fg.muted">
        {approving
          ? t('campaigns.approveBody', { company })
          : t('campaigns.rejectBody', { company, total: money(item.campaign.total) })}
      </Text>
    </ReasonDialog>
  );
}
