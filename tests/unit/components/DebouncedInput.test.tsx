import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedInput } from '@/src/ui/DebouncedInput';
import { renderRoutes } from '../renderWithProviders';

const PAUSE_MS = 250;

/** A list page: its search in the address, and a link to a page whose screen loads lazily. */
function FruitList() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <DebouncedInput
        aria-label="Search fruits"
        delay={PAUSE_MS}
        value={params.get('q') ?? ''}
        onCommit={(text) => setParams(text ? { q: text } : {}, { replace: true })}
      />
      <Link to="/fruits/fig">Fig</Link>
      <Link to="/fruits?sort=name">By name</Link>
    </>
  );
}

/** A route whose screen arrives when the test says so, as a slow chunk would. */
function lazyScreen() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const lazy = async () => {
    await arrived;
    return { Component: () => <h1>Fig</h1> };
  };
  return { lazy, arrive };
}

function renderList() {
  const fig = lazyScreen();
  const view = renderRoutes(
    [
      { path: '/fruits', element: <FruitList /> },
      { path: '/fruits/fig', lazy: fig.lazy },
    ],
    { route: '/fruits' },
  );
  return { ...view, arriveFig: fig.arrive };
}

/** Lets the fake clock run some typing pauses, with what they set off. */
const pauses = (count: number) => act(() => vi.advanceTimersByTimeAsync(PAUSE_MS * count));
/** Types at once, as a fast typist's last key before the pause. */
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Search fruits' }), {
    target: { value: text },
  });
const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

describe('DebouncedInput', () => {
  // The clock is the test's: each pause passes exactly when the test says.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('commits the typing after a pause, once', async () => {
    const { router } = renderList();
    type('fi');
    await act(() => vi.advanceTimersByTimeAsync(PAUSE_MS - 1));
    type('fig');
    await act(() => vi.advanceTimersByTimeAsync(PAUSE_MS - 1));
    expect(router.state.location.search).toBe('');
    await pauses(1);
    expect(router.state.location.search).toBe('?q=fig');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not commit while a clicked page is loading, so the visit is not cancelled', async () => {
    const { router, arriveFig } = renderList();
    type('fig');
    click('Fig');
    expect(router.state.navigation.state).toBe('loading');
    await pauses(4);
    // The search did not replace the address under the visit, which is still under way.
    expect(router.state.location.pathname).toBe('/fruits');
    expect(router.state.location.search).toBe('');
    expect(router.state.navigation.location?.pathname).toBe('/fruits/fig');
    arriveFig();
    await pauses(1);
    expect(screen.getByRole('heading', { name: 'Fig' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fruits/fig');
  });

  it('commits what was typed once a visit that keeps the page has ended', async () => {
    const { router } = renderList();
    type('pear');
    click('By name');
    await pauses(2);
    expect(router.state.location.search).toBe('?q=pear');
  });
});
