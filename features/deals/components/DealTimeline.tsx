import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DealEventItem } from '../api';
import { useDealFormats } from '../hooks/useDealFormats';
import { useDealLabels } from '../hooks/useDealLabels';
import { DEAL_TRANSITIONS } from '../rules';
import { statusPalette } from './DealBadges';
import { DealSection } from './DealHeader';

/** The post link is the one note that is an address: shown as a link, to a new tab. */
function Note({ event }: { event: DealEventItem }) {
  if (!event.note) return null;
  if (event.action === 'report_post' && /^https?:\/\//i.test(event.note)) {
    return (
      <Link
        href={event.note}
        target="_blank"
        rel="noopener noreferrer"
        color="brand.fg"
        fontSize="sm"
        wordBreak="break-all"
      >
        {event.note}
      </Link>
    );
  }
  return (
    <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
      {event.note}
    </Text>
  );
}

/**
 * The status label the step led to ("Get paid" for an acceptance, even when the deal moved
 * on at once), unless the step's own name already says it ("Content uploaded").
 */
function StatusReached({ event }: { event: DealEventItem }) {
  const labels = useDealLabels();
  const status = labels.status(event.status);
  if (status === labels.action(event.action)) return null;
  return (
    <Badge size="sm" variant="subtle" colorPalette={statusPalette(event.status)}>
      {status}
    </Badge>
  );
}

/** A move that ends a deal or sends it back reads apart from the steps forward. */
const dotColor = (event: DealEventItem) =>
  event.action === 'cancel' || event.action === 'reject_content'
    ? 'red.solid'
    : event.action === 'request_revision'
      ? 'orange.solid'
      : DEAL_TRANSITIONS[event.action].to === 'completed' || event.action === 'accept_content'
        ? 'green.solid'
        : 'brand.solid';

/** The deal's steps, oldest first: what happened, who did it, when, and what it carried. */
export function DealTimeline({ events }: { events: readonly DealEventItem[] }) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  const format = useDealFormats();
  return (
    <DealSection title={t('overview.timeline')}>
      {events.length === 0 ? (
        <Text color="fg.muted">{t('overview.timelineEmpty')}</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="0">
          {events.map((event, index) => (
            <Box
              as="li"
              key={event.id}
              position="relative"
              ps="6"
              pb={index === events.length - 1 ? '0' : '4'}
              _before={{
                content: '""',
                position: 'absolute',
                insetStart: '1.5',
                top: '3',
                bottom: '0',
                width: '1px',
                bg: index === events.length - 1 ? 'transparent' : 'border',
              }}
            >
              <Box
                position="absolute"
                insetStart="0"
                top="1.5"
                w="3"
                h="3"
                rounded="full"
                bg={dotColor(event)}
                aria-hidden="true"
              />
              <Stack gap="0.5">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="medium">{labels.action(event.action)}</Text>
                  <StatusReached event={event} />
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {labels.actor(event.actor)} ·{' '}
                  <time dateTime={event.created_at}>{format.dateTime(event.created_at)}</time>
                </Text>
                <Note event={event} />
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
    </DealSection>
  );
}
