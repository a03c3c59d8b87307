import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTimeCode } from '@/domain/deals/rules';
import type { ContentFile } from './fragments';
import { PinIcon } from '@/src/ui/appIcons';

export interface TimeCommentMark {
  at_seconds: number;
  text: string;
}

export interface VideoReviewProps {
  file: ContentFile;
  /** The creator's name, for the video's accessible name. */
  creator: string;
  timeComments: ReadonlyArray<TimeCommentMark>;
  onPinMoment?: (seconds: number) => void;
}

/** A length the timeline can place marks on (a live WebM may say Infinity until played). */
const knownLength = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? seconds : null);

/**
 * A video with our own timeline under the player's: a mark at each time-coded comment
 * (clicking one seeks there), and, while reviewing, a click on the bar pins a comment at
 * that second. Keyboard users pin at the current time with the button, and reach every
 * comment from the list below, which seeks too.
 */
export function VideoReview({ file, creator, timeComments, onPinMoment }: VideoReviewProps) {
  const { t } = useTranslation('content');
  const video = useRef<HTMLVideoElement>(null);
  const [length, setLength] = useState<number | null>(null);
  const [current, setCurrent] = useState(0);
  const sorted = useMemo(
    () => [...timeComments].sort((a, b) => a.at_seconds - b.at_seconds),
    [timeComments],
  );

  const seek = (seconds: number) => {
    if (video.current) video.current.currentTime = seconds;
    setCurrent(seconds);
  };
  const readLength = () => setLength(knownLength(video.current?.duration ?? Number.NaN));
  const pinAtPointer = (event: MouseEvent<HTMLDivElement>) => {
    if (!onPinMoment || length === null) return;
    const bar = event.currentTarget.getBoundingClientRect();
    if (bar.width <= 0) return;
    const ratio = Math.min(1, Math.max(0, (event.clientX - bar.left) / bar.width));
    const seconds = Math.min(Math.floor(ratio * length), Math.floor(length));
    seek(seconds);
    onPinMoment(seconds);
  };
  const percent = (seconds: number) =>
    length === null ? 0 : Math.min(100, (Math.max(0, seconds) / length) * 100);
  const now = Math.floor(current);

  return (
    <Stack gap="3">
      <chakra.video
        ref={video}
        src={file.url}
        controls
        preload="metadata"
        aria-label={t('viewer.video', { creator })}
        w="full"
        maxH={{ base: '60dvh', md: '65dvh' }}
        bg="black"
        rounded="md"
        onLoadedMetadata={readLength}
        onDurationChange={readLength}
        onTimeUpdate={() => setCurrent(video.current?.currentTime ?? 0)}
      />
      <Box
        role="group"
        aria-label={onPinMoment ? t('viewer.timeline') : t('viewer.timelineReadOnly')}
        position="relative"
        h="6"
        rounded="full"
        bg="bg.emphasized"
        cursor={onPinMoment && length !== null ? 'crosshair' : 'default'}
        onClick={pinAtPointer}
        data-testid="content-timeline"
      >
        <Box
          position="absolute"
          insetY="0"
          left="0"
          w={`${percent(current)}%`}
          roundedLeft="full"
          bg="brand.muted"
          pointerEvents="none"
        />
        {length !== null &&
          sorted.map((comment, index) => (
            // The list below offers each comment to the keyboard; the marks are for the pointer.
            <chakra.button
              key={`${comment.at_seconds}-${index}`}
              type="button"
              tabIndex={-1}
              aria-label={t('viewer.marker', {
                time: formatTimeCode(comment.at_seconds),
                text: comment.text,
              })}
              title={`${formatTimeCode(comment.at_seconds)} ${comment.text}`}
              position="absolute"
              top="50%"
              left={`${percent(comment.at_seconds)}%`}
              transform="translate(-50%, -50%)"
              boxSize="4"
              rounded="full"
              bg="orange.solid"
              borderWidth="2px"
              borderColor="bg.panel"
              cursor="pointer"
              onClick={(event) => {
                event.stopPropagation();
                seek(comment.at_seconds);
              }}
            />
          ))}
      </Box>
      {onPinMoment && (
        <Flex>
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              seek(now);
              onPinMoment(now);
            }}
          >
            <PinIcon />
            {t('viewer.commentAt', { time: formatTimeCode(now) })}
          </Button>
        </Flex>
      )}
      {sorted.length > 0 && (
        <Stack as="section" gap="2" aria-label={t('viewer.comments')}>
          <Text fontWeight="semibold" fontSize="sm">
            {t('viewer.comments')}
          </Text>
          <Stack as="ol" listStyleType="none" gap="1">
            {sorted.map((comment, index) => (
              <Flex as="li" key={`${comment.at_seconds}-${index}`} gap="2" align="baseline">
                <Button
                  size="xs"
                  variant="subtle"
                  colorPalette="orange"
                  fontFamily="mono"
                  flexShrink={0}
                  aria-label={t('viewer.seek', { time: formatTimeCode(comment.at_seconds) })}
                  onClick={() => seek(comment.at_seconds)}
                >
                  {formatTimeCode(comment.at_seconds)}
                </Button>
                <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {comment.text}
                </Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
