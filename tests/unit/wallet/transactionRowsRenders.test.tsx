import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionRows } from '@/features/wallet/components/TransactionRows';
import type * as FormatModule from '@/features/wallet/hooks/useTransactionFormat';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';
import { transaction } from './walletStub';

// The date cell formats its movement's date at each render of its row: counting the calls
// counts the rows React rendered again.
const dates = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/features/wallet/hooks/useTransactionFormat', async (importOriginal) => {
  const actual = await importOriginal<typeof FormatModule>();
  const { useCounted } = await import('../helpers/countCalls');
  return {
    ...actual,
    useTransactionFormat: () =>
      useCounted(actual.useTransactionFormat(), { date: () => (dates.calls += 1) }),
  };
});

const MOVEMENTS = Array.from({ length: 12 }, (_, i) => transaction(`t-${i + 1}`));

describe('TransactionRows re-renders', { timeout: TYPING_TIMEOUT }, () => {
  it('leaves the rows alone when the history re-renders with the same movements', async () => {
    let setStale: (stale: boolean) => void = () => undefined;
    function History() {
      const [stale, set] = useState(false);
      setStale = set;
      return <TransactionRows transactions={MOVEMENTS} stale={stale} />;
    }
    renderWithProviders(<History />);
    expect(await screen.findAllByText('Movement t-1')).not.toHaveLength(0);
    expect(dates.calls).toBeGreaterThanOrEqual(MOVEMENTS.length);

    // Another filter loads: the same movements stay, dimmed, and no row renders again.
    dates.calls = 0;
    act(() => setStale(true));
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    act(() => setStale(false));
    expect(dates.calls).toBe(0);
  });
});
