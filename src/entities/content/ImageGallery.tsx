import {
  Box,
  chakra,
  CloseButton,
  Dialog,
  Flex,
  IconButton,
  Portal,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon } from '@/src/ui/appIcons';

/** An image to show: a content file's, or any other by its URL. */
export interface GalleryImage {
  id: string;
  url: string;
}

export interface ImageGalleryProps {
  files: ReadonlyArray<GalleryImage>;
  /** The creator's name, for the images' alt texts. */
  creator: string;
  /** The thumbnails' list name (by default "Images of the content"). */
  label?: string;
}

/**
 * An upload's images as thumbnails; one opens in a lightbox where Left and Right move
 * through them (round the ends), Escape closes, and focus goes back to the thumbnail of
 * the image last shown, so a keyboard user carries on where the eye is.
 */
export function ImageGallery({ files, creator, label }: ImageGalleryProps) {
  const { t } = useTranslation('content');
  const [shown, setShown] = useState<number | null>(null);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  // The last image shown outlives the lightbox's closing, for the focus to return to it.
  const lastShown = useRef(0);
  const total = files.length;

  const show = (index: number) => {
    const next = ((index % total) + total) % total;
    lastShown.current = next;
    setShown(next);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (shown === null) return;
    if (event.key === 'ArrowLeft') show(shown - 1);
    else if (event.key === 'ArrowRight') show(shown + 1);
    else return;
    event.preventDefault();
  };
  const alt = (index: number) => t('viewer.imageAlt', { number: index + 1, total, creator });
  const file = shown === null ? undefined : files[shown];

  return (
    <>
      <SimpleGrid
        as="ul"
        listStyleType="none"
        columns={{ base: 2, sm: 3 }}
        gap="2"
        aria-label={label ?? t('viewer.images')}
      >
        {files.map((image, index) => (
          <li key={image.id}>
            <chakra.button
              type="button"
              ref={(element: HTMLButtonElement | null) => {
                thumbs.current[index] = element;
              }}
              onClick={() => show(index)}
              aria-label={t('viewer.open', { number: index + 1, total })}
              display="block"
              w="full"
              rounded="md"
              overflow="hidden"
              cursor="zoom-in"
              focusVisibleRing="outside"
            >
              <chakra.img
                src={image.url}
                alt={alt(index)}
                w="full"
                aspectRatio="1"
                objectFit="cover"
                bg="bg.muted"
                loading="lazy"
              />
            </chakra.button>
          </li>
        ))}
      </SimpleGrid>
      <Dialog.Root
        open={shown !== null}
        onOpenChange={(details) => {
          if (!details.open) setShown(null);
        }}
        finalFocusEl={() => thumbs.current[lastShown.current] ?? null}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px="0">
            <Dialog.Content
              onKeyDown={onKeyDown}
              minH={{ base: '100dvh', md: 'auto' }}
              maxW={{ base: '100dvw', md: '4xl' }}
              my={{ base: '0', md: '8' }}
              rounded={{ base: '0', md: 'l3' }}
            >
              <Dialog.Header>
                <Dialog.Title>{t('viewer.lightbox', { creator })}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {file && shown !== null && (
                  <Flex direction="column" align="center" gap="3">
                    <Box w="full" display="flex" justifyContent="center" bg="bg.muted" rounded="md">
                      <chakra.img
                        src={file.url}
                        alt={alt(shown)}
                        maxW="full"
                        maxH={{ base: '65dvh', md: '70dvh' }}
                        objectFit="contain"
                      />
                    </Box>
                    <Flex align="center" gap="4">
                      <IconButton
                        variant="outline"
                        size="sm"
                        aria-label={t('viewer.previous')}
                        onClick={() => show(shown - 1)}
                        disabled={total < 2}
                      >
                        <ChevronLeftIcon />
                      </IconButton>
                      <Text aria-live="polite" fontSize="sm" minW="8rem" textAlign="center">
                        {t('viewer.position', { number: shown + 1, total })}
                      </Text>
                      <IconButton
                        variant="outline"
                        size="sm"
                        aria-label={t('viewer.next')}
                        onClick={() => show(shown + 1)}
                        disabled={total < 2}
                      >
                        <ChevronRightIcon />
                      </IconButton>
                    </Flex>
                  </Flex>
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('viewer.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
