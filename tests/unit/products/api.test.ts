import { describe, expect, it, vi } from 'vitest';
import { productsApi, type ProductFilter } from '@/features/products/api';
import { makeStore } from '@/store/store';
import { accountError, stubApi, type Reply } from '../account/apiStub';
import { listItem, page, productDetail } from './fixtures';
import { deferred } from '../helpers/promises';

const filters: ProductFilter[] = [{ sort: 'newest' }, { sort: 'name_asc', search: 'serum' }];
const update = {
  variables: {
    id: 'product-1',
    brand_id: 'brand-2',
    name: 'Renamed',
    price: 4200,
    link: 'https://shop.example.com/renamed',
    description: 'A renamed product',
    category: 'home' as const,
    image_ids: ['image-9'],
  },
  preview: {
    brand: { id: 'brand-2', name: 'Trailhead' },
    images: [{ id: 'image-9', url: '/images/image-9' }],
  },
};

/** A store with the product and two lists holding it loaded, and ProductUpdate pending. */
async function loadedStore() {
  const reply = deferred<Reply>();
  const api = stubApi({
    Product: { data: { Product: productDetail() } },
    Products: page([listItem(1), listItem(2)]),
    ProductUpdate: () => reply.promise,
  });
  const store = makeStore();
  await store.dispatch(productsApi.endpoints.product.initiate('product-1'));
  for (const filter of filters)
    await store.dispatch(productsApi.endpoints.products.initiate(filter));
  const product = () => productsApi.endpoints.product.select('product-1')(store.getState()).data;
  const listed = (filter: ProductFilter) =>
    productsApi.endpoints.products
      .select(filter)(store.getState())
      .data?.pages[0]?.nodes.find((node) => node.id === 'product-1');
  return { api, store, reply, product, listed };
}

describe('ProductUpdate, optimistic', () => {
  it('patches the product and every loaded list at once, and undoes it when refused', async () => {
    const { store, reply, product, listed } = await loadedStore();
    const saving = store.dispatch(productsApi.endpoints.productUpdate.initiate(update));

    expect(product()).toMatchObject({ name: 'Renamed', price: 4200, category: 'home' });
    expect(product()?.brand).toEqual({ id: 'brand-2', name: 'Trailhead' });
    expect(product()?.images).toEqual([{ id: 'image-9', url: '/images/image-9' }]);
    for (const filter of filters) {
      expect(listed(filter)).toMatchObject({ name: 'Renamed', price: 4200 });
      expect(listed(filter)?.brand.name).toBe('Trailhead');
    }

    reply.resolve(accountError('BAD_USER_INPUT', 'Some fields are not valid'));
    await saving;
    expect(product()).toMatchObject({ name: 'Glow serum', price: 1999, category: 'beauty' });
    for (const filter of filters) expect(listed(filter)?.name).toBe('Product 1');
  });

  it('refetches the product and the lists once the server has it', async () => {
    const { api, store, reply } = await loadedStore();
    const saving = store.dispatch(productsApi.endpoints.productUpdate.initiate(update));
    const before = {
      product: api.callsOf('Product').length,
      lists: api.callsOf('Products').length,
    };
    reply.resolve({ data: { ProductUpdate: { id: 'product-1' } } });
    await saving;
    // Subscribed entries refetch (the initiate() calls above keep theirs subscribed).
    await vi.waitFor(() => {
      expect(api.callsOf('Product').length).toBe(before.product + 1);
      expect(api.callsOf('Products').length).toBe(before.lists + filters.length);
    });
  });
});
