import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useDateFormat } from '@/src/ui/formats';
import type { TeamInvitation } from '../api';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { teamRoleOf } from '../model/people';
import { RoleBadge } from './RoleBadge';
import { TeamRow } from './TeamList';

interface InvitationRowProps {
  invitation: TeamInvitation;
  resending: boolean;
  onResend: (invitation: TeamInvitation) => void;
  onRevoke: (invitation: TeamInvitation) => void;
}

/** A pending invitation: to whom, as what, when it was sent and until when it works. */
export const InvitationRow = memo(function InvitationRow({
  invitation,
  resending,
  onResend,
  onRevoke,
}: InvitationRowProps) {
  const { t } = useTeamTexts();
  const shortDate = useDateFormat('short');
  const { email } = invitation;
  return (
    <TeamRow>
      <Stack gap="0.5" flex="1" minW="0">
        <Flex align="center" gap="2" wrap="wrap">
          <Text fontWeight="semibold" truncate>
            {email}
          </Text>
          <RoleBadge role={teamRoleOf(invitation.role)} />
          {invitation.expired && (
            <Badge colorPalette="red" variant="subtle">
              {t('invitations.expired')}
            </Badge>
          )}
        </Flex>
        <Text fontSize="xs" color="fg.subtle">
          {t('invitations.sentAt', { date: shortDate(invitation.sent_at) })}
          {' · '}
          {t('invitations.expiresAt', { date: shortDate(invitation.expires_at) })}
          {invitation.invited_by && (
            <>
              {' · '}
              {t('invitations.invitedBy', { name: invitation.invited_by })}
            </>
          )}
        </Text>
      </Stack>
      <Flex gap="2">
        <Button
          size="sm"
          variant="outline"
          loading={resending}
          aria-label={t('invitations.resendTo', { email })}
          onClick={() => onResend(invitation)}
        >
          {t('invitations.resend')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          aria-label={t('invitations.revokeTo', { email })}
          onClick={() => onRevoke(invitation)}
        >
          {t('invitations.revoke')}
        </Button>
      </Flex>
    </TeamRow>
  );
});
