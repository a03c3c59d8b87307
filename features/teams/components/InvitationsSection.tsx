import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { useAppDispatch } from '@/store/hooks';
import {
  useTeamInvitationResendMutation,
  useTeamInvitationRevokeMutation,
  useTeamInvitationsQuery,
  type TeamInvitation,
} from '../api';
import { useRefusal } from '../hooks/useRefusal';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { InvitationRow } from './InvitationRow';
import { InviteForm } from './InviteForm';
import { TeamList } from './TeamList';

/** The invite form and the invitations waiting for an answer (owners and admins). */
export function InvitationsSection() {
  const { t } = useTeamTexts();
  const dispatch = useAppDispatch();
  const query = useTeamInvitationsQuery();
  const [resend, resending] = useTeamInvitationResendMutation();
  const [revoke, revoking] = useTeamInvitationRevokeMutation();
  const resendRefusal = useRefusal();
  const revokeRefusal = useRefusal();
  const [revoked, setRevoked] = useState<TeamInvitation | null>(null);

  const { refused: resendRefused, clear: resendClear } = resendRefusal;
  const onResend = useCallback(
    (invitation: TeamInvitation) => {
      resendClear();
      void resend({ id: invitation.id }).then((result) => {
        if (result.error) resendRefused(result.error);
        else {
          const messageValues = { email: invitation.email };
          dispatch(
            toastAdded({ messageKey: 'teams:invitations.resent', messageValues, type: 'success' }),
          );
        }
      });
    },
    [resend, resendClear, resendRefused, dispatch],
  );
  const closeRevoke = () => {
    revokeRefusal.clear();
    setRevoked(null);
  };
  const confirmRevoke = async () => {
    if (!revoked) return;
    const result = await revoke({ id: revoked.id });
    if (result.error) {
      revokeRefusal.refused(result.error);
      return;
    }
    const messageValues = { email: revoked.email };
    dispatch(
      toastAdded({ messageKey: 'teams:invitations.revoked', messageValues, type: 'success' }),
    );
    closeRevoke();
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="team-invitations">
      <Heading as="h2" size="lg" id="team-invitations">
        {t('invitations.heading')}
      </Heading>
      <InviteForm />
      {resendRefusal.refusal && (
        <Text role="alert" color="red.fg" fontSize="sm">
          {resendRefusal.refusal}
        </Text>
      )}
      <TeamList
        query={query}
        label={t('invitations.listLabel')}
        error={{ title: t('invitations.errorTitle'), hint: t('invitations.errorHint') }}
        empty={<Text color="fg.muted">{t('invitations.empty')}</Text>}
      >
        {query.data?.map((invitation) => (
          <InvitationRow
            key={invitation.id}
            invitation={invitation}
            resending={resending.isLoading && resending.originalArgs?.id === invitation.id}
            onResend={onResend}
            onRevoke={setRevoked}
          />
        ))}
      </TeamList>
      <ConfirmDialog
        open={revoked !== null}
        onClose={closeRevoke}
        title={t('invitations.revokeTitle', { email: revoked?.email ?? '' })}
        description={t('invitations.revokeBody', { email: revoked?.email ?? '' })}
        confirmLabel={t('invitations.revoke')}
        cancelLabel={t('members.cancel')}
        onConfirm={() => void confirmRevoke()}
        busy={revoking.isLoading}
        refusal={revokeRefusal.refusal}
      />
    </Stack>
  );
}
