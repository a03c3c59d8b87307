import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { ReceiptIcon } from '@/src/ui/appIcons';
import ContentViewer, { ContentStatusBadge } from '@/src/entities/content/ContentViewer';
import type { DealContent, DealDetail } from '../api';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { RevisionDraft } from '../hooks/useRevisionDraft';
import { DealSection } from '@/src/entities/deal/DealHeader';

/** What the company said of an upload it declined: the feedback (the comments are on the video). */
function Feedback({ content }: { content: DealContent }) {
  const { t } = useTranslation('deals');
  if (!content.feedback) return null;
  return (
    <Stack gap="1" p="3" rounded="lg" bg="bg.subtle">
      <Text fontSize="sm" fontWeight="medium">
        {t('content.feedback')}
      </Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {content.feedback}
      </Text>
    </Stack>
  );
}

function UploadHeading({ content }: { content: DealContent }) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text fontWeight="medium">{t('content.round', { round: content.round })}</Text>
      <ContentStatusBadge status={content.status} size="sm" />
      <Text fontSize="sm" color="fg.muted">
        {t('content.uploadedAt', { date: format.dateTime(content.created_at) })}
      </Text>
    </Flex>
  );
}

/**
 * The deal's uploads: the latest in the viewer (images in a lightbox, a video with its
 * time-coded comments; while a revision is being written, clicking its timeline pins one),
 * the earlier ones folded, each with its status label and the feedback that declined it.
 */
export function DealContentSection({ deal, draft }: { deal: DealDetail; draft: RevisionDraft }) {
  const { t } = useTranslation('deals');
  const [latest, ...earlier] = deal.contents;
  const reviewing =
    latest !== undefined &&
    latest.kind === 'video' &&
    latest.status === 'accepted' &&
    deal.actions.includes('request_revision');

  return (
    <DealSection title={t('content.title')}>
      <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {t('content.brief', { brief: deal.campaign.content_brief })}
      </Text>
      {!latest ? (
        <Text color="fg.muted">{t('content.none')}</Text>
      ) : (
        <Stack gap="3" data-testid="latest-content">
          <UploadHeading content={latest} />
          <ContentViewer
            content={latest}
            onPinMoment={
              reviewing && draft.canPin ? (seconds) => void draft.pin(seconds) : undefined
            }
            timeComments={
              reviewing
                ? draft.comments.map(({ at_seconds, text }) => ({ at_seconds, text }))
                : undefined
            }
          />
          {latest.status === 'bought' && (
            // What the brand bought with it (docs/product.md#licences), printable.
            <Button asChild size="sm" variant="outline" alignSelf="start">
              <RouterLink to={paths.contentLicence(latest.id)}>
                <ReceiptIcon />
                {t('content.licence')}
              </RouterLink>
            </Button>
          )}
          {latest.status === 'pending_approval' && (
            <Text fontSize="sm" color="fg.muted">
              {t('review.waiting')}
            </Text>
          )}
          <Feedback content={latest} />
        </Stack>
      )}
      {earlier.length > 0 && (
        <chakra.details borderTopWidth="1px" borderColor="border.muted" pt="3">
          <chakra.summary cursor="pointer" fontWeight="medium" color="brand.fg">
            {t('content.earlier', { count: earlier.length })}
          </chakra.summary>
          <Stack as="ol" listStyleType="none" gap="5" mt="4">
            {earlier.map((content) => (
              <Stack as="li" key={content.id} gap="3">
                <UploadHeading content={content} />
                <ContentViewer content={content} />
                <Feedback content={content} />
              </Stack>
            ))}
          </Stack>
        </chakra.details>
      )}
    </DealSection>
  );
}
