import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { brandOptions, listItem, page, productDetail, renderProducts } from './fixtures';

const twelve = Array.from({ length: 12 }, (_, i) => listItem(i + 1));

const search = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('Products', { timeout: TYPING_TIMEOUT }, () => {
  it('shows products as cards linking to their overview, with the price in USD', async () => {
    renderProducts('/products', {
      Products: page([
        listItem(1, { name: 'Glow serum', price: 125_000, category: 'apparel' }),
        listItem(2, { images: [{ id: 'i1', url: '/images/i1' }] }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Products' });
    const link = within(list).getByRole('link', { name: 'Glow serum' });
    expect(link.getAttribute('href')).toBe('/product/product-1');
    const card = link.closest('article') as HTMLElement;
    expect(within(card).getByText('$1,250.00')).toBeTruthy();
    expect(within(card).getByText('Apparel')).toBeTruthy();
    expect(within(card).getByText('Glowco')).toBeTruthy();
    expect(within(card).getByText('No photo')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
  });

  it('sends a company without brands to create one first', async () => {
    const { api } = renderProducts('/products', {
      BrandOptions: brandOptions([]),
      Products: page([]),
    });
    expect(await screen.findByRole('heading', { name: 'Create your first brand' })).toBeTruthy();
    expect(screen.getByText(/Every product belongs to a brand/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Go to brands' });
    expect(link.getAttribute('href')).toBe('/brands');
    expect(screen.queryByRole('button', { name: 'New product' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(api.callsOf('BrandOptions')).toHaveLength(1);
  });

  it('invites a company with brands but no products to create its first one', async () => {
    const { user } = renderProducts('/products', { Products: page([]) });
    expect(await screen.findByRole('heading', { name: 'Create your first product' })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'New product' });
    await user.click(buttons[buttons.length - 1]!);
    expect(await screen.findByRole('dialog', { name: 'New product' })).toBeTruthy();
  });

  it('reads the filters from the URL and says when nothing matches', async () => {
    const { api, user, router } = renderProducts('/products?q=serum&category=food&sort=name_asc', {
      Products: page([]),
    });
    expect(
      await screen.findByRole('heading', { name: 'No products match these filters' }),
    ).toBeTruthy();
    expect(api.callsOf('Products')[0]?.variables).toEqual({
      search: 'serum',
      category: 'food',
      sort: 'name_asc',
      first: 12,
      after: null,
    });
    expect(
      (screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value,
    ).toBe('serum');
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).value).toBe(
      'food',
    );

    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    // The order is not a filter: it stays.
    expect(search(router)).toEqual({ sort: 'name_asc' });
    await waitFor(() =>
      expect(api.callsOf('Products').at(-1)?.variables).toEqual({
        sort: 'name_asc',
        first: 12,
        after: null,
      }),
    );
    expect(
      (screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('puts the brand, category, order and a paused search into the URL and the request', async () => {
    const { api, user, router } = renderProducts('/products', { Products: page([listItem(1)]) });
    await screen.findByRole('list', { name: 'Products' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Brand' }), 'Trailhead');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Home');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    expect(search(router)).toEqual({ brand: 'brand-2', category: 'home', sort: 'price_desc' });

    const box = screen.getByRole('searchbox', { name: 'Search by name' });
    await user.type(box, 'glow');
    // Typing does not send a request per key: the URL follows after a pause.
    expect(search(router).q).toBeUndefined();
    await waitFor(() => expect(search(router).q).toBe('glow'));
    await waitFor(() =>
      expect(api.callsOf('Products').at(-1)?.variables).toEqual({
        brand_id: 'brand-2',
        category: 'home',
        sort: 'price_desc',
        search: 'glow',
        first: 12,
        after: null,
      }),
    );
    const searches = api.callsOf('Products').map((call) => call.variables.search);
    expect(searches.filter((value) => value !== undefined)).toEqual(['glow']);

    await user.type(box, '{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
    expect(search(router).q).toBeUndefined();
  });

  it('loads more pages after the cursor and counts what is shown', async () => {
    const { api, user } = renderProducts('/products', {
      Products: ({ after }) =>
        after === 'cursor-12'
          ? page([listItem(13), listItem(14)], { total: 14 })
          : page(twelve, { total: 14, next: 'cursor-12' }),
    });
    expect(await screen.findByText('Showing 12 of 14')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 14 of 14')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Product 14' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsOf('Products').map((call) => call.variables.after)).toEqual([
      null,
      'cursor-12',
    ]);
  });

  it('offers Retry when the list cannot be loaded', async () => {
    let fail = true;
    const { user } = renderProducts('/products', {
      Products: () =>
        fail
          ? { errors: [{ message: 'Boom', extensions: { code: 'INTERNAL' } }] }
          : page([listItem(1)]),
    });
    expect(await screen.findByText('We could not load your products')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Product 1' })).toBeTruthy();
  });

  it('creates a product in dollars and opens it with the "Product created" flash', async () => {
    const { api, user, router } = renderProducts('/products?brand=brand-2', {
      Products: page([listItem(1)]),
      ProductCreate: { data: { ProductCreate: { id: 'product-9' } } },
      Product: { data: { Product: productDetail({ id: 'product-9', name: 'Trail boots' }) } },
    });
    await screen.findByRole('list', { name: 'Products' });
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New product' }));
    // The list's brand filter is where the new product goes, unless changed.
    expect((dialog.getByRole('combobox', { name: 'Brand' }) as HTMLSelectElement).value).toBe(
      'brand-2',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Trail boots');
    await user.type(dialog.getByRole('textbox', { name: 'Price' }), 'abc');
    await user.tab();
    expect(dialog.getByText('Enter the price in dollars, for example 19.99')).toBeTruthy();
    await user.clear(dialog.getByRole('textbox', { name: 'Price' }));
    await user.type(dialog.getByRole('textbox', { name: 'Price' }), '1,250.5');
    await user.type(
      dialog.getByRole('textbox', { name: 'Link' }),
      'https://trail.example.com/boots',
    );
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'Boots for long trails');
    expect(dialog.getByText('21/300')).toBeTruthy();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Category' }), 'Apparel');
    await user.click(dialog.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/product/product-9'));
    expect(api.callsOf('ProductCreate')[0]?.variables).toEqual({
      brand_id: 'brand-2',
      name: 'Trail boots',
      price: 125_050,
      link: 'https://trail.example.com/boots',
      description: 'Boots for long trails',
      category: 'apparel',
      image_ids: [],
    });
    expect((await screen.findByRole('status')).textContent).toContain('Product created');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trail boots' })).toBeTruthy();
  });
});
