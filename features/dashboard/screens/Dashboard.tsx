import { Grid, Stack } from '@chakra-ui/react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/src/ui/PageState';
import { PageHeader } from '@/src/ui/PageHeader';
import { useStagedReveal } from '@/src/ui/useStagedReveal';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';
import { useDashboardSummaryQuery } from '../api';
import { AttentionList, AttentionListSkeleton } from '../components/AttentionList';
import { DealPipeline } from '../components/DealPipeline';
import { FigureTiles } from '../components/FigureTiles';
import { FirstSteps } from '../components/FirstSteps';
import { SpendPanel, SpendPanelSkeleton } from '../components/SpendPanel';

/**
 * What needs attention beside the chart from 1024 px, above it below; alone (no chart: a
 * member's dashboard) it takes the whole width.
 */
const COLUMNS = { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } as const;
const ALONE = '1fr';

/**
 * Dashboard (docs/product.md#dashboard): a new account (no campaign yet) sees its first
 * steps; then the figures that matter at a glance, the deal pipeline, what needs attention
 * and the spend chart, all kept live by the dashboard listeners. A member sees no money
 * (docs/product.md#brand-teams): no money tiles and no spend chart. While the summary loads,
 * the same sections stand with placeholders of their content's size, so nothing moves when
 * the figures arrive.
 */
export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { t: tScreens } = useTranslation('screens');
  const summary = useDashboardSummaryQuery();
  const data = summary.data;
  // The chart is money (DashboardSpend is refused to a member): its panel is not even mounted.
  const showsSpend = useAppSelector(selectMayHandleMoney);
  // The figures and the pipeline first, then what needs attention and the spend.
  const stage = useStagedReveal(data !== undefined, 2);
  const upper = stage >= 1 ? data : undefined;
  const lower = stage >= 2 ? data : undefined;

  let body;
  if (data && data.total_campaigns === 0) {
    body = <FirstSteps />;
  } else if (!data && !summary.isLoading) {
    // A failed refresh keeps the figures shown; only a first load that failed is an error.
    body = (
      <LoadError
        title={t('loadError')}
        hint={t('loadErrorHint')}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    body = (
      <Stack gap="6" aria-busy={!lower} data-testid={lower ? undefined : 'dashboard-loading'}>
        <FigureTiles summary={upper} />
        <DealPipeline counts={upper?.deal_counts} />
        <Grid templateColumns={showsSpend ? COLUMNS : ALONE} gap="6" alignItems="start">
          {lower ? <AttentionList items={lower.attention} /> : <AttentionListSkeleton />}
          {showsSpend && (lower ? <SpendPanel /> : <SpendPanelSkeleton />)}
        </Grid>
      </Stack>
    );
  }
  // The sections render in the background once the figures arrive, a few milliseconds at
  // a time: their placeholders stay until then, and the page keeps answering input.
  const shown = useDeferredValue(body);

  return (
    <Stack gap="6">
      <PageHeader
        title={tScreens('dashboard.title')}
        // Shown from the first paint (a new account's first steps are what needs it too):
        // a sentence arriving with the data would push the whole page down.
        description={t('intro')}
      />
      {shown}
    </Stack>
  );
}
