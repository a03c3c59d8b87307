import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryType } from '@/domain/campaigns/rules';
import type { DealDetail } from './types';
import { useDealFormats } from './useDealFormats';
import { useDealLabels } from './useDealLabels';
import { DEAL_STATUS_INITIAL, DEAL_TRANSITIONS, type DealActor } from '@/domain/deals/rules';
import { statusPalette } from './DealBadges';
import { DealSection } from './DealHeader';

/**
 * A step of a deal's timeline (both parties' deal documents ask for the same fields, but
 * the creator's never asks who of the company made it: its answer is always null there).
 */
type DealEventItem = Omit<DealDetail['events'][number], 'by'> & { by?: string | null };

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
function StatusReached({
  event,
  deliveryType,
}: {
  event: DealEventItem;
  deliveryType: DeliveryType;
}) {
  const labels = useDealLabels();
  const status = labels.status(event.status, deliveryType);
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

/**
 * One step: a dot on the line (none after the last step), its name, who and when, and more.
 * `by` is the company's person who made it (docs/product.md#brand-teams, "Who did what").
 */
function Step({
  last,
  dot,
  title,
  actor,
  by,
  at,
  children,
}: {
  last: boolean;
  dot: string;
  title: ReactNode;
  actor: string;
  by?: string | null | undefined;
  at: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  return (
    <Box
      as="li"
      position="relative"
      ps="6"
      pb={last ? '0' : '4'}
      _before={{
        content: '""',
        position: 'absolute',
        insetStart: '1.5',
        top: '3',
        bottom: '0',
        width: '1px',
        bg: last ? 'transparent' : 'border',
      }}
    >
      <Box
        position="absolute"
        insetStart="0"
        top="1.5"
        w="3"
        h="3"
        rounded="full"
        bg={dot}
        aria-hidden="true"
      />
      <Stack gap="0.5">
        <Flex gap="2" align="center" wrap="wrap">
          {title}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {actor} · {by ? `${t('byPerson', { name: by })} · ` : ''}
          <time dateTime={at}>{format.dateTime(at)}</time>
        </Text>
        {children}
      </Stack>
    </Box>
  );
}

/** Who reads a deal's timeline: one of its parties, or an operator settling it. */
export type DealReader = 'company' | 'creator' | 'operator';

/**
 * The deal's steps, oldest first: what happened, who did it, when, and what it carried.
 * The first is always the company's pick, which made the deal ("Deal started" at its
 * creation), so a deal's timeline is never empty (docs/product.md#deal-statuses).
 */
export function DealTimeline({
  events,
  startedAt,
  deliveryType,
  reader = 'company',
}: {
  events: readonly DealEventItem[];
  /** When the deal was made: the pick. */
  startedAt: string;
  deliveryType: DeliveryType;
  /** Who reads it: a party's own moves say "You", everyone else's name who made them. */
  reader?: DealReader;
}) {
  const { t } = useTranslation('deals');
  const labels = useDealLabels();
  const actor = (who: DealActor) =>
    who === reader ? t('actorSeenBy.you') : t(`actorSeenBy.others.${who}`);
  return (
    <DealSection title={t('overview.timeline')}>
      <Stack as="ol" listStyleType="none" gap="0">
        <Step
          last={events.length === 0}
          dot="brand.solid"
          title={
            <Text fontWeight="medium">{labels.status(DEAL_STATUS_INITIAL, deliveryType)}</Text>
          }
          actor={actor('company')}
          at={startedAt}
        />
        {events.map((event, index) => (
          <Step
            key={event.id}
            last={index === events.length - 1}
            dot={dotColor(event)}
            title={
              <>
                <Text fontWeight="medium">{labels.action(event.action)}</Text>
                <StatusReached event={event} deliveryType={deliveryType} />
              </>
            }
            actor={actor(event.actor)}
            by={event.by}
            at={event.created_at}
          >
            <Note event={event} />
          </Step>
        ))}
      </Stack>
    </DealSection>
  );
}
