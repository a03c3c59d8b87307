import { Button, Stack } from '@chakra-ui/react';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useBrandOptionsQuery } from '@/src/entities/brands/api';
import { TagIcon } from '@/src/ui/appIcons';
import { PageState } from '@/src/ui/PageState';
import { ProductList } from '../components/ProductList';
import { ProductsToolbar } from '../components/ProductsToolbar';
import { isFiltered, useProductFilters } from '../hooks/useProductFilters';
import { paths } from '@/src/lib/paths';
import { lazyDialog } from '@/src/ui/lazyDialog';

// The create form (forms, validation, uploads) loads when it is first wanted.
const productForm = lazyDialog(
  async () => (await import('../components/ProductFormDialog')).ProductFormDialog,
);

/**
 * Products (`/products`): the company's products, searched, filtered and
 * ordered from the URL, as cards opening their overview; "New product" in a dialog. A
 * company without brands is sent to create one first: every product belongs to a brand.
 */
export default function Products() {
  const { t } = useTranslation('products');
  const { t: tScreens } = useTranslation('screens');
  const [creating, setCreating] = useState(false);
  const { state, filter, update, clear } = useProductFilters();
  const brands = useBrandOptionsQuery();
  const noBrands = brands.data?.total_count === 0;
  const brandOptions = (brands.data?.nodes ?? []).map(({ id, name }) => ({
    value: id,
    label: name,
  }));
  // A new product starts under the brand the list shows, when that brand exists.
  const filteredBrand = brandOptions.some((option) => option.value === state.brand)
    ? state.brand
    : undefined;

  return (
    <Stack gap="6">
      <ListHeader
        title={tScreens('products.title')}
        description={t('intro')}
        create={
          !noBrands && {
            label: t('new'),
            onOpen: () => setCreating(true),
            preload: productForm.preload,
            disabled: brands.isLoading,
          }
        }
      />

      {noBrands ? (
        <PageState
          icon={<TagIcon />}
          title={t('empty.noBrandsTitle')}
          description={t('empty.noBrandsBody')}
        >
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.brands}>{t('empty.noBrandsAction')}</RouterLink>
          </Button>
        </PageState>
      ) : (
        <>
          <ProductsToolbar state={state} brands={brandOptions} onChange={update} onClear={clear} />
          <ProductList
            filter={filter}
            filtered={isFiltered(state)}
            onCreate={() => setCreating(true)}
            onClearFilters={clear}
          />
        </>
      )}

      <productForm.Dialog
        open={creating}
        onClose={() => setCreating(false)}
        brandId={filteredBrand}
      />
    </Stack>
  );
}
