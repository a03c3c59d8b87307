import { SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { useBrandsInfiniteQuery, type BrandItem } from '../api';
import { BrandCard } from '../components/BrandCard';
import type { BrandDialogState } from '../components/BrandFormDialog';
import { BRAND_GRID, BrandsEmpty, BrandSkeletons } from '../components/BrandListStates';
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

  return (
    <Stack gap="6" maxW="7xl">
      <ListHeader
        title={tScreens('brandListing.title')}
        description={t('intro')}
        create={{ label: t('new'), onOpen: openCreate, preload: brandForm.preload }}
      />
      <ListStates
        query={query}
        loaded={query.data !== undefined}
        count={brands.length}
        loading={<BrandSkeletons />}
        error={{ title: t('error.title'), hint: t('error.body') }}
        empty={<BrandsEmpty onCreate={openCreate} />}
      >
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
          <LoadMoreFooter
            query={query}
            texts={{
              showing: t('shown', { shown: brands.length, total }),
              loadMore: t('loadMore'),
              loadError: t('error.title'),
              loadErrorHint: t('error.body'),
              loadMoreFailed: t('loadMoreFailed'),
            }}
          />
        </Stack>
      </ListStates>
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
