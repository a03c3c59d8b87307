import { Badge, Box, Flex, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useDateFormat } from '@/src/ui/formats';
import type { ApplicationEntry } from '../api';

const STATE_COLORS: Record<ApplicationEntry['state'], string> = {
  applied: 'blue',
  picked: 'green',
  not_picked: 'gray',
};

/** The creator's applications, newest first, each with its state (and deal once picked). */
export function ApplicationList({ entries }: { entries: readonly ApplicationEntry[] }) {
  const { t } = useTranslation('marketplace');
  const date = useDateFormat('short');
  return (
    <Stack as="ul" listStyleType="none" gap="3">
      {entries.map(({ campaign, state, created_at: createdAt }) => (
        <LinkBox
          as="li"
          key={campaign.id}
          data-testid="application"
          p="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="surface.panel"
          _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <Flex gap="3" justify="space-between" align="start" wrap="wrap">
            <Stack gap="0.5" minW="0">
              {campaign.open ? (
                <LinkOverlay asChild>
                  <RouterLink to={paths.creator.campaign(campaign.id)}>
                    <Text as="span" fontWeight="semibold">
                      {campaign.name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
              ) : (
                <Text fontWeight="semibold">{campaign.name}</Text>
              )}
              <Text fontSize="sm" color="fg.muted">
                {campaign.brand_name} · {t('applications.appliedOn', { date: date(createdAt) })}
              </Text>
            </Stack>
            <Box textAlign="end">
              <Badge colorPalette={STATE_COLORS[state]}>{t(`applications.states.${state}`)}</Badge>
              {state === 'picked' && campaign.deal_id && (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t('applications.deal', { id: campaign.deal_id })}
                </Text>
              )}
            </Box>
          </Flex>
        </LinkBox>
      ))}
    </Stack>
  );
}
