import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DocumentPage } from '@/src/ui/DocumentPage';
import { useInvoiceQuery } from '@/src/entities/billing/api';
import { InvoiceDocument } from '../components/InvoiceDocument';
import { MoneyGate } from '@/src/entities/session/MoneyGate';

/**
 * Invoice (/account/billing/invoices/{invoiceId}): one invoice, printable; "Download PDF"
 * opens the browser's print dialog, whose "Save as PDF" writes it. Another company's id,
 * or one that does not exist, is "Invoice not found".
 */
function InvoiceScreen() {
  const { t } = useTranslation('billing');
  const { invoiceId = '' } = useParams();
  const query = useInvoiceQuery(invoiceId);
  return (
    <DocumentPage
      query={query}
      back={paths.accountBilling}
      texts={{
        back: t('invoice.back'),
        print: t('invoice.download'),
        notFoundTitle: t('invoice.notFoundTitle'),
        notFoundBody: t('invoice.notFoundBody'),
        loadError: t('invoice.loadError'),
        loadErrorHint: t('invoice.loadErrorHint'),
      }}
      render={(invoice) => <InvoiceDocument invoice={invoice} />}
    />
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
