import { Box, chakra, Grid, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import type { DashboardSummary } from '../api';
import { useTimeUntil } from '../hooks/useTimeUntil';
import { LINK_HOVER } from './Panel';

const TileLink = chakra(RouterLink);

export const FIGURE_KEYS = [
  'activeCampaigns',
  'contentToReview',
  'spentThisMonth',
  'inEscrow',
  'walletBalance',
] as const;
type FigureKey = (typeof FIGURE_KEYS)[number];

interface Figure {
  key: FigureKey;
  value: string;
  detail: string;
  /** Where the figure is acted on; none for a figure that is only read. */
  to?: string;
}

/** The tiles wrap: five across a wide screen, two (or one) on a phone. */
const GRID = 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))';

function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={GRID} gap={{ base: '3', md: '4' }}>
      {children}
    </Grid>
  );
}

/** The figures that matter at a glance, each leading to where it is acted on. */
export function FigureTiles({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const timeUntil = useTimeUntil();
  const titleId = useId();
  const figures: Figure[] = [
    {
      key: 'activeCampaigns',
      value: String(summary.active_campaigns),
      detail: t('figures.campaignsDetail', {
        paused: summary.paused_campaigns,
        awaiting: summary.awaiting_approval_campaigns,
      }),
      to: paths.campaigns,
    },
    {
      key: 'contentToReview',
      value: String(summary.content_to_review),
      detail: summary.next_auto_accept_at
        ? t('figures.nextAutoAccept', { when: timeUntil(summary.next_auto_accept_at) })
        : t('figures.nothingToReview'),
      to: paths.content,
    },
    {
      key: 'spentThisMonth',
      value: money(summary.spent_this_month),
      detail: t('figures.spentDetail'),
    },
    { key: 'inEscrow', value: money(summary.in_escrow), detail: t('figures.escrowDetail') },
    {
      key: 'walletBalance',
      value: money(summary.wallet_balance),
      detail: t('figures.walletDetail'),
      to: paths.wallet,
    },
  ];
  return (
    <section aria-labelledby={titleId}>
      <VisuallyHidden asChild>
        <h2 id={titleId}>{t('figures.title')}</h2>
      </VisuallyHidden>
      <TileGrid>
        {figures.map((figure) => (
          <li key={figure.key} data-figure={figure.key}>
            <Tile figure={figure} label={t(`figures.${figure.key}`)} />
          </li>
        ))}
      </TileGrid>
    </section>
  );
}

function Tile({ figure, label }: { figure: Figure; label: string }) {
  const body = (
    <>
      <Text fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize={{ base: 'xl', md: '2xl' }}
        whiteSpace="nowrap"
        fontWeight="semibold"
        letterSpacing="-0.02em"
        fontVariantNumeric="tabular-nums"
        lineHeight="1.2"
        data-testid="figure-value"
      >
        {figure.value}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {figure.detail}
      </Text>
    </>
  );
  const box = {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    h: 'full',
    p: { base: '4', md: '5' },
    rounded: 'xl',
    layerStyle: 'panel',
  } as const;
  return figure.to ? (
    <TileLink to={figure.to} {...box} {...LINK_HOVER}>
      {body}
    </TileLink>
  ) : (
    <Box {...box}>{body}</Box>
  );
}

/** The tiles' places while the summary loads. */
export function FigureTilesSkeleton() {
  return (
    <TileGrid>
      {FIGURE_KEYS.map((key) => (
        <li key={key}>
          <Skeleton h="28" rounded="xl" />
        </li>
      ))}
    </TileGrid>
  );
}
