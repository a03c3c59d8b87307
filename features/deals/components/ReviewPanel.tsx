import { Alert, Button, Separator, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealContent, DealDetail } from '../api';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { RevisionDraft } from '../hooks/useRevisionDraft';
import { AcceptContentDialog } from './AcceptContentDialog';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { RevisionForm } from './RevisionForm';

/**
 * The company's review of the latest upload, offering exactly what the deal allows: Accept
 * (asks first) and, while revision rounds are left, a revision request. With none left,
 * only Accept and the way to dispute. While the content waits, when it is accepted on its
 * own.
 */
export function ReviewPanel({
  deal,
  content,
  draft,
}: {
  deal: DealDetail;
  content: DealContent;
  draft: RevisionDraft;
}) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const [accepting, setAccepting] = useState(false);
  const canAccept = deal.actions.includes('accept_content');
  const canRevise = deal.actions.includes('request_revision');
  return (
    <DealSection title={t('review.title')}>
      {deal.auto_accept_at && (
        <Alert.Root status="info" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>
            {t('review.autoAccept', { date: format.longDateTime(deal.auto_accept_at) })}
          </Alert.Description>
        </Alert.Root>
      )}
      {canAccept && (
        <Button colorPalette="brand" alignSelf="start" onClick={() => setAccepting(true)}>
          {t('review.accept')}
        </Button>
      )}
      {canAccept && !canRevise && deal.revisions_left === 0 && (
        <Alert.Root status="warning" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{t('review.noRevisionsLeft')}</Alert.Description>
        </Alert.Root>
      )}
      {canRevise && (
        <Stack gap="4">
          <Separator />
          <RevisionForm deal={deal} content={content} draft={draft} />
        </Stack>
      )}
      <AcceptContentDialog
        deal={deal}
        contentId={content.id}
        open={accepting}
        onClose={() => setAccepting(false)}
      />
    </DealSection>
  );
}
