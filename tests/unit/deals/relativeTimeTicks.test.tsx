import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DealRows } from '@/src/entities/deal/DealRows';
import type * as FormatsModule from '@/src/entities/deal/useDealFormats';
import { renderWithProviders } from '../renderWithProviders';
import { dealRow } from './fixtures';

// The time cell's title (the moment in full) is formatted at each render of its row, and
// the relative text at each render of the time alone: counting each tells them apart.
const counts = vi.hoisted(() => ({ rows: 0, times: 0 }));
vi.mock('@/src/entities/deal/useDealFormats', async (importOriginal) => {
  const actual = await importOriginal<typeof FormatsModule>();
  const { useCounted } = await import('../helpers/countCalls');
  return {
    ...actual,
    useDealFormats: () =>
      useCounted(actual.useDealFormats(), {
        dateTime: () => (counts.rows += 1),
        relative: () => (counts.times += 1),
      }),
  };
});

const NOW = Date.parse('2026-03-09T14:30:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('Deal rows', () => {
  it('tell the time since each update afresh every minute, rendering only the time cells', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const deals = [1, 2, 3].map((n) =>
      dealRow(n, { updated_at: new Date(NOW - n * 120_000).toISOString() }),
    );
    renderWithProviders(<DealRows deals={deals} stale={false} />);
    const [first] = screen.getAllByTestId('deal-row');
    expect(within(first!).getByText('2 minutes ago')).toBeTruthy();

    counts.rows = 0;
    counts.times = 0;
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(first!).getByText('3 minutes ago')).toBeTruthy();
    // Each deal's time told again, and no row rendered again.
    expect(counts.times).toBe(deals.length);
    expect(counts.rows).toBe(0);
  });
});
