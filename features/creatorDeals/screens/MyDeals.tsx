import { Box, Button, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  CREATOR_DEAL_GROUPS,
  creatorDealGroup,
  type CreatorDealGroup,
} from '@/domain/deals/creatorSteps';
import { paths } from '@/src/lib/paths';
import { useMinuteClock } from '@/src/lib/minuteClock';
import { HandshakeIcon } from '@/src/ui/appIcons';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { PageState } from '@/src/ui/PageState';
import { SegmentedControl } from '@/src/ui/SegmentedControl';
import { useCreatorDealsInfiniteQuery } from '../api';
import { DealCard } from '../components/DealCard';
import { stepOf } from '../model/nextStep';

type GroupChoice = 'all' | CreatorDealGroup;

function DealSkeletons() {
  const { t } = useTranslation('screens');
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('creatorDeals.title')} role="status">
      {Array.from({ length: 4 }, (_, index) => (
        <Stack
          key={index}
          direction="row"
          gap="3"
          p="3"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
        >
          <Skeleton w="20" h="20" rounded="lg" flexShrink={0} />
          <SkeletonText noOfLines={3} flex="1" />
        </Stack>
      ))}
    </Stack>
  );
}

function NoDeals() {
  const { t } = useTranslation('creatorDeals');
  return (
    <PageState icon={<HandshakeIcon />} title={t('empty.title')} description={t('empty.body')}>
      <Box>
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.creator.marketplace}>{t('empty.action')}</RouterLink>
        </Button>
      </Box>
    </PageState>
  );
}

/**
 * My deals (/creator/deals): every deal of the creator, last updated first, a page at a
 * time, each with what to do next and by when; narrowed to the creator's turn, the ones
 * waiting on others, or the ended ones. Live (features/creatorDeals/listeners.ts).
 */
export default function MyDeals() {
  const { t } = useTranslation('creatorDeals');
  const { t: tScreens } = useTranslation('screens');
  const query = useCreatorDealsInfiniteQuery();
  const now = useMinuteClock();
  const [group, setGroup] = useState<GroupChoice>('all');
  const pages = query.data?.pages;
  const deals = useMemo(() => (pages ?? []).flatMap((page) => page.nodes), [pages]);
  const total = pages?.[0]?.total_count ?? 0;
  const shown =
    group === 'all' ? deals : deals.filter((deal) => creatorDealGroup(stepOf(deal)) === group);
  const options = (['all', ...CREATOR_DEAL_GROUPS] as const).map((value) => ({
    value,
    label: t(`groups.${value}`),
  }));

  return (
    <Stack gap="6" maxW="4xl">
      {/* The route's title, as the prerendered frame shows it (src/router/routes.tsx). */}
      <PageHeader title={tScreens('creatorDeals.title')} description={t('intro')} />
      <ListStates
        query={query}
        loaded={query.data !== undefined}
        count={deals.length}
        loading={<DealSkeletons />}
        error={{ title: t('error.title'), hint: t('error.body') }}
        empty={<NoDeals />}
      >
        <Stack gap="4">
          <Box overflowX="auto">
            <SegmentedControl
              label={t('groupsLabel')}
              value={group}
              options={options}
              onChange={setGroup}
            />
          </Box>
          {shown.length === 0 ? (
            <Text color="fg.muted" py="6" textAlign="center">
              {t('emptyGroup')}
            </Text>
          ) : (
            <Stack as="ul" listStyleType="none" gap="3">
              {shown.map((deal) => (
                <DealCard key={deal.id} deal={deal} now={now} />
              ))}
            </Stack>
          )}
          <LoadMoreFooter
            query={query}
            texts={{
              showing: t('shown', { shown: deals.length, total }),
              loadMore: t('loadMore'),
              loadError: t('error.title'),
              loadErrorHint: t('error.body'),
              loadMoreFailed: t('loadMoreFailed'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
