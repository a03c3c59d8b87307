import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { ListSkeleton } from '@/src/ui/list/ListStates';
import { LoadError } from '@/src/ui/PageState';
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

  let list;
  if (query.isLoading) list = <ListSkeleton rows={2} height={{ base: '24', md: '16' }} />;
  else if (!query.data) {
    list = (
      <LoadError
        title={t('invitations.errorTitle')}
        hint={t('invitations.errorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    list = <Text color="fg.muted">{t('invitations.empty')}</Text>;
  } else {
    list = (
      <Box layerStyle="panel" rounded="xl" overflow="hidden">
        <Stack as="ul" listStyle="none" gap="0" aria-label={t('invitations.listLabel')}>
          {query.data.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              resending={resending.isLoading && resending.originalArgs?.id === invitation.id}
              onResend={onResend}
              onRevoke={setRevoked}
            />
          ))}
        </Stack>
      </Box>
    );
  }

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
      {list}
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
