import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListHeader } from '@/src/ui/list/ListHeader';
import { ListNoMatch, ListSkeleton, ListStates } from '@/src/ui/list/ListStates';
import { renderWithProviders } from '../renderWithProviders';

function renderStates(state: { isLoading?: boolean; loaded?: boolean; count?: number }) {
  const refetch = vi.fn();
  const view = renderWithProviders(
    <ListStates
      query={{ isLoading: state.isLoading ?? false, refetch }}
      loaded={state.loaded ?? true}
      count={state.count ?? 0}
      loading={<ListSkeleton height="12" />}
      error={{ title: 'The fruits could not be loaded', hint: 'Try again soon.' }}
      empty={<p>No fruit yet</p>}
    >
      <p>The fruits</p>
    </ListStates>,
  );
  return { ...view, refetch };
}

describe('ListStates', () => {
  it('shows skeletons while the first page loads', () => {
    const { container } = renderStates({ isLoading: true, loaded: false });
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByText('The fruits')).toBeNull();
  });

  it('shows a failed first load with Try again', async () => {
    const { user, refetch } = renderStates({ loaded: false });
    expect(screen.getByRole('alert').textContent).toContain('The fruits could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state, then the items', () => {
    const { unmount } = renderStates({ count: 0 });
    expect(screen.getByText('No fruit yet')).toBeTruthy();
    unmount();
    renderStates({ count: 2 });
    expect(screen.getByText('The fruits')).toBeTruthy();
    expect(screen.queryByText('No fruit yet')).toBeNull();
  });

  it('offers the way back when the filters match nothing', async () => {
    const onClear = vi.fn();
    const { user } = renderWithProviders(
      <ListNoMatch title="No match" description="Try less." clearLabel="Clear" onClear={onClear} />,
    );
    expect(screen.getByRole('heading', { name: 'No match' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});

describe('ListHeader', () => {
  it('titles the page and opens the create dialog, loading its code on focus', async () => {
    const onOpen = vi.fn();
    const preload = vi.fn();
    const { user } = renderWithProviders(
      <ListHeader
        title="Fruits"
        description="What you sell."
        create={{ label: 'New fruit', onOpen, preload }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fruits' })).toBeTruthy();
    await user.tab();
    expect(preload).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'New fruit' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
