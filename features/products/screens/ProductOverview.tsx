import { Badge, Button, Flex, Grid, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorCodeOf } from '@/src/ui/forms/submissionErrors';
import { CompassIcon } from '@/src/ui/icons';
import { ArrowLeftIcon, TrashIcon } from '@/src/ui/appIcons';
import { useProductQuery, type ProductDetail } from '../api';
import { DeleteProductDialog } from '../components/DeleteProductDialog';
import { LoadError, PageState } from '@/src/ui/PageState';
import { ProductFormDialog } from '../components/ProductFormDialog';
import { ProductGallery } from '../components/ProductGallery';
import { useMoneyFormat } from '@/src/ui/formats';
import { paths } from '@/src/lib/paths';

const COLUMNS = { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' } as const;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1">
      <Text as="dt" fontSize="sm" fontWeight="medium" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Stack>
  );
}

function ProductContent({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('products');
  const formatPrice = useMoneyFormat();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '6', lg: '10' }} alignItems="start">
      <ProductGallery name={product.name} images={product.images} />
      <Stack gap="6" minW="0">
        <Stack gap="3">
          <Flex gap="2" wrap="wrap">
            <Badge variant="subtle" colorPalette="gray">
              {t(`categories.${product.category}`)}
            </Badge>
            {product.in_use && (
              <Badge variant="subtle" colorPalette="orange">
                {t('overview.inUse')}
              </Badge>
            )}
          </Flex>
          <Heading
            as="h1"
            size={{ base: '2xl', md: '3xl' }}
            letterSpacing="-0.02em"
            wordBreak="break-word"
          >
            {product.name}
          </Heading>
          <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {formatPrice(product.price)}
          </Text>
        </Stack>
        <Stack as="dl" gap="4">
          <Detail label={t('overview.brand')}>{product.brand.name}</Detail>
          <Detail label={t('overview.link')}>
            <Link
              href={product.link}
              target="_blank"
              rel="noopener noreferrer"
              color="brand.fg"
              wordBreak="break-all"
            >
              {product.link}
            </Link>
          </Detail>
          <Detail label={t('overview.description')}>
            <Text as="span" whiteSpace="pre-wrap">
              {product.description}
            </Text>
          </Detail>
        </Stack>
        <Flex gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={() => setEditing(true)}>
            {t('overview.edit')}
          </Button>
          <Button colorPalette="red" variant="outline" onClick={() => setDeleting(true)}>
            <TrashIcon />
            {t('overview.delete')}
          </Button>
        </Flex>
      </Stack>
      <ProductFormDialog open={editing} onClose={() => setEditing(false)} product={product} />
      <DeleteProductDialog open={deleting} onClose={() => setDeleting(false)} product={product} />
    </Grid>
  );
}

function ProductSkeleton() {
  return (
    <Grid templateColumns={COLUMNS} gap={{ base: '6', lg: '10' }} aria-busy="true">
      <Skeleton rounded="xl" css={{ aspectRatio: '4 / 3' }} />
      <Stack gap="4">
        <Skeleton h="5" w="24" />
        <Skeleton h="9" w="70%" />
        <Skeleton h="7" w="32" />
        <Skeleton h="16" />
        <Skeleton h="24" />
      </Stack>
    </Grid>
  );
}

/**
 * ProductOverview (`/product/{productId}`): one product with its photos, details,
 * Edit (optimistic) and Delete. Another company's id, or a deleted one, is "not found".
 */
export default function ProductOverview() {
  const { t } = useTranslation('products');
  const { productId = '' } = useParams();
  const query = useProductQuery(productId);

  let content: ReactNode;
  if (query.currentData) content = <ProductContent product={query.currentData} />;
  else if (query.isLoading) content = <ProductSkeleton />;
  else if (errorCodeOf(query.error) === 'NOT_FOUND') {
    content = (
      <PageState
        icon={<CompassIcon />}
        title={t('overview.notFoundTitle')}
        description={t('overview.notFoundBody')}
      >
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.products}>{t('overview.back')}</RouterLink>
        </Button>
      </PageState>
    );
  } else
    content = (
      <LoadError
        title={t('overview.loadError')}
        hint={t('list.loadErrorHint')}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <Stack gap="6">
      <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
        <RouterLink to={paths.products}>
          <ArrowLeftIcon />
          {t('overview.back')}
        </RouterLink>
      </Button>
      {content}
    </Stack>
  );
}
