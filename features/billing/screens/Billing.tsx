import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/src/ui/PageHeader';
import { useInvoicesInfiniteQuery } from '@/src/entities/billing/api';
import {
  InvoiceColumnTitles,
  InvoicesEmpty,
  InvoicesError,
  InvoiceSkeletons,
} from '../components/InvoiceListStates';
import { InvoiceRow } from '../components/InvoiceRow';

/**
 * Billing (/account/billing): the company's invoices, newest first, a page at a time;
 * each row opens its printable invoice.
 */
export default function Billing() {
  const { t } = useTranslation('billing');
  const { t: tScreens } = useTranslation('screens');
  const query = useInvoicesInfiniteQuery();

  const pages = query.data?.pages ?? [];
  const invoices = pages.flatMap((page) => page.nodes);
  const total = pages[0]?.total_count ?? 0;

  let content;
  if (query.isLoading) content = <InvoiceSkeletons />;
  else if (!query.data) content = <InvoicesError onRetry={() => void query.refetch()} />;
  else if (invoices.length === 0) content = <InvoicesEmpty />;
  else {
    content = (
      <Stack gap="5">
        <Box layerStyle="panel" rounded="xl" overflow="hidden">
          <InvoiceColumnTitles />
          <Stack as="ul" listStyle="none" gap="0" aria-label={t('invoices.listLabel')}>
            {invoices.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </Stack>
        </Box>
        <Stack align="center" gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('invoices.shown', { shown: invoices.length, total })}
          </Text>
          {query.isFetchNextPageError && (
            <Text role="alert" fontSize="sm" color="fg.error" textAlign="center">
              {t('invoices.loadMoreFailed')}
            </Text>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              loading={query.isFetchingNextPage}
              loadingText={t('invoices.loadMore')}
              onClick={() => void query.fetchNextPage()}
            >
              {t('invoices.loadMore')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader title={tScreens('accountOverview.billing')} description={t('invoices.intro')} />
      {content}
    </Stack>
  );
}
