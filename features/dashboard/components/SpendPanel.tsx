import { chakra, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/src/ui/formats';
import { LoadError } from '@/src/ui/PageState';
import { TextSkeleton } from '@/src/ui/TextSkeleton';
import { WhenNearViewport } from '@/src/ui/WhenNearViewport';
import { useDashboardSpendQuery, type SpendWeek } from '../api';
import { SPEND_WEEKS_DEFAULT } from '@/domain/dashboard/rules';
import { Panel } from './Panel';

// Chart.js comes with the chart alone: the figures above it never wait for it, and no
// other route loads it.
const SpendChart = lazy(() => import('./SpendChart'));

const CHART_HEIGHT = { base: '56', md: '72' } as const;

/** "Nov 17": a week by its Monday (UTC, as the API counts weeks). */
function useWeekLabel(): (weekStart: string) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    return (weekStart: string) => format.format(new Date(`${weekStart}T00:00:00Z`));
  }, [i18n.language]);
}

/**
 * Spend and accepted content over the last 12 weeks: a sentence with the totals, the
 * chart, and the same figures as a table for screen readers (the canvas is hidden from
 * them).
 */
export function SpendPanel() {
  const { t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const weekLabel = useWeekLabel();
  const titleId = useId();
  const spend = useDashboardSpendQuery(SPEND_WEEKS_DEFAULT);
  const weeks = spend.data;

  const series = useMemo(
    () =>
      weeks && {
        labels: weeks.map((week) => weekLabel(week.week_start)),
        spent: weeks.map((week) => week.spent),
        accepted: weeks.map((week) => week.content_accepted),
      },
    [weeks, weekLabel],
  );
  const names = useMemo(() => ({ spent: t('spend.spent'), accepted: t('spend.accepted') }), [t]);

  let body;
  if (spend.isLoading) {
    body = <SpendLoading />;
  } else if (!weeks || !series) {
    body = (
      <LoadError
        title={t('spend.loadError')}
        hint={t('spend.loadErrorHint')}
        onRetry={() => void spend.refetch()}
      />
    );
  } else if (weeks.every((week) => week.spent === 0 && week.content_accepted === 0)) {
    // A chart of nothing but zeros has no scale: its axis read $0.01, $0.01, $0.00.
    body = (
      <Stack gap="1" py="8" align="center" textAlign="center" data-testid="spend-empty">
        <Text fontWeight="semibold">{t('spend.emptyTitle')}</Text>
        <Text fontSize="sm" color="fg.muted" maxW="md">
          {t('spend.emptyBody')}
        </Text>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="spend-summary">
          {t('spend.summary', {
            count: weeks.length,
            spent: money(sum(weeks, 'spent')),
            accepted: sum(weeks, 'content_accepted'),
          })}
        </Text>
        {/* Below the fold on a phone: Chart.js loads and draws when the chart comes near. */}
        <WhenNearViewport placeholder={<Skeleton h={CHART_HEIGHT} rounded="lg" />}>
          <Suspense fallback={<Skeleton h={CHART_HEIGHT} rounded="lg" />}>
            <SpendChart {...series} names={names} money={money} height={CHART_HEIGHT} />
          </Suspense>
        </WhenNearViewport>
        <SpendTable weeks={weeks} weekLabel={weekLabel} money={money} />
      </Stack>
    );
  }

  return (
    <Panel
      titleId={titleId}
      title={t('spend.title')}
      intro={t('spend.intro', { count: SPEND_WEEKS_DEFAULT })}
      busy={spend.isLoading}
    >
      {body}
    </Panel>
  );
}

/** The summary sentence's line and the chart's box, while the weeks load: they move nothing. */
function SpendLoading() {
  const { t } = useTranslation('dashboard');
  const money = useMoneyFormat();
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        <TextSkeleton
          sample={t('spend.summary', { count: SPEND_WEEKS_DEFAULT, spent: money(0), accepted: 0 })}
        />
      </Text>
      <Skeleton h={CHART_HEIGHT} rounded="lg" />
    </Stack>
  );
}

/**
 * The panel while the dashboard's summary loads: the same frame as SpendPanel's own loading,
 * without asking for the weeks yet (a new account shows no chart, so never asks for them).
 */
export function SpendPanelSkeleton() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <Panel
      titleId={titleId}
      title={t('spend.title')}
      intro={t('spend.intro', { count: SPEND_WEEKS_DEFAULT })}
      busy
    >
      <SpendLoading />
    </Panel>
  );
}

const sum = (weeks: readonly SpendWeek[], field: 'spent' | 'content_accepted') =>
  weeks.reduce((total, week) => total + week[field], 0);

function SpendTable({
  weeks,
  weekLabel,
  money,
}: {
  weeks: readonly SpendWeek[];
  weekLabel: (weekStart: string) => string;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <VisuallyHidden asChild>
      <chakra.table>
        <caption>{t('spend.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('spend.week')}</th>
            <th scope="col">{t('spend.spent')}</th>
            <th scope="col">{t('spend.accepted')}</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week_start}>
              <th scope="row">{weekLabel(week.week_start)}</th>
              <td>{money(week.spent)}</td>
              <td>{week.content_accepted}</td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </VisuallyHidden>
  );
}
