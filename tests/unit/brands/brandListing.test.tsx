import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { brand, brandsPage, inTurn, renderBrands } from './brandStub';

const heading = () => screen.findByRole('heading', { level: 1, name: 'Brands' });

describe('BrandListing', { timeout: TYPING_TIMEOUT }, () => {
  it('leads an empty account to its first brand', async () => {
    const { user } = renderBrands({ Brands: brandsPage([]) });
    await heading();
    expect(await screen.findByRole('heading', { name: 'Create your first brand' })).toBeTruthy();
    expect(screen.getByText(/Products belong to a brand/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create a brand' }));
    const dialog = await screen.findByRole('dialog', { name: 'New brand' });
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
  });

  it('shows each brand and loads the next page on demand', async () => {
    const first = Array.from({ length: 20 }, (_, i) => brand(`b${i + 1}`));
    first[0] = brand('b1', {
      name: 'Acme',
      products_count: 3,
      in_use: true,
      logo: { id: 'img-1', url: '/v1/images/img-1' },
    });
    const { api, user } = renderBrands({
      Brands: (variables) =>
        variables.after === 'cursor-20'
          ? brandsPage([brand('b21'), brand('b22')], { total: 22 })
          : brandsPage(first, { total: 22, next: 'cursor-20' }),
    });
    const card = (await screen.findByRole('heading', { name: 'Acme' })).closest('li')!;
    expect(within(card).getByText('3 products')).toBeTruthy();
    expect(within(card).getByText('In use by campaigns')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Edit Acme' })).toBeTruthy();
    expect(screen.getByText('20 of 22 brands')).toBeTruthy();
    expect(api.callsOf('Brands')[0]?.variables).toEqual({ first: 20, after: null });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'Brand b22' })).toBeTruthy();
    expect(screen.getByText('22 of 22 brands')).toBeTruthy();
    expect(api.callsOf('Brands')[1]?.variables).toEqual({ first: 20, after: 'cursor-20' });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what to do when the list cannot be loaded, and retries', async () => {
    const { user } = renderBrands({
      Brands: inTurn({ status: 500 }, brandsPage([brand('b1', { name: 'Acme' })])),
    });
    expect(await screen.findByText('We could not load your brands')).toBeTruthy();
    expect(screen.getByText(/Check your connection and try again/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeTruthy();
  });
});
