import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/src/ui/formats';
import type { ContentCardFields } from './fragments';
import { ContentStatusBadge } from './ContentStatusBadge';
import { PlayIcon } from '@/src/ui/appIcons';

/**
 * The picture of a card: the first image, or for a video a play mark (its length is not
 * known without loading it, and twenty videos' metadata is not worth a grid's first paint).
 */
function Thumbnail({ content }: { content: ContentCardFields }) {
  const { t } = useTranslation('content');
  const first = content.files[0];
  const video = content.kind === 'video';
  return (
    <Box
      position="relative"
      w="full"
      aspectRatio="1"
      overflow="hidden"
      bg={video ? 'gray.900' : 'bg.muted'}
    >
      {first && !video && (
        <chakra.img
          src={first.url}
          alt=""
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
          decoding="async"
        />
      )}
      {video && (
        <Flex
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          color="white"
          fontSize="3xl"
        >
          <PlayIcon />
        </Flex>
      )}
      {content.files.length > 0 && (
        <Text
          position="absolute"
          bottom="2"
          left="2"
          px="1.5"
          rounded="sm"
          fontSize="xs"
          fontWeight="medium"
          bg="blackAlpha.700"
          color="white"
        >
          {video
            ? t('listing.card.video')
            : t('listing.card.images', { count: content.files.length })}
        </Text>
      )}
    </Box>
  );
}

/**
 * One upload in the grid, as one button (its text is its name: creator, campaign, brand,
 * status, date) opening the viewer; `action` (a link of the card's own, such as an
 * accepted content's licence) goes below it, outside the button.
 */
export function ContentCard({
  content,
  onOpen,
  action,
}: {
  content: ContentCardFields;
  onOpen: (content: ContentCardFields) => void;
  action?: ReactNode;
}) {
  const date = useDateFormat('short');
  return (
    <Flex as="li" direction="column" gap="1">
      <chakra.button
        type="button"
        onClick={() => onOpen(content)}
        display="flex"
        flexDirection="column"
        w="full"
        flex="1"
        textAlign="start"
        rounded="xl"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border.muted"
        bg="surface.panel"
        cursor="pointer"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'border.emphasized', shadow: 'sm' }}
        focusVisibleRing="outside"
      >
        <Thumbnail content={content} />
        <Stack gap="1" p={{ base: '2.5', md: '3' }} minW="0" w="full">
          <Text fontWeight="semibold" truncate>
            {content.creator.name}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {content.campaign_name} · {content.brand_name}
          </Text>
          <Flex gap="2" align="center" justify="space-between" wrap="wrap" mt="1">
            <ContentStatusBadge status={content.status} size="sm" />
            <Text fontSize="xs" color="fg.muted">
              <chakra.time dateTime={content.created_at}>{date(content.created_at)}</chakra.time>
            </Text>
          </Flex>
        </Stack>
      </chakra.button>
      {action}
    </Flex>
  );
}
