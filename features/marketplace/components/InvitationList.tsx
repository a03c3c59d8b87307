import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { useDateFormat } from '@/src/ui/formats';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useCreatorInvitationDeclineMutation, type InvitationEntry } from '../api';
import { CampaignFacts } from './CampaignFacts';

/**
 * The invitations still open: Accept opens the campaign's apply form; Decline asks first
 * (it cannot be undone) and the invitation leaves the list.
 */
export function InvitationList({ entries }: { entries: readonly InvitationEntry[] }) {
  const { t } = useTranslation('marketplace');
  const date = useDateFormat('short');
  const [declining, setDeclining] = useState<InvitationEntry | null>(null);
  const [decline, declineState] = useCreatorInvitationDeclineMutation();
  const confirm = (entry: InvitationEntry) =>
    void decline({ campaign_id: entry.campaign.id })
      .unwrap()
      .then(() => setDeclining(null))
      .catch(() => undefined);
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3">
        {entries.map((entry) => (
          <Stack
            as="li"
            key={entry.campaign.id}
            data-testid="invitation"
            p="4"
            gap="3"
            rounded="xl"
            borderWidth="1px"
            borderColor="border.muted"
            bg="surface.panel"
          >
            <Stack gap="0.5">
              <Text fontWeight="semibold">{entry.campaign.name}</Text>
              <Text fontSize="sm" color="fg.muted">
                {entry.campaign.brand_name} ·{' '}
                {t('applications.invitedOn', { date: date(entry.invited_at) })}
              </Text>
            </Stack>
            <CampaignFacts campaign={entry.campaign} />
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
              <Button asChild colorPalette="brand">
                <RouterLink to={`${paths.creator.campaign(entry.campaign.id)}#apply`}>
                  {t('applications.accept')}
                </RouterLink>
              </Button>
              <Button variant="outline" onClick={() => setDeclining(entry)}>
                {t('applications.decline')}
              </Button>
            </Flex>
          </Stack>
        ))}
      </Stack>
      <ConfirmDialog
        open={declining !== null}
        onClose={() => {
          setDeclining(null);
          declineState.reset();
        }}
        title={t('applications.declineTitle')}
        description={t('applications.declineBody', {
          brand: declining?.campaign.brand_name ?? '',
          name: declining?.campaign.name ?? '',
        })}
        confirmLabel={t('applications.decline')}
        cancelLabel={t('applications.keep')}
        busy={declineState.isLoading}
        refusal={
          declineState.isError
            ? (graphqlErrorOf(declineState.error)?.message ?? t('applications.error.body'))
            : null
        }
        onConfirm={() => declining && confirm(declining)}
      />
    </>
  );
}
