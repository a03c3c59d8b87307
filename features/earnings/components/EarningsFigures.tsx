import { Button, Card, chakra, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinuteClock } from '@/src/lib/minuteClock';
import { PlusCircleIcon } from '@/src/ui/appIcons';
import { useCreatorEarningsHistoryInfiniteQuery, type CreatorEarnings } from '../api';
import { useEarningsFormat } from '../hooks/useEarningsFormat';
import { payoutBlockOf } from '../rules';

const PANEL = {
  variant: 'outline',
  bg: 'surface.panel',
  boxShadow: 'card',
  rounded: 'xl',
} as const;

/** One figure: its name, its amount, and a line on what it means now. */
function Figure({ label, amount, hint }: { label: string; amount: string; hint: ReactNode }) {
  return (
    <Card.Root {...PANEL}>
      <Card.Body p={{ base: '4', md: '5' }} gap="1">
        <Stack as="dl" gap="1">
          <Text as="dt" color="fg.muted" fontWeight="medium" fontSize="sm">
            {label}
          </Text>
          <chakra.dd fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {amount}
          </chakra.dd>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * When the held money becomes available: the soonest hold end among the movements the
 * history holds (held movements are the newest, so its first page has them).
 */
function PendingHint({ pending }: { pending: number }) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  const history = useCreatorEarningsHistoryInfiniteQuery({}, { skip: pending === 0 });
  const now = useMinuteClock() * 60_000;
  const soonest = (history.data?.pages ?? [])
    .flatMap((page) => page.nodes)
    .map((movement) => movement.available_at)
    .filter((at): at is string => at !== null && Date.parse(at) > now)
    .sort()[0];
  if (pending > 0 && soonest) return <>{t('figures.pendingFrom', { date: format.day(soonest) })}</>;
  return <>{t('figures.pendingHint')}</>;
}

export interface EarningsFiguresProps {
  earnings: CreatorEarnings;
  onRequest: () => void;
}

/**
 * The four figures: Available first and largest, with "Request a payout" (disabled, with
 * why, while a payout is on its way, without an account, or below the minimum); then
 * Pending, On its way and Paid out.
 */
export function EarningsFigures({ earnings, onRequest }: EarningsFiguresProps) {
  const { t } = useTranslation('earnings');
  const format = useEarningsFormat();
  const reasonId = useId();
  const block = payoutBlockOf(earnings);
  const current = earnings.current_payout;
  return (
    <Stack as="section" aria-label={t('figures.label')} gap="4">
      <Card.Root {...PANEL}>
        <Card.Body p={{ base: '5', md: '6' }}>
          <Stack
            direction={{ base: 'column', sm: 'row' }}
            align={{ base: 'stretch', sm: 'center' }}
            justify="space-between"
            gap="4"
          >
            {/* A term and its value: read as "Available, $1,250.00". */}
            <Stack gap="1" minW="0">
              <Stack as="dl" gap="1">
                <Text as="dt" color="fg.muted" fontWeight="medium">
                  {t('figures.available')}
                </Text>
                <chakra.dd
                  fontSize={{ base: '3xl', md: '4xl' }}
                  fontWeight="semibold"
                  letterSpacing="-0.02em"
                  fontVariantNumeric="tabular-nums"
                >
                  {format.money(earnings.available)}
                </chakra.dd>
              </Stack>
              <Text fontSize="sm" color="fg.muted">
                {t('figures.availableHint')}
              </Text>
            </Stack>
            <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }} maxW={{ sm: 'xs' }}>
              <Button
                colorPalette="brand"
                size="lg"
                onClick={onRequest}
                disabled={block !== null}
                aria-describedby={block ? reasonId : undefined}
              >
                <PlusCircleIcon />
                {t('request.action')}
              </Button>
              {block && (
                <Text id={reasonId} fontSize="sm" color="fg.muted" textAlign={{ sm: 'end' }}>
                  {t(`request.blocked.${block}`, { min: format.money(earnings.minimum_payout) })}
                </Text>
              )}
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Figure
          label={t('figures.pending')}
          amount={format.money(earnings.pending)}
          hint={<PendingHint pending={earnings.pending} />}
        />
        <Figure
          label={t('figures.inFlight')}
          amount={format.money(earnings.in_flight)}
          hint={
            current
              ? t('figures.inFlightHint', {
                  date: format.day(current.created_at),
                  last4: current.account_last4,
                })
              : t('figures.inFlightNone')
          }
        />
        <Figure
          label={t('figures.paidOut')}
          amount={format.money(earnings.paid_out)}
          hint={t('figures.paidOutHint')}
        />
      </SimpleGrid>
    </Stack>
  );
}

/** The figures' places while they load, the same shape as the figures. */
export function EarningsFiguresSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      <Skeleton h={{ base: '44', sm: '32' }} rounded="xl" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h="28" rounded="xl" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
