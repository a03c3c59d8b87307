import { Alert, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DealSection } from '@/src/entities/deal/DealHeader';
import { ImageGallery } from '@/src/entities/content/ImageGallery';
import { VideoReview } from '@/src/entities/content/VideoReview';
import type { CreatorDealContent } from '../api';

/**
 * Back at content creation after an upload: why (the brand's feedback, or our review's
 * reason), and the creator's own upload; on a video the brand's time-coded comments are
 * marks on its timeline and a list, each of which seeks the video to its moment.
 */
export function RevisionFeedback({
  content,
  byBrand,
}: {
  content: CreatorDealContent;
  byBrand: boolean;
}) {
  const { t } = useTranslation('creatorDeals');
  const [video] = content.files;
  return (
    <DealSection title={t('revision.title')}>
      {content.feedback && (
        <Alert.Root status={byBrand ? 'info' : 'warning'} variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description whiteSpace="pre-wrap" overflowWrap="anywhere">
            {byBrand ? content.feedback : t('revision.screened', { reason: content.feedback })}
          </Alert.Description>
        </Alert.Root>
      )}
      <Stack gap="2">
        <Text fontWeight="semibold" fontSize="sm">
          {t('revision.yourUpload')} · {t('revision.round', { round: content.round })}
        </Text>
        {content.kind === 'video' && video ? (
          <VideoReview
            file={video}
            creator={content.creator.name}
            timeComments={content.time_comments}
          />
        ) : (
          <ImageGallery
            files={content.files}
            creator={content.creator.name}
            label={t('revision.yourUpload')}
          />
        )}
      </Stack>
    </DealSection>
  );
}
