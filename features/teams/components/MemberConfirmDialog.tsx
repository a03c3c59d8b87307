import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { useAppDispatch } from '@/store/hooks';
import {
  useTeamMemberRemoveMutation,
  useTeamOwnershipTransferMutation,
  type TeamMember,
} from '../api';
import { useRefusal } from '../hooks/useRefusal';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { personName } from '../model/people';
import type { MemberAction } from './MemberRow';

interface MemberConfirmDialogProps {
  /** The person and what to do to them; null keeps the dialog closed. */
  pending: { member: TeamMember; action: MemberAction } | null;
  company: string;
  onClose: () => void;
}

/**
 * Asks the owner before removing a person (whose sessions end at once) or handing them the
 * ownership; a refusal stays in the dialog.
 */
export function MemberConfirmDialog({ pending, company, onClose }: MemberConfirmDialogProps) {
  const { t } = useTeamTexts();
  const dispatch = useAppDispatch();
  const [remove, removal] = useTeamMemberRemoveMutation();
  const [transfer, transferral] = useTeamOwnershipTransferMutation();
  const { refusal, refused, clear } = useRefusal();
  const close = () => {
    clear();
    onClose();
  };
  const name = pending ? personName(pending.member) : '';
  const isRemove = pending?.action !== 'transfer';

  const confirm = async () => {
    if (!pending) return;
    const run = isRemove ? remove : transfer;
    const result = await run({ id: pending.member.id });
    if (result.error) {
      refused(result.error);
      return;
    }
    const messageKey = isRemove ? 'teams:members.removed' : 'teams:members.transferred';
    dispatch(toastAdded({ messageKey, messageValues: { name }, type: 'success' }));
    close();
  };

  return (
    <ConfirmDialog
      open={pending !== null}
      onClose={close}
      title={t(isRemove ? 'members.removeTitle' : 'members.transferTitle', { name })}
      description={t(isRemove ? 'members.removeBody' : 'members.transferBody', { name, company })}
      confirmLabel={t(isRemove ? 'members.remove' : 'members.transfer')}
      cancelLabel={t('members.cancel')}
      onConfirm={() => void confirm()}
      busy={removal.isLoading || transferral.isLoading}
      refusal={refusal}
    />
  );
}
