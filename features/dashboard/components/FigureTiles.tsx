import { Box, chakra, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';
import { useMoneyFormat } from '@/src/ui/formats';
import { TextSkeleton } from '@/src/ui/TextSkeleton';
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
  /** Null while the summary loads: a placeholder of the same size takes its place. */
  value: string | null;
  detail: string | null;
  /** Where the figure is acted on; none for a figure that is only read. */
  to?: string;
}

/** The tiles wrap: five across a wide screen, two (or one) on a phone; fewer fill the row. */
const GRID = 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))';

function TileGrid({ children }: { children: ReactNode }) {
  return (
    <Grid as="ul" listStyleType="none" templateColumns={GRID} gap={{ base: '3', md: '4' }}>
      {children}
    </Grid>
  );
}

/** The summary's money in cents; null when it has none (a member's, as the server answers). */
function centsOf(summary: DashboardSummary) {
  const { spent_this_month: spent, in_escrow: escrow, wallet_balance: wallet } = summary;
  return spent === null || escrow === null || wallet === null ? null : { spent, escrow, wallet };
}

/**
 * The figures that matter at a glance, each leading to where it is acted on. Without a
 * summary (still loading) the same tiles hold placeholders, so the figures move nothing.
 */
export function FigureTiles({ summary }: { summary?: DashboardSummary }) {
  const { t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const timeUntil = useTimeUntil();
  const titleId = useId();
  // Money is the owner's and admins' (docs/product.md#brand-teams): a member has no money
  // tiles, not even placeholders while the summary loads (the others then fill the row).
  const mayHandleMoney = useAppSelector(selectMayHandleMoney);
  const cents = summary ? centsOf(summary) : undefined;
  const figures: Figure[] = [
    {
      key: 'activeCampaigns',
      value: summary ? String(summary.active_campaigns) : null,
      detail: summary
        ? t('figures.campaignsDetail', {
            paused: summary.paused_campaigns,
            awaiting: summary.awaiting_approval_campaigns,
          })
        : null,
      to: paths.campaigns,
    },
    {
      key: 'contentToReview',
      value: summary ? String(summary.content_to_review) : null,
      detail: !summary
        ? null
        : summary.next_auto_accept_at
          ? t('figures.nextAutoAccept', { when: timeUntil(summary.next_auto_accept_at) })
          : t('figures.nothingToReview'),
      to: paths.content,
    },
  ];
  if (mayHandleMoney && cents !== null) {
    figures.push(
      {
        key: 'spentThisMonth',
        value: cents ? money(cents.spent) : null,
        detail: t('figures.spentDetail'),
      },
      {
        key: 'inEscrow',
        value: cents ? money(cents.escrow) : null,
        detail: t('figures.escrowDetail'),
      },
      {
        key: 'walletBalance',
        value: cents ? money(cents.wallet) : null,
        detail: t('figures.walletDetail'),
        to: paths.wallet,
      },
    );
  }
  // What a placeholder measures: a typical figure, and the longer of a detail's texts.
  const samples = {
    value: money(1234_00),
    detail: t('figures.campaignsDetail', { paused: 0, awaiting: 0 }),
  };
  return (
    <section aria-labelledby={titleId} aria-busy={!summary}>
      <VisuallyHidden asChild>
        <h2 id={titleId}>{t('figures.title')}</h2>
      </VisuallyHidden>
      <TileGrid>
        {figures.map((figure) => (
          <li key={figure.key} data-figure={figure.key}>
            <Tile figure={figure} label={t(`figures.${figure.key}`)} samples={samples} />
          </li>
        ))}
      </TileGrid>
    </section>
  );
}

function Tile({
  figure,
  label,
  samples,
}: {
  figure: Figure;
  label: string;
  samples: { value: string; detail: string };
}) {
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
        {figure.value ?? <TextSkeleton sample={samples.value} />}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {figure.detail ?? <TextSkeleton sample={samples.detail} />}
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
  // A placeholder leads nowhere yet: its tile is not a link until its figure is shown.
  return figure.to && figure.value !== null ? (
    <TileLink to={figure.to} {...box} {...LINK_HOVER}>
      {body}
    </TileLink>
  ) : (
    <Box {...box}>{body}</Box>
  );
}
