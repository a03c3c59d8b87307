import { Grid, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/src/ui/PageState';
import { PageHeader } from '@/src/ui/PageHeader';
import { useDashboardSummaryQuery } from '../api';
import { AttentionList } from '../components/AttentionList';
import { DealPipeline } from '../components/DealPipeline';
import { FigureTiles, FigureTilesSkeleton } from '../components/FigureTiles';
import { FirstSteps } from '../components/FirstSteps';
import { SpendPanel } from '../components/SpendPanel';

/** What needs attention beside the chart from 1024 px, above it below. */
const COLUMNS = { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' } as const;

/**
 * Dashboard (docs/product.md#dashboard): a new account (no campaign yet) sees its first
 * steps; then the figures that matter at a glance, the deal pipeline, what needs attention
 * and the spend chart, all kept live by the dashboard listeners.
 */
export default function Dashboard() {
  const { t } = useTranslation('dashboard');
  const { t: tScreens } = useTranslation('screens');
  const summary = useDashboardSummaryQuery();
  const data = summary.data;

  let body;
  if (summary.isLoading) {
    body = (
      <Stack gap="6" aria-busy="true" data-testid="dashboard-loading">
        <FigureTilesSkeleton />
        <Skeleton h="36" rounded="xl" />
        <Grid templateColumns={COLUMNS} gap="6">
          <Skeleton h="96" rounded="xl" />
          <Skeleton h="96" rounded="xl" />
        </Grid>
      </Stack>
    );
  } else if (!data) {
    // A failed refresh keeps the figures shown; only a first load that failed is an error.
    body = (
      <LoadError
        title={t('loadError')}
        hint={t('loadErrorHint')}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (data.total_campaigns === 0) {
    body = <FirstSteps />;
  } else {
    body = (
      <Stack gap="6">
        <FigureTiles summary={data} />
        <DealPipeline counts={data.deal_counts} />
        <Grid templateColumns={COLUMNS} gap="6" alignItems="start">
          <AttentionList items={data.attention} />
          <SpendPanel />
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageHeader
        title={tScreens('dashboard.title')}
        description={data && data.total_campaigns > 0 ? t('intro') : undefined}
      />
      {body}
    </Stack>
  );
}
