import { Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '@/src/ui/list/useListParams';
import { FilteredListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageHeader } from '@/src/ui/PageHeader';
import { ClipboardListIcon } from '@/src/ui/appIcons';
import { useOpsAuditLogInfiniteQuery } from '../api';
import { AuditFilters } from '../components/AuditFilters';
import { AuditTable } from '../components/AuditTable';
import {
  auditFilterOf,
  isFiltered,
  NO_FILTERS,
  readAuditParams,
  writeAuditParams,
} from '../model/filters';

/**
 * The audit log (/ops/audit, docs/product.md#operator-console): every operator action,
 * newest first, a page at a time, filtered by what the address says (so a filtered log
 * can be shared and survives a reload).
 */
export default function OpsAudit() {
  const { t } = useTranslation('opsAudit');
  const { t: tScreens } = useTranslation('screens');
  const { state: filters, update } = useListParams(readAuditParams, writeAuditParams);
  const query = useOpsAuditLogInfiniteQuery(auditFilterOf(filters));
  const entries = (query.data?.pages ?? []).flatMap((page) => page.nodes);
  const filtered = isFiltered(filters);
  const clear = useCallback(() => update(NO_FILTERS), [update]);

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader title={tScreens('opsAudit.title')} description={t('intro')} />
      <AuditFilters filters={filters} onChange={update} onClear={filtered ? clear : null} />
      <FilteredListStates
        query={query}
        loaded={query.data !== undefined}
        count={entries.length}
        filtered={filtered}
        onClear={clear}
        emptyIcon={<ClipboardListIcon />}
        texts={{
          loadError: t('error.title'),
          loadErrorHint: t('error.body'),
          emptyTitle: t('empty.title'),
          emptyBody: t('empty.all'),
          noMatchTitle: t('empty.title'),
          noMatchBody: t('empty.filtered'),
          clear: t('filters.clear'),
        }}
      >
        <Stack gap="5">
          <AuditTable entries={entries} stale={query.isFetching && !query.isFetchingNextPage} />
          <LoadMoreFooter
            query={query}
            texts={{
              showing: t('shown', { count: entries.length }),
              loadMore: t('loadMore'),
              loadError: t('error.title'),
              loadErrorHint: t('error.body'),
              loadMoreFailed: t('loadMoreFailed'),
            }}
          />
        </Stack>
      </FilteredListStates>
    </Stack>
  );
}
