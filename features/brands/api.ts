import { cursorPageOptions, pagesTags, undoIfRefused, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  BrandFieldsFragment,
  BrandsQuery,
  BrandUpdateMutationVariables,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import type { ImageValue } from '@/domain/images/rules';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { brandOptionsApi } from '@/src/entities/brands/api';

/** A brand as the list and the overview show it. */
const BRAND_FIELDS = graphql(`
  fragment BrandFields on Brand {
    id
    name
    description
    logo {
      id
      url
    }
    products_count
    in_use
    created_at
    updated_at
  }
`);

export const BRANDS = graphql(
  `
    query Brands($first: Int, $after: String) {
      Brands(first: $first, after: $after) {
        nodes {
          ...BrandFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [BRAND_FIELDS],
);

export const BRAND = graphql(
  `
    query Brand($id: ID!) {
      Brand(id: $id) {
        ...BrandFields
      }
    }
  `,
  [BRAND_FIELDS],
);

export const BRAND_CREATE = graphql(`
  mutation BrandCreate($name: String!, $description: String!, $logo_image_id: ID) {
    BrandCreate(name: $name, description: $description, logo_image_id: $logo_image_id) {
      id
      name
    }
  }
`);

export const BRAND_UPDATE = graphql(`
  mutation BrandUpdate($id: ID!, $name: String!, $description: String!, $logo_image_id: ID) {
    BrandUpdate(id: $id, name: $name, description: $description, logo_image_id: $logo_image_id) {
      id
      name
    }
  }
`);

export const BRAND_DELETE = graphql(`
  mutation BrandDelete($id: ID!) {
    BrandDelete(id: $id) {
      status
      message
    }
  }
`);

export type BrandPage = BrandsQuery['Brands'];
export type BrandItem = BrandFieldsFragment;

/** BrandUpdate's variables plus the logo to show while the server has not answered. */
export type BrandUpdateArgs = BrandUpdateMutationVariables & { logo: ImageValue | null };

const LIST = { type: 'Brand', id: 'LIST' } as const;
/** Product lists and overviews show their brand's name. */
const PRODUCT_LIST = { type: 'Product', id: 'LIST' } as const;

/** Built on the brand picker's endpoint, which the brand changes below invalidate. */
export const brandsApi = brandOptionsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Cursor pages as an infinite query: RTK Query keeps the pages of one cache entry and,
     * when a change invalidates it, refetches them in turn from the first cursor, so a
     * "Load more" list never shows a stale or duplicated brand (a query + `merge` would
     * need its own reset logic for that).
     */
    brands: build.infiniteQuery<BrandPage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(BRANDS, {
        variables: ({ pageParam }: { pageParam: Cursor }) => ({
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (result) => pagesTags('Brand', result),
    }),
    brand: build.query({
      ...graphqlEndpoint(BRAND, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Brand', id }],
    }),
    brandCreate: build.mutation({ ...graphqlEndpoint(BRAND_CREATE), invalidatesTags: [LIST] }),
    brandUpdate: build.mutation({
      ...graphqlEndpoint(BRAND_UPDATE, {
        variables: ({ logo: _logo, ...variables }: BrandUpdateArgs) => variables,
      }),
      // Optimistic: the list and the brand's own entry show the edit at once, and go back
      // to what they were if the server refuses it.
      async onQueryStarted({ id, name, description, logo }, { dispatch, queryFulfilled }) {
        const edit = (brand: BrandItem) => {
          Object.assign(brand, { name, description, logo });
        };
        const patches = [
          dispatch(
            brandsApi.util.updateQueryData('brands', undefined, (draft) => {
              for (const page of draft.pages) page.nodes.filter((b) => b.id === id).forEach(edit);
            }),
          ),
          dispatch(brandsApi.util.updateQueryData('brand', id, edit)),
        ];
        await undoIfRefused(queryFulfilled, patches);
      },
      // Success or not, the server's version is fetched again.
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Brand', id }, LIST, PRODUCT_LIST],
    }),
    brandDelete: build.mutation({
      ...graphqlEndpoint(BRAND_DELETE, { variables: (id: string) => ({ id }) }),
      invalidatesTags: (_result, error, id) =>
        error ? [LIST] : [{ type: 'Brand', id }, LIST, PRODUCT_LIST],
    }),
  }),
});

export const {
  useBrandsInfiniteQuery,
  useBrandQuery,
  useBrandCreateMutation,
  useBrandUpdateMutation,
  useBrandDeleteMutation,
} = brandsApi;
