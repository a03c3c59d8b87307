import { HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { OPS_SEARCH_MAX } from '@/domain/ops/rules';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { paths } from '@/src/lib/paths';
import { Avatar } from '@/src/ui/Avatar';
import { UserIcon } from '@/src/ui/appIcons';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { ListToolbar, ToolbarSearch } from '@/src/ui/list/ListToolbar';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { SegmentedControl } from '@/src/ui/SegmentedControl';
import { useOpsCreatorsInfiniteQuery, type OpsCreator } from '../api';
import { CreatorBadges } from '../components/CreatorBadges';
import { handleCounts } from '../model/handles';
import { CREATOR_FILTERS, useCreatorsAddress } from '../hooks/useCreatorsAddress';

function useColumns(): DataColumn<OpsCreator>[] {
  const { t } = useTranslation('opsCreators');
  const format = useCreatorFormats();
  return useMemo(
    () => [
      {
        key: 'creator',
        header: t('list.columns.creator'),
        cardLabel: false,
        render: (creator) => (
          <HStack gap="3" minW="0">
            <Avatar name={creator.name} />
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.ops.creator(creator.id)}>{creator.name}</RouterLink>
              </Link>
              <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                {creator.email}
              </Text>
            </Stack>
          </HStack>
        ),
      },
      {
        key: 'standing',
        header: t('list.columns.standing'),
        cardLabel: false,
        render: (creator) => <CreatorBadges creator={creator} />,
      },
      {
        key: 'followers',
        header: t('list.columns.followers'),
        numeric: true,
        render: (creator) => format.count(creator.followers),
      },
      {
        key: 'handles',
        header: t('list.columns.handles'),
        nowrap: true,
        render: (creator) => t('list.handlesVerified', handleCounts(creator)),
      },
      {
        key: 'deals',
        header: t('list.columns.acceptedDeals'),
        numeric: true,
        render: (creator) => format.whole(creator.accepted_deals),
      },
      {
        key: 'joined',
        header: t('list.columns.joined'),
        nowrap: true,
        render: (creator) => <OpsMoment at={creator.joined_at} />,
      },
    ],
    [t, format],
  );
}

/**
 * OpsCreatorList (`/ops/creators`): the creators waiting for their handles to be checked
 * (oldest first: the queue), the suspended, or everyone, searched by name or e-mail; a row
 * opens the creator (docs/product.md#operator-console).
 */
export default function OpsCreatorList() {
  const { t } = useTranslation('opsCreators');
  const { t: tScreens } = useTranslation('screens');
  const navigate = useNavigate();
  const { filter, search, update } = useCreatorsAddress();
  const list = useOpsCreatorsInfiniteQuery({ filter, search });
  const columns = useColumns();
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const creators = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? creators.length;
  const onSearch = useCallback((text: string) => update({ search: text }), [update]);
  const onRowClick = useCallback(
    (creator: OpsCreator) => void navigate(paths.ops.creator(creator.id)),
    [navigate],
  );
  const filterOptions = useMemo(
    () => CREATOR_FILTERS.map((value) => ({ value, label: t(`list.filters.${value}`) })),
    [t],
  );

  return (
    <Stack gap="6">
      <ListHeader title={tScreens('opsCreators.title')} description={t('list.intro')} />
      <ListToolbar label={t('list.toolbar')} columns={{ base: '1fr', md: '1fr auto' }}>
        <ToolbarSearch
          label={t('list.search')}
          clearLabel={t('list.clearSearch')}
          maxLength={OPS_SEARCH_MAX}
          value={search}
          onCommit={onSearch}
          ownRowBelow="md"
        />
        <SegmentedControl
          label={t('list.filter')}
          value={filter}
          options={filterOptions}
          onChange={(value) => update({ filter: value })}
          size="md"
        />
      </ListToolbar>
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={creators.length}
        loading={<ListSkeleton height={{ base: '40', md: '16' }} />}
        error={{ title: t('list.loadError'), hint: t('list.loadErrorHint') }}
        empty={
          <PageState
            icon={<UserIcon />}
            title={search ? t('list.noMatchTitle') : t(`list.empty.${filter}.title`)}
            description={search ? t('list.noMatchBody') : t(`list.empty.${filter}.body`)}
          />
        }
      >
        <Stack gap="4">
          <DataTable
            label={t('list.label')}
            rows={creators}
            columns={columns}
            rowKey={(creator) => creator.id}
            stale={list.isFetching && !list.isFetchingNextPage}
            onRowClick={onRowClick}
            rowTestId="ops-creator-row"
            cardLabel={(creator) => creator.name}
          />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('list.showing', { shown: creators.length, count: total }),
              loadMore: t('list.loadMore'),
              loadError: t('list.loadError'),
              loadErrorHint: t('list.loadErrorHint'),
            }}
          />
        </Stack>
      </ListStates>
    </Stack>
  );
}
