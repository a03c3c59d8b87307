import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@/src/ui/PageHeader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusCircleIcon } from '@/src/ui/icons';
import { useBrandsInfiniteQuery, type BrandItem } from '../api';
import { BrandCard } from '../components/BrandCard';
import type { BrandDialogState } from '../components/BrandFormDialog';
import {
  BRAND_GRID,
  BrandsEmpty,
  BrandsError,
  BrandSkeletons,
} from '../components/BrandListStates';
import { DeleteBrandDialog } from '../components/DeleteBrandDialog';
import { lazyDialog } from '@/src/ui/lazyDialog';

// The create and edit form (forms, validation, the logo upload) loads when first wanted.
const brandForm = lazyDialog(
  async () => (await import('../components/BrandFormDialog')).BrandFormDialog,
);

/**
 * BrandListing (/brands): the company's brands, newest first, a page at a time, with
 * create and edit in a dialog and delete after a confirmation.
 */
export default function BrandListing() {
  const { t } = useTranslation('brands');
  const { t: tScreens } = useTranslation('screens');
  const query = useBrandsInfiniteQuery();
  const [editing, setEditing] = useState<BrandDialogState>({ open: false });
  const [deleting, setDeleting] = useState<BrandDialogState>({ open: false });

  const pages = query.data?.pages ?? [];
  const brands = pages.flatMap((page) => page.nodes);
  const total = pages[0]?.total_count ?? 0;
  const openCreate = () => setEditing({ open: true });
  const openEdit = (brand: BrandItem) => setEditing({ open: true, brand });

  let content;
  if (query.isLoading) content = <BrandSkeletons />;
  else if (!query.data) content = <BrandsError onRetry={() => void query.refetch()} />;
  else if (brands.length === 0) content = <BrandsEmpty onCreate={openCreate} />;
  else {
    content = (
      <Stack gap="5">
        <SimpleGrid as="ul" listStyle="none" {...BRAND_GRID}>
          {brands.map((brand) => (
            <BrandCard
              key={brand.id}
              brand={brand}
              onEdit={() => openEdit(brand)}
              onDelete={() => setDeleting({ open: true, brand })}
            />
          ))}
        </SimpleGrid>
        <Stack align="center" gap="3">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('shown', { shown: brands.length, total })}
          </Text>
          {query.isFetchNextPageError && (
            <Text role="alert" fontSize="sm" color="fg.error" textAlign="center">
              {t('loadMoreFailed')}
            </Text>
          )}
          {query.hasNextPage && (
            <Button
              variant="outline"
              loading={query.isFetchingNextPage}
              loadingText={t('loadMore')}
              onClick={() => void query.fetchNextPage()}
            >
              {t('loadMore')}
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="6" maxW="7xl">
      <PageHeader
        title={tScreens('brandListing.title')}
        description={t('intro')}
        action={
          <Button
            colorPalette="brand"
            onClick={openCreate}
            onPointerEnter={brandForm.preload}
            onFocus={brandForm.preload}
            flexShrink={0}
          >
            <PlusCircleIcon />
            {t('new')}
          </Button>
        }
      />
      {content}
      <brandForm.Dialog
        {...editing}
        onClose={() => setEditing((state) => ({ ...state, open: false }))}
      />
      <DeleteBrandDialog
        {...deleting}
        onClose={() => setDeleting((state) => ({ ...state, open: false }))}
      />
    </Stack>
  );
}
