import { Box, CloseButton, Image } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ImageValue } from '@/domain/images/rules';

interface ImageTileProps {
  image: ImageValue;
  /** 1-based position among the field's images, for names a screen reader can tell apart. */
  number: number;
  onRemove: () => void;
}

/** An uploaded image: its thumbnail and a button removing it from the field. */
export function ImageTile({ image, number, onRemove }: ImageTileProps) {
  const { t } = useTranslation('images');
  return (
    <Box
      as="li"
      position="relative"
      boxSize="24"
      rounded="lg"
      overflow="hidden"
      borderWidth="1px"
      borderColor="border.muted"
      bg="bg.muted"
    >
      <Image src={image.url} alt={t('thumbnail', { number })} boxSize="full" objectFit="cover" />
      <CloseButton
        size="2xs"
        variant="solid"
        position="absolute"
        top="1"
        insetEnd="1"
        rounded="full"
        aria-label={t('remove', { number })}
        onClick={onRemove}
      />
    </Box>
  );
}
