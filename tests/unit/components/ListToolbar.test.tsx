import { screen, waitFor } from '@testing-library/react';
import { useCallback } from 'react';
import { describe, expect, it } from 'vitest';
import { ListToolbar, ToolbarClear, ToolbarSearch, ToolbarSelect } from '@/src/ui/list/ListToolbar';
import { useListParams } from '@/src/ui/list/useListParams';
import { renderWithProviders } from '../renderWithProviders';

interface FruitAddress {
  search: string;
  sort: 'name' | 'price';
}

const SORTS = ['name', 'price'] as const;

function read(params: URLSearchParams): FruitAddress {
  const sort = params.get('sort');
  return { search: params.get('q') ?? '', sort: sort === 'price' ? 'price' : 'name' };
}

function write(state: FruitAddress, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (state.search) next.set('q', state.search);
  else next.delete('q');
  if (state.sort === 'name') next.delete('sort');
  else next.set('sort', state.sort);
  return next;
}

function FruitToolbar() {
  const { state, update } = useListParams(read, write);
  const onSearch = useCallback((search: string) => update({ search }), [update]);
  return (
    <ListToolbar label="Filter fruits" columns="1fr 10rem auto">
      <ToolbarSearch
        label="Search fruits"
        clearLabel="Clear search"
        maxLength={50}
        value={state.search}
        onCommit={onSearch}
      />
      <ToolbarSelect
        label="Order"
        value={state.sort}
        options={SORTS.map((sort) => ({ value: sort, label: sort }))}
        onChange={(sort) => update({ sort: sort === 'price' ? 'price' : 'name' })}
      />
      <ToolbarClear
        label="Clear filters"
        filtered={state.search !== ''}
        onClear={() => update({ search: '' })}
      />
    </ListToolbar>
  );
}

const query = (router: { state: { location: { search: string } } }) => router.state.location.search;

describe('ListToolbar with useListParams', () => {
  it('reads the search and order from the address', () => {
    renderWithProviders(<FruitToolbar />, { route: '/fruits?q=pear&sort=price&page=2' });
    expect(screen.getByRole('search', { name: 'Filter fruits' })).toBeTruthy();
    expect(
      (screen.getByRole('searchbox', { name: 'Search fruits' }) as HTMLInputElement).value,
    ).toBe('pear');
    expect((screen.getByRole('combobox', { name: 'Order' }) as HTMLSelectElement).value).toBe(
      'price',
    );
    expect(screen.getByRole('button', { name: 'Clear filters' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('writes the search, order and clearing into the address, keeping the rest', async () => {
    const { user, router } = renderWithProviders(<FruitToolbar />, {
      route: '/fruits?page=2',
    });
    expect(screen.getByRole('button', { name: 'Clear filters' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search fruits' }), 'fig');
    await waitFor(() => expect(query(router)).toBe('?page=2&q=fig'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'price');
    expect(query(router)).toBe('?page=2&q=fig&sort=price');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(query(router)).toBe('?page=2&sort=price');
    // The address is replaced, not pushed: Back leaves the list.
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
