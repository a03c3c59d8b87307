import { AspectRatio, Box, chakra, Flex, Image, Stack } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImageValue } from '@/domain/images/rules';
import { ProductThumbnail } from '@/src/entities/product/ProductCard';

/** Left/Right (and Home/End) move between thumbnails, as in a toolbar. */
const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The product's photos: one large, the others as thumbnails that show it when chosen with
 * a click, Enter/Space, or the arrow keys (focus and choice move together).
 */
export function ProductGallery({ name, images }: { name: string; images: readonly ImageValue[] }) {
  const { t } = useTranslation('products');
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const index = Math.min(selected, Math.max(count - 1, 0));
  const current = images[index];

  if (!current) {
    return (
      <Box rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border.muted">
        <ProductThumbnail label={t('overview.noImages')} />
      </Box>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(index, count);
    setSelected(next);
    thumbnails.current[next]?.focus();
  };

  return (
    <Stack gap="3">
      <AspectRatio ratio={4 / 3} rounded="xl" overflow="hidden" bg="bg.muted">
        <Image
          src={current.url}
          alt={t('overview.photoAlt', { name, index: index + 1, count })}
          objectFit="contain"
        />
      </AspectRatio>
      {count > 1 && (
        <Flex
          role="group"
          aria-label={t('overview.photos')}
          gap="2"
          wrap="wrap"
          onKeyDown={onKeyDown}
        >
          {images.map((image, position) => (
            <chakra.button
              key={image.id}
              ref={(element: HTMLButtonElement | null) => {
                thumbnails.current[position] = element;
              }}
              type="button"
              aria-label={t('overview.showPhoto', { index: position + 1, count })}
              aria-pressed={position === index}
              // One tab stop for the row; the arrows move within it.
              tabIndex={position === index ? 0 : -1}
              onClick={() => setSelected(position)}
              w={{ base: '14', md: '16' }}
              h={{ base: '14', md: '16' }}
              rounded="md"
              overflow="hidden"
              borderWidth="2px"
              borderColor={position === index ? 'brand.solid' : 'transparent'}
              opacity={position === index ? 1 : 0.75}
              _hover={{ opacity: 1 }}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'brand.focusRing',
                outlineOffset: '2px',
              }}
              cursor="pointer"
            >
              <Image src={image.url} alt="" w="full" h="full" objectFit="cover" />
            </chakra.button>
          ))}
        </Flex>
      )}
    </Stack>
  );
}
