import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { OPS_SEARCH_MAX } from '@/domain/ops/rules';
import { OpsMoment } from '@/src/entities/ops/OpsMoment';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { MegaphoneIcon } from '@/src/ui/appIcons';
import { DataTable, type DataColumn } from '@/src/ui/list/DataTable';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { ListToolbar, ToolbarSearch } from '@/src/ui/list/ListToolbar';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { useOpsCompaniesInfiniteQuery, type OpsCompanyRow } from '../api';

function useColumns(): DataColumn<OpsCompanyRow>[] {
  const { t } = useTranslation('opsCompanies');
  const money = useMoneyFormat();
  return useMemo(
    () => [
      {
        key: 'company',
        header: t('list.columns.company'),
        cardLabel: false,
        render: (company) => (
          <Stack gap="0" minW="0">
            <HStack gap="2" wrap="wrap">
              <Link asChild fontWeight="semibold">
                <RouterLink to={paths.ops.company(company.id)}>{company.name}</RouterLink>
              </Link>
              {company.deleted && (
                <Badge colorPalette="red" variant="subtle">
                  {t('deleted')}
                </Badge>
              )}
            </HStack>
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {company.email}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'wallet',
        header: t('list.columns.wallet'),
        numeric: true,
        strong: true,
        render: (company) => money(company.wallet_balance),
      },
      {
        key: 'escrow',
        header: t('list.columns.escrow'),
        numeric: true,
        render: (company) => money(company.in_escrow),
      },
      {
        key: 'activity',
        header: t('list.columns.activity'),
        nowrap: true,
        render: (company) =>
          t('list.activity', {
            campaigns: company.campaigns_count,
            deals: company.deals_count,
          }),
      },
      {
        key: 'created',
        header: t('list.columns.created'),
        nowrap: true,
        render: (company) => <OpsMoment at={company.created_at} />,
      },
    ],
    [t, money],
  );
}

/**
 * OpsCompanyList (`/ops/companies`): every company, newest first, searched by name or
 * e-mail; a row opens the company, read only (docs/product.md#operator-console).
 */
export default function OpsCompanyList() {
  const { t } = useTranslation('opsCompanies');
  const { t: tScreens } = useTranslation('screens');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim().slice(0, OPS_SEARCH_MAX);
  const list = useOpsCompaniesInfiniteQuery(search);
  const columns = useColumns();
  const loadedPages = list.data?.pages;
  const pages = useMemo(() => loadedPages ?? [], [loadedPages]);
  const companies = useMemo(() => pages.flatMap((page) => page.nodes), [pages]);
  const total = pages.at(-1)?.total_count ?? companies.length;
  // The search lives in the address (a reload shows the same list); Back leaves the page.
  const onSearch = useCallback(
    (text: string) => setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }),
    [setParams],
  );
  const onRowClick = useCallback(
    (company: OpsCompanyRow) => void navigate(paths.ops.company(company.id)),
    [navigate],
  );

  return (
    <Stack gap="6">
      <ListHeader title={tScreens('opsCompanies.title')} description={t('list.intro')} />
      <ListToolbar label={t('list.toolbar')} columns={{ base: '1fr' }}>
        <ToolbarSearch
          label={t('list.search')}
          clearLabel={t('list.clearSearch')}
          maxLength={OPS_SEARCH_MAX}
          value={search}
          onCommit={onSearch}
        />
      </ListToolbar>
      <ListStates
        query={list}
        loaded={pages.length > 0}
        count={companies.length}
        loading={<ListSkeleton height={{ base: '36', md: '16' }} />}
        error={{ title: t('list.loadError'), hint: t('list.loadErrorHint') }}
        empty={
          <PageState
            icon={<MegaphoneIcon />}
            title={search ? t('list.noMatchTitle') : t('list.emptyTitle')}
            description={search ? t('list.noMatchBody') : t('list.emptyBody')}
          />
        }
      >
        <Stack gap="4">
          <DataTable
            label={t('list.label')}
            rows={companies}
            columns={columns}
            rowKey={(company) => company.id}
            stale={list.isFetching && !list.isFetchingNextPage}
            onRowClick={onRowClick}
            rowTestId="ops-company-row"
            cardLabel={(company) => company.name}
          />
          <LoadMoreFooter
            query={list}
            texts={{
              showing: t('list.showing', { shown: companies.length, count: total }),
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
