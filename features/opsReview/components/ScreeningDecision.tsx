import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import {
  useOpsContentApproveMutation,
  useOpsContentRejectMutation,
  type OpsScreeningItem,
} from '../api';
import { useDecide } from '../hooks/useDecide';
import type { ScreeningDecisionKind } from './ScreeningCard';

/** The upload an operator is screening, and how; null while no dialog is open. */
export interface ScreeningDecisionState {
  item: OpsScreeningItem;
  kind: ScreeningDecisionKind;
}

/**
 * Approve an upload (the company may review it) or refuse it: the creator reads the
 * reason as its feedback and uploads again, no revision round used
 * (docs/product.md#deal-statuses).
 */
export function ScreeningDecision({
  decision,
  onClose,
}: {
  decision: ScreeningDecisionState | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('opsReview');
  const decide = useDecide();
  const [approve] = useOpsContentApproveMutation();
  const [reject] = useOpsContentRejectMutation();
  if (!decision) return null;
  const { item, kind } = decision;
  const approving = kind === 'approve';
  const names = {
    creator: item.creator.name,
    company: item.company.name,
    campaign: item.deal.campaign.name,
  };
  const onConfirm = (reason: string) => {
    const id = item.content.id;
    return approving
      ? decide(approve({ id, reason }), 'content.approved')
      : decide(reject({ id, reason }), 'content.rejected');
  };
  return (
    <ReasonDialog
      key={`${kind}-${item.content.id}`}
      open
      onClose={onClose}
      onConfirm={onConfirm}
      texts={{
        title: t(approving ? 'content.approveTitle' : 'content.rejectTitle'),
        submit: t(approving ? 'content.approveSubmit' : 'content.rejectSubmit'),
        cancel: t('common.cancel'),
        reasonLabel: t('common.reason'),
        reasonHint: approving ? t('common.auditHint') : t('content.rejectHint', names),
      }}
    >
      <Text color="fg.muted">
        {t(approving ? 'content.approveBody' : 'content.rejectBody', names)}
      </Text>
    </ReasonDialog>
  );
}
