import { Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { useDateFormat } from '@/src/ui/formats';
import type { CampaignEventItem } from '../api';

/**
 * What the company's people did with the campaign, oldest first: "Created by Ana Ruiz ·
 * November 3, 2026" (docs/product.md#brand-teams, "Who did what"). A step no one of the
 * company took names no one; a campaign made before this was recorded says so quietly.
 */
export function CampaignActivity({ events }: { events: readonly CampaignEventItem[] }) {
  const { t } = useTranslation('campaigns');
  const date = useDateFormat('long');
  return (
    <DealSection title={t('activity.title')}>
      {events.length === 0 ? (
        <Text color="fg.muted">{t('activity.empty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="2">
          {events.map((event) => (
            <Text as="li" key={event.id} fontSize="sm" overflowWrap="anywhere">
              {event.by
                ? t(`activity.stepBy.${event.action}`, { name: event.by })
                : t(`activity.step.${event.action}`)}
              <Text as="span" color="fg.muted">
                {' · '}
                <time dateTime={event.created_at}>{date(event.created_at)}</time>
              </Text>
            </Text>
          ))}
        </Stack>
      )}
    </DealSection>
  );
}
