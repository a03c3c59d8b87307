import { Button, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { ArrowLeftIcon, CompassIcon, ReceiptIcon } from '@/src/ui/icons';
import { LoadError, PageState } from '@/src/ui/PageState';
import { useInvoiceQuery } from '@/src/entities/billing/api';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { MoneyGate } from '@/src/entities/session/MoneyGate';

/**
 * Printing the invoice prints the invoice only: the app's sidebar (aside), top bar
 * (header), footer, page messages and this screen's buttons are left out, and the page
 * margins fit A4 and Letter alike. Only while this screen is shown.
 */
const PRINT_STYLES = `
  @media print {
    @page { size: auto; margin: 16mm 14mm; }
    html, body { background: #fff !important; }
    body aside, body header, body footer, [data-print-hidden] { display: none !important; }
    main [data-color][role='status'], main [data-color][role='alert'] { display: none !important; }
    main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  }
`;

/** A link back to the list, or a button acting on the invoice: not on paper. */
const NOT_PRINTED = { 'data-print-hidden': '' } as const;

function InvoiceSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" maxW="4xl" aria-busy="true" aria-label={t('loading')}>
      <Skeleton h="12" w="60%" />
      <Skeleton h="32" />
      <Skeleton h="40" />
    </Stack>
  );
}

/**
 * Invoice (/account/billing/invoices/{invoiceId}): one invoice, printable; "Download PDF"
 * opens the browser's print dialog, whose "Save as PDF" writes it. Another company's id,
 * or one that does not exist, is "Invoice not found".
 */
function InvoiceScreen() {
  const { t } = useTranslation('billing');
  const { invoiceId = '' } = useParams();
  const query = useInvoiceQuery(invoiceId);

  let content: ReactNode;
  if (query.currentData) content = <InvoiceDocument invoice={query.currentData} />;
  else if (query.isLoading || query.isFetching) content = <InvoiceSkeleton />;
  else if (errorCodeOf(query.error) === 'NOT_FOUND') {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={t('invoice.notFoundTitle')}
        description={t('invoice.notFoundBody')}
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.accountBilling}>{t('invoice.back')}</RouterLink>
        </Button>
      </PageState>
    );
  } else {
    content = (
      <LoadError
        title={t('invoice.loadError')}
        hint={t('invoice.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );
  }

  return (
    <Stack gap="6">
      <Global styles={PRINT_STYLES} />
      <Flex gap="3" justify="space-between" align="center" wrap="wrap" maxW="4xl" {...NOT_PRINTED}>
        <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
          <RouterLink to={paths.accountBilling}>
            <ArrowLeftIcon />
            {t('invoice.back')}
          </RouterLink>
        </Button>
        {query.currentData && (
          <Button colorPalette="brand" variant="outline" onClick={() => window.print()}>
            <ReceiptIcon />
            {t('invoice.download')}
          </Button>
        )}
      </Flex>
      {content}
    </Stack>
  );
}

/** A member sees why not, instead (docs/product.md#brand-teams). */
export default function Invoice() {
  const { t } = useTranslation('screens');
  return (
    <MoneyGate title={t('accountOverview.billing')}>
      <InvoiceScreen />
    </MoneyGate>
  );
}
