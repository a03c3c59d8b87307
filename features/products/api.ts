import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, undoIfRefused, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  ProductQuery,
  ProductsQuery,
  ProductsQueryVariables,
  ProductUpdateMutationVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import type { ProductListItem } from '@/src/entities/product/types';
import type { ImageValue } from '@/domain/images/rules';

// Products: cursor-paginated list, one product, create, update, delete. The
// mutations return only what the client needs; the tags refetch the rest.

/** What a product card of the list shows; the overview shows more. */
const PRODUCT_CARD_FIELDS = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    price
    category
    brand {
      id
      name
    }
    images {
      id
      url
    }
  }
`);

export const PRODUCTS = graphql(
  `
    query Products(
      $first: Int
      $after: String
      $brand_id: ID
      $category: ProductCategory
      $search: String
      $sort: ProductSort
    ) {
      Products(
        first: $first
        after: $after
        brand_id: $brand_id
        category: $category
        search: $search
        sort: $sort
      ) {
        nodes {
          ...ProductCardFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [PRODUCT_CARD_FIELDS],
);

export const PRODUCT = graphql(
  `
    query Product($id: ID!) {
      Product(id: $id) {
        ...ProductCardFields
        link
        description
        in_use
      }
    }
  `,
  [PRODUCT_CARD_FIELDS],
);

export const PRODUCT_CREATE = graphql(`
  mutation ProductCreate(
    $brand_id: ID!
    $name: String!
    $price: Int!
    $link: String!
    $description: String!
    $category: ProductCategory!
    $image_ids: [ID!]
  ) {
    ProductCreate(
      brand_id: $brand_id
      name: $name
      price: $price
      link: $link
      description: $description
      category: $category
      image_ids: $image_ids
    ) {
      id
    }
  }
`);

export const PRODUCT_UPDATE = graphql(`
  mutation ProductUpdate(
    $id: ID!
    $brand_id: ID!
    $name: String!
    $price: Int!
    $link: String!
    $description: String!
    $category: ProductCategory!
    $image_ids: [ID!]
  ) {
    ProductUpdate(
      id: $id
      brand_id: $brand_id
      name: $name
      price: $price
      link: $link
      description: $description
      category: $category
      image_ids: $image_ids
    ) {
      id
    }
  }
`);

export const PRODUCT_DELETE = graphql(`
  mutation ProductDelete($id: ID!) {
    ProductDelete(id: $id) {
      status
      message
    }
  }
`);

export type ProductPage = ProductsQuery['Products'];
export type { ProductListItem };
export type ProductDetail = ProductQuery['Product'];
/** What narrows the list: one cache entry (and its loaded pages) per combination. */
export type ProductFilter = Omit<ProductsQueryVariables, 'first' | 'after'>;

/** Divisible by 2, 3 and 4: the card grid's rows are full at every width. */
export const PRODUCTS_PAGE_SIZE = 12;

/**
 * An update plus what the API's arguments cannot say but the screens show at once: the
 * brand's name and the images' URLs. Only `variables` is sent.
 */
export interface ProductUpdateArg {
  variables: ProductUpdateMutationVariables;
  preview: { brand: { id: string; name: string }; images: ImageValue[] };
}

export const productsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An infinite query rather than one cache entry per page: "Load more" appends, the
     * cursors stay inside RTK Query, and a refetch after a change reloads every page shown,
     * so "Showing N of total" and the cards stay in step. Products are browsed forwards
     * only (newest first by default), so there is no previous page.
     */
    products: build.infiniteQuery<ProductPage, ProductFilter, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(PRODUCTS, {
        variables: ({ queryArg, pageParam }: { queryArg: ProductFilter; pageParam: Cursor }) => ({
          ...queryArg,
          first: PRODUCTS_PAGE_SIZE,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('Product', data),
    }),
    product: build.query({
      ...graphqlEndpoint(PRODUCT, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
    productCreate: build.mutation({
      ...graphqlEndpoint(PRODUCT_CREATE),
      // A brand's products_count changed too.
      invalidatesTags: [
        { type: 'Product', id: 'LIST' },
        { type: 'Brand', id: 'LIST' },
      ],
    }),
    productUpdate: build.mutation({
      ...graphqlEndpoint(PRODUCT_UPDATE, {
        variables: ({ variables }: ProductUpdateArg) => variables,
      }),
      /**
       * Optimistic: the overview and every loaded list show the change at once; a refusal
       * puts them back. The tags then refetch what the server really stored (and the lists'
       * order and filters, which the patch does not redo).
       */
      async onQueryStarted({ variables, preview }, { dispatch, getState, queryFulfilled }) {
        const { id, brand_id: _brandId, image_ids: _imageIds, ...fields } = variables;
        const patched = { ...fields, brand: preview.brand, images: preview.images };
        const patches = [
          dispatch(
            productsApi.util.updateQueryData('product', id, (draft) => {
              Object.assign(draft, patched);
            }),
          ),
        ];
        const lists = productsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Product', id }])
          .filter((entry) => entry.endpointName === 'products');
        for (const { originalArgs } of lists) {
          patches.push(
            dispatch(
              productsApi.util.updateQueryData(
                'products',
                originalArgs as ProductFilter,
                (draft) => {
                  for (const node of draft.pages.flatMap((page) => page.nodes)) {
                    if (node.id === id) Object.assign(node, patched);
                  }
                },
              ),
            ),
          );
        }
        await undoIfRefused(queryFulfilled, patches);
      },
      // Moving a product to another brand changes both brands' counts.
      invalidatesTags: (_result, _error, { variables }) => [
        { type: 'Product', id: variables.id },
        { type: 'Product', id: 'LIST' },
        { type: 'Brand', id: 'LIST' },
      ],
    }),
    productDelete: build.mutation({
      ...graphqlEndpoint(PRODUCT_DELETE),
      // Not the product's own tag: refetching it would only answer NOT_FOUND to the
      // overview being left; its unused cache entry expires by itself.
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              { type: 'Product', id: 'LIST' },
              { type: 'Brand', id: 'LIST' },
            ],
    }),
  }),
});

export const {
  useProductsInfiniteQuery,
  useProductQuery,
  useProductCreateMutation,
  useProductUpdateMutation,
  useProductDeleteMutation,
} = productsApi;
