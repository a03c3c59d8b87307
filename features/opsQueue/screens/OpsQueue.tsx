import { SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsQueue as Queue } from '@/domain/realtime/rules';
import { useOpsQueueQuery, type OpsQueueCounts } from '@/src/entities/ops/api';
import { paths } from '@/src/lib/paths';
import { PageHeader } from '@/src/ui/PageHeader';
import { LoadError, PageState } from '@/src/ui/PageState';
import { CheckCircleIcon, type IconProps } from '@/src/ui/icons';
import { ImageIcon, MegaphoneIcon, ScaleIcon, UserIcon, WalletIcon } from '@/src/ui/appIcons';
import { QueueCard } from '../components/QueueCard';

const QUEUE_CARDS: Array<{ queue: Queue; to: string; icon: ComponentType<IconProps> }> = [
  { queue: 'campaigns', to: paths.ops.campaigns, icon: MegaphoneIcon },
  { queue: 'content', to: paths.ops.content, icon: ImageIcon },
  { queue: 'disputes', to: paths.ops.disputes, icon: ScaleIcon },
  { queue: 'creators', to: paths.ops.creators, icon: UserIcon },
  { queue: 'payouts', to: paths.ops.money, icon: WalletIcon },
];

const GRID = { columns: { base: 1, md: 2, xl: 3 }, gap: '4' } as const;

/** The queues this console shows: content only while operators screen it. */
const shownQueues = (counts: OpsQueueCounts) =>
  QUEUE_CARDS.filter(({ queue }) => queue !== 'content' || counts.content_screening_manual);

/**
 * The queue home (/ops): one card per queue with its count and its oldest item's wait,
 * kept live by the console's topic (docs/product.md#operator-console).
 */
export default function OpsQueue() {
  const { t } = useTranslation('opsQueue');
  const { t: tScreens } = useTranslation('screens');
  const query = useOpsQueueQuery();
  const counts = query.data;
  const cards = counts ? shownQueues(counts) : [];
  const nothingWaits =
    counts !== undefined && cards.every(({ queue }) => counts[queue].count === 0);

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader title={tScreens('opsQueue.title')} description={t('intro')} />
      {counts === undefined && query.isError ? (
        <LoadError
          title={t('error.title')}
          hint={t('error.body')}
          onRetry={() => void query.refetch()}
        />
      ) : counts === undefined ? (
        <SimpleGrid {...GRID} aria-busy="true" aria-label={t('loading')}>
          {QUEUE_CARDS.map(({ queue }) => (
            <Skeleton key={queue} h="44" rounded="xl" />
          ))}
        </SimpleGrid>
      ) : nothingWaits ? (
        <PageState
          icon={<CheckCircleIcon />}
          title={t('empty.title')}
          description={t('empty.body')}
        />
      ) : (
        <SimpleGrid as="ul" listStyleType="none" {...GRID}>
          {cards.map(({ queue, to, icon }) => (
            <QueueCard
              key={queue}
              queue={queue}
              icon={icon}
              to={to}
              count={counts[queue].count}
              oldestAt={counts[queue].oldest_at}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
