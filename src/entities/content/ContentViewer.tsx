import { Stack, Text } from '@chakra-ui/react';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentCardFields } from './fragments';
import { ContentExtras } from './ContentExtras';
import { ImageGallery } from './ImageGallery';
import { VideoReview } from './VideoReview';

export { ContentStatusBadge } from './ContentStatusBadge';

export interface ContentViewerProps {
  content: ContentCardFields;
  /** Review of a video: clicking the video's timeline pins a comment at that second. */
  onPinMoment?: (seconds: number) => void;
  /**
   * Markers on the video's timeline (a revision's comments, or the ones being written).
   * Without it, the upload's own comments (those of the revision that declined it).
   */
  timeComments?: ReadonlyArray<{ at_seconds: number; text: string }>;
}

/**
 * One upload's files, as ContentListing and the deal screen show them: images as
 * thumbnails opening a lightbox, a video in a player with its time-coded comments, then the
 * raw footage and extra hooks delivered with it, if any (ContentExtras).
 */
export default function ContentViewer({
  content,
  onPinMoment,
  timeComments,
}: ContentViewerProps): JSX.Element {
  const { t } = useTranslation('content');
  const creator = content.creator.name;
  const main = content.files.filter((file) => file.role === 'main');
  const video =
    content.kind === 'video'
      ? main.find((file) => file.content_type.startsWith('video/'))
      : undefined;

  if (main.length === 0 || (content.kind === 'video' && !video)) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {t('viewer.noFiles')}
      </Text>
    );
  }
  if (video) {
    const review = (
      <VideoReview
        file={video}
        creator={creator}
        timeComments={timeComments ?? content.time_comments}
        onPinMoment={onPinMoment}
      />
    );
    if (main.length === content.files.length) return review;
    return (
      <Stack gap="5">
        {review}
        <ContentExtras files={content.files} creator={creator} />
      </Stack>
    );
  }
  return <ImageGallery files={main} creator={creator} />;
}
