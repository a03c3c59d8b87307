import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { Flashes } from '@/features/flashes/components/Flashes';
import { localeChanged } from '@/features/preferences/preferencesSlice';
import { renderWithProviders } from '../renderWithProviders';

describe('Flashes', () => {
  it('renders each flash in its colour and removes it with its close button', async () => {
    const { store, user } = renderWithProviders(<Flashes />);
    act(() => {
      store.dispatch(flashAdded({ id: 'brand', content: 'Brand created', themeColor: 'green' }));
      store.dispatch(flashAdded({ id: 'oops', content: 'Product not saved', themeColor: 'red' }));
    });
    expect(screen.getByRole('status').textContent).toContain('Brand created');
    expect(screen.getByRole('status').dataset.color).toBe('green');
    expect(screen.getByRole('alert').textContent).toContain('Product not saved');

    const [first] = screen.getAllByRole('button', { name: 'Dismiss message' });
    await user.click(first!);
    expect(store.getState().flashes.items.map((flash) => flash.id)).toEqual(['oops']);
    expect(screen.queryByText('Brand created')).toBeNull();
  });

  it("shows a page's flash on that page only and drops it once the user leaves", async () => {
    const { store, router } = renderWithProviders(<Flashes />, { route: '/products' });
    act(() => {
      store.dispatch(flashAdded({ id: 'product', content: 'Product created', path: '/product/7' }));
      store.dispatch(flashAdded({ id: 'note', content: 'Kept everywhere' }));
    });
    // Added for the page the user is about to open: not shown here, not dropped either.
    expect(screen.queryByText('Product created')).toBeNull();
    expect(store.getState().flashes.items).toHaveLength(2);

    await act(() => router.navigate('/product/7'));
    expect(screen.getByText('Product created')).toBeTruthy();

    await act(() => router.navigate('/products'));
    expect(screen.queryByText('Product created')).toBeNull();
    expect(store.getState().flashes.items.map((flash) => flash.id)).toEqual(['note']);
  });

  it('shows a flash in the current language, and in the new one once the language changes', async () => {
    const { store } = renderWithProviders(<Flashes />);
    act(() => {
      store.dispatch(
        flashAdded({ id: 'brand', contentKey: 'brands:flash.created', themeColor: 'green' }),
      );
      store.dispatch(
        flashAdded({
          id: 'count',
          contentKey: 'brands:card.products',
          contentValues: { count: 3 },
        }),
      );
    });
    const [created, count] = screen.getAllByRole('status');
    expect(created!.textContent).toContain('Brand created');
    expect(count!.textContent).toContain('3 products');

    act(() => {
      store.dispatch(localeChanged('es'));
    });
    await waitFor(() => expect(created!.textContent).toContain('Marca creada'));
    expect(count!.textContent).toContain('3 productos');
    expect(screen.getAllByRole('button', { name: 'Descartar mensaje' })).toHaveLength(2);
  });
});
