import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PackageIcon } from '@/src/ui/appIcons';
import { ListNoMatch, ListStates } from '@/src/ui/list/ListStates';
import { LoadMoreFooter } from '@/src/ui/LoadMoreFooter';
import { PageState } from '@/src/ui/PageState';
import { useProductsInfiniteQuery, type ProductFilter } from '../api';
import { ProductCard, ProductCardSkeleton } from '@/src/entities/product/ProductCard';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 } as const;
const SKELETON_CARDS = 8;

export interface ProductListProps {
  filter: ProductFilter;
  /** Whether a search, brand or category narrows the list (which empty state to show). */
  filtered: boolean;
  onCreate: () => void;
  onClearFilters: () => void;
}

/**
 * The products matching `filter` as cards, with "Load more" while pages remain, and the
 * states in between: skeletons, a failed load with Retry, and the empty states that say
 * what to do next.
 */
export function ProductList({ filter, filtered, onCreate, onClearFilters }: ProductListProps) {
  const { t } = useTranslation('products');
  const list = useProductsInfiniteQuery(filter);
  const pages = list.data?.pages ?? [];
  const products = pages.flatMap((page) => page.nodes);
  const total = pages[pages.length - 1]?.total_count ?? products.length;
  // Another filter's results stay (dimmed) until this one's arrive: no flash of skeletons
  // at each pause in the typing.
  const stale = list.isFetching && !list.isFetchingNextPage;

  return (
    <ListStates
      query={list}
      loaded={pages.length > 0}
      count={products.length}
      loading={
        <SimpleGrid columns={GRID_COLUMNS} gap="5" aria-busy="true">
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </SimpleGrid>
      }
      error={{ title: t('list.loadError'), hint: t('list.loadErrorHint') }}
      empty={
        filtered ? (
          <ListNoMatch
            title={t('empty.noMatchTitle')}
            description={t('empty.noMatchBody')}
            clearLabel={t('toolbar.clear')}
            onClear={onClearFilters}
          />
        ) : (
          <PageState
            icon={<PackageIcon />}
            title={t('empty.noProductsTitle')}
            description={t('empty.noProductsBody')}
          >
            <Button colorPalette="brand" onClick={onCreate}>
              {t('new')}
            </Button>
          </PageState>
        )
      }
    >
      <Stack gap="6">
        <SimpleGrid
          as="ul"
          listStyleType="none"
          aria-label={t('list.label')}
          aria-busy={stale}
          columns={GRID_COLUMNS}
          gap="5"
          opacity={stale ? 0.6 : 1}
          transition="opacity 0.15s"
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </SimpleGrid>
        <LoadMoreFooter
          query={list}
          texts={{
            showing: t('list.showing', { shown: products.length, total }),
            loadMore: t('list.loadMore'),
            loadError: t('list.loadError'),
            loadErrorHint: t('list.loadErrorHint'),
          }}
        />
      </Stack>
    </ListStates>
  );
}
