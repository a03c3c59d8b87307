import {
  AspectRatio,
  type AspectRatioProps,
  Badge,
  Box,
  Flex,
  Image,
  LinkBox,
  LinkOverlay,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PackageIcon } from '@/src/ui/appIcons';
import type { ProductListItem } from './types';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';

const CARD_PROPS = {
  rounded: 'xl',
  bg: 'surface.panel',
  borderWidth: '1px',
  borderColor: 'border.muted',
  boxShadow: 'card',
  overflow: 'hidden',
} as const;

/** A phone lists products as rows (square photo beside the text); wider screens as tiles. */
const LAYOUT = {
  card: { display: 'flex', flexDirection: { base: 'row', sm: 'column' } },
  photo: { w: { base: '28', sm: 'full' }, flexShrink: 0 },
  ratio: { base: 1, sm: 4 / 3 },
  body: { flex: '1', minW: '0', p: { base: '3', sm: '4' } },
} as const;

export interface ProductThumbnailProps {
  url?: string;
  label: string;
  ratio?: AspectRatioProps['ratio'];
}

/** A product's first photo, or a neutral placeholder saying there is none. */
export function ProductThumbnail({ url, label, ratio = 4 / 3 }: ProductThumbnailProps) {
  return (
    <AspectRatio ratio={ratio} bg="bg.muted">
      {url ? (
        <Image src={url} alt="" loading="lazy" objectFit="cover" />
      ) : (
        <Flex direction="column" align="center" justify="center" gap="1" color="fg.subtle">
          <Box fontSize="3xl" aria-hidden="true">
            <PackageIcon />
          </Box>
          <Text fontSize="xs">{label}</Text>
        </Flex>
      )}
    </AspectRatio>
  );
}

/** One product in the list: photo, name, brand, price and category; opens its overview. */
export function ProductCard({ product }: { product: ProductListItem }) {
  const { t } = useTranslation('products');
  const formatPrice = useMoneyFormat();
  return (
    <LinkBox
      as="article"
      {...CARD_PROPS}
      {...LAYOUT.card}
      transition="box-shadow 0.15s, border-color 0.15s"
      _hover={{ borderColor: 'border.emphasized', boxShadow: 'md' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      <Box {...LAYOUT.photo}>
        <ProductThumbnail
          url={product.images[0]?.url}
          label={t('list.noImage')}
          ratio={LAYOUT.ratio}
        />
      </Box>
      <Stack gap="1.5" {...LAYOUT.body}>
        <Text as="h2" fontWeight="semibold" lineClamp={1}>
          <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
            <RouterLink to={paths.product(product.id)}>{product.name}</RouterLink>
          </LinkOverlay>
        </Text>
        <Text fontSize="sm" color="fg.muted" lineClamp={1}>
          {product.brand.name}
        </Text>
        <Flex align="center" justify="space-between" gap="2" mt="1">
          <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatPrice(product.price)}
          </Text>
          <Badge variant="subtle" colorPalette="gray" truncate>
            {t(`categories.${product.category}`)}
          </Badge>
        </Flex>
      </Stack>
    </LinkBox>
  );
}

/** The card's shape while the list loads. */
export function ProductCardSkeleton() {
  return (
    <Box {...CARD_PROPS} {...LAYOUT.card} aria-hidden="true">
      <Skeleton {...LAYOUT.photo}>
        <AspectRatio ratio={LAYOUT.ratio}>
          <Box />
        </AspectRatio>
      </Skeleton>
      <Stack gap="2.5" {...LAYOUT.body}>
        <Skeleton h="4" w="70%" />
        <Skeleton h="3" w="40%" />
        <Flex justify="space-between" mt="1">
          <Skeleton h="4" w="25%" />
          <Skeleton h="4" w="20%" />
        </Flex>
      </Stack>
    </Box>
  );
}
