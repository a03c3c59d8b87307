import { Button, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon, ReceiptIcon } from './appIcons';
import { RecordStates } from './RecordStates';
import type { RecordQuery, RecordStateTexts } from './RecordStates';

/**
 * Printing a document page (an invoice, a content licence) prints the document only: the
 * app's sidebar (aside), top bar (header), footer, page messages and the page's own
 * buttons are left out, and the page margins fit A4 and Letter alike. Only while such a
 * page is shown.
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

/** A link back, or a button acting on the document: not on paper. */
const NOT_PRINTED = { 'data-print-hidden': '' } as const;

/** The page's words, in the document's namespace. */
export interface DocumentPageTexts extends RecordStateTexts {
  back: string;
  print: string;
}

function DocumentSkeleton() {
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
 * A printable document's page (an invoice, a content licence): the document, printable
 * (`texts.print` opens the browser's print dialog, whose "Save as PDF" writes it), or a
 * skeleton while it loads, "not found" (another account's id, or none) or a load error to
 * retry. `back` is the page it was opened from; on paper only the document shows.
 */
export function DocumentPage<Document>({
  query,
  back,
  texts,
  render,
}: {
  query: RecordQuery<Document>;
  back: string;
  texts: DocumentPageTexts;
  render: (document: Document) => ReactNode;
}) {
  return (
    <Stack gap="6">
      <Global styles={PRINT_STYLES} />
      <Flex gap="3" justify="space-between" align="center" wrap="wrap" maxW="4xl" {...NOT_PRINTED}>
        <Button asChild variant="plain" size="sm" px="0" color="fg.muted">
          <RouterLink to={back}>
            <ArrowLeftIcon />
            {texts.back}
          </RouterLink>
        </Button>
        {query.currentData && (
          <Button colorPalette="brand" variant="outline" onClick={() => window.print()}>
            <ReceiptIcon />
            {texts.print}
          </Button>
        )}
      </Flex>
      <RecordStates
        query={query}
        texts={texts}
        skeleton={<DocumentSkeleton />}
        notFoundAction={
          <Button asChild colorPalette="brand">
            <RouterLink to={back}>{texts.back}</RouterLink>
          </Button>
        }
      >
        {render}
      </RecordStates>
    </Stack>
  );
}
