import { describe, expect, it, vi } from 'vitest';
import { brandsApi } from '@/features/brands/api';
import { documentFromSource } from '@/domain/graphqlDocument';
import { baseApi } from '@/store/baseApi';
import { makeStore } from '@/store/store';
import { statusMessage, stubApi } from '../account/apiStub';
import { brand, brandsPage } from './brandStub';

// Stands for the products feature's lists, which show brand names.
const productListApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productListProbe: build.query<unknown, void>({
      query: () => ({
        document: documentFromSource(`
          query ProductListProbe {
            Products {
              total_count
            }
          }
        `),
      }),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

const options = {
  data: { Brands: { nodes: [{ id: 'b1', name: 'Acme' }], total_count: 1 } },
};

function setUp() {
  const api = stubApi({
    BrandOptions: options,
    Brands: brandsPage([brand('b1', { name: 'Acme' })]),
    ProductListProbe: { data: { Products: { total_count: 0 } } },
    BrandCreate: { data: { BrandCreate: { id: 'b2', name: 'Globex' } } },
    BrandUpdate: { data: { BrandUpdate: { id: 'b1', name: 'Acme Outdoors' } } },
    BrandDelete: statusMessage('BrandDelete', 'Deleted'),
  });
  const store = makeStore({ session: { token: 'token-1', role: 'company' } });
  return { api, store };
}

describe('brands API', () => {
  it('offers every brand as an option for the product form, one call for up to 100', async () => {
    const { api, store } = setUp();
    const result = await store.dispatch(brandsApi.endpoints.brandOptions.initiate());
    expect(result.data).toEqual(options.data.Brands);
    expect(api.callsOf('BrandOptions')).toHaveLength(1);
  });

  it.each([
    ['BrandCreate', ['BrandOptions', 'Brands']],
    ['BrandUpdate', ['BrandOptions', 'Brands', 'ProductListProbe']],
    ['BrandDelete', ['BrandOptions', 'Brands', 'ProductListProbe']],
  ])('%s refreshes %j', async (mutation, refreshed) => {
    const { api, store } = setUp();
    await store.dispatch(brandsApi.endpoints.brandOptions.initiate());
    await store.dispatch(brandsApi.endpoints.brands.initiate());
    await store.dispatch(productListApi.endpoints.productListProbe.initiate());
    const before = (name: string) => api.callsOf(name).length;
    const counts = Object.fromEntries(
      ['BrandOptions', 'Brands', 'ProductListProbe'].map((name) => [name, before(name)]),
    );

    if (mutation === 'BrandCreate') {
      await store.dispatch(
        brandsApi.endpoints.brandCreate.initiate({ name: 'Globex', description: 'Kitchen stuff' }),
      );
    } else if (mutation === 'BrandUpdate') {
      await store.dispatch(
        brandsApi.endpoints.brandUpdate.initiate({
          id: 'b1',
          name: 'Acme Outdoors',
          description: 'Outdoor gear',
          logo_image_id: null,
          logo: null,
        }),
      );
    } else {
      await store.dispatch(brandsApi.endpoints.brandDelete.initiate('b1'));
    }

    await vi.waitFor(() => {
      for (const name of refreshed) expect(api.callsOf(name).length).toBe(counts[name]! + 1);
    });
    for (const name of Object.keys(counts).filter((name) => !refreshed.includes(name))) {
      expect(api.callsOf(name).length).toBe(counts[name]);
    }
  });
});
