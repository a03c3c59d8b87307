import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useDateFormat } from '@/src/ui/formats';
import { fileExtensionOf } from '@/domain/content/rules';
import type { ContentCardFields, ContentFile } from './fragments';
import ContentViewer from './ContentViewer';
import { ContentStatusBadge } from './ContentStatusBadge';
import { DownloadIcon } from '@/src/ui/appIcons';

/** A saved file's name: whose, which campaign, which file ("ana-ruiz-spring-glow-2.jpg"). */
export function downloadName(content: ContentCardFields, file: ContentFile, index: number) {
  const slug = `${content.creator.name} ${content.campaign_name}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const extension = fileExtensionOf(file.content_type);
  const number = content.files.length > 1 ? `-${index + 1}` : '';
  return `${slug || 'content'}${number}.${extension}`;
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="sm" fontWeight="medium" wordBreak="break-word">
        {children}
      </Text>
    </Box>
  );
}

/** An accepted upload's files, each a plain download of the file itself. */
function Downloads({ content }: { content: ContentCardFields }) {
  const { t } = useTranslation('content');
  const video = content.kind === 'video';
  return (
    <Stack gap="2">
      <Text fontSize="sm" fontWeight="semibold">
        {t('listing.dialog.downloads')}
      </Text>
      <Flex gap="2" wrap="wrap">
        {content.files.map((file, index) => {
          const name = video
            ? t('listing.dialog.downloadVideo')
            : t('listing.dialog.downloadImage', { number: index + 1 });
          return (
            <Button key={file.id} asChild size="sm" variant="outline">
              <a
                href={file.url}
                download={downloadName(content, file, index)}
                aria-label={t('listing.dialog.downloadName', { file: name })}
              >
                <DownloadIcon />
                {name}
              </a>
            </Button>
          );
        })}
      </Flex>
    </Stack>
  );
}

export interface ContentDialogProps {
  open: boolean;
  /** The upload shown; kept while the dialog closes, so it does not empty as it fades. */
  content: ContentCardFields | null;
  onClose: () => void;
}

/**
 * One upload in full: the viewer, who made it for which campaign, its review, the way to
 * its deal, and, once accepted, its files to download. Focus is trapped inside and goes
 * back to the card on closing.
 */
export function ContentDialog({ open, content, onClose }: ContentDialogProps) {
  const { t } = useTranslation('content');
  const date = useDateFormat('time');
  return (
    <Dialog.Root
      open={open && content !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      scrollBehavior="inside"
      placement="center"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="0">
          <Dialog.Content
            minH={{ base: '100dvh', sm: 'auto' }}
            maxH={{ base: '100dvh', sm: 'calc(100dvh - 4rem)' }}
            maxW={{ base: '100dvw', sm: '2xl', lg: '4xl' }}
            my={{ base: '0', sm: '8' }}
            rounded={{ base: '0', sm: 'l3' }}
          >
            {content && (
              <>
                <Dialog.Header>
                  <Flex gap="3" align="center" wrap="wrap" pe="8">
                    <Dialog.Title>
                      {t('listing.dialog.title', { creator: content.creator.name })}
                    </Dialog.Title>
                    <ContentStatusBadge status={content.status} />
                  </Flex>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="5">
                    <ContentViewer content={content} />
                    <SimpleGrid as="dl" columns={{ base: 2, md: 3 }} gap="3">
                      <Detail label={t('listing.dialog.creator')}>
                        <chakra.span display="inline-flex" alignItems="center" gap="2">
                          {content.creator.avatar_url && (
                            <chakra.img
                              src={content.creator.avatar_url}
                              alt=""
                              boxSize="6"
                              rounded="full"
                              objectFit="cover"
                            />
                          )}
                          {content.creator.name}
                        </chakra.span>
                      </Detail>
                      <Detail label={t('listing.dialog.campaign')}>{content.campaign_name}</Detail>
                      <Detail label={t('listing.dialog.brand')}>{content.brand_name}</Detail>
                      <Detail label={t('listing.dialog.round')}>{content.round}</Detail>
                      <Detail label={t('listing.dialog.uploaded')}>
                        {date(content.created_at)}
                      </Detail>
                      {content.reviewed_at && (
                        <Detail label={t('listing.dialog.reviewed')}>
                          {date(content.reviewed_at)}
                        </Detail>
                      )}
                    </SimpleGrid>
                    {content.feedback && (
                      <Stack gap="1">
                        <Text fontSize="sm" fontWeight="semibold">
                          {t('listing.dialog.feedback')}
                        </Text>
                        <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                          {content.feedback}
                        </Text>
                      </Stack>
                    )}
                    {content.status === 'bought' && content.files.length > 0 && (
                      <Downloads content={content} />
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button asChild colorPalette="brand">
                    <RouterLink to={paths.deal(content.deal_id)}>
                      {t('listing.dialog.openDeal')}
                    </RouterLink>
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('listing.dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
