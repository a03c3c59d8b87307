import { act, render, renderHook, screen } from '@testing-library/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { describe, expect, it, vi } from 'vitest';
import { useStagedReveal } from '@/src/ui/useStagedReveal';
import { measureWhenLaidOut, useGrowingOverscan } from '@/src/ui/list/windowRows';

describe('useGrowingOverscan (a virtual list first renders only its visible rows)', () => {
  it('keeps no row beyond the window in the first render, then the full overscan', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const overscan = useGrowingOverscan(6);
      seen.push(overscan);
      return overscan;
    });
    expect(seen[0]).toBe(0);
    await vi.waitFor(() => expect(result.current).toBe(6));
  });
});

describe('measureWhenLaidOut (a row measured without forcing a layout)', () => {
  /** A list of three rows whose heights the test reads through the virtualizer. */
  function Rows({ onList }: { onList: (list: ReturnType<typeof useWindowVirtualizer>) => void }) {
    const list = useWindowVirtualizer({
      count: 3,
      estimateSize: () => 160,
      getItemKey: (index) => `row-${index}`,
      measureElement: measureWhenLaidOut,
    });
    onList(list);
    return (
      <>
        {[0, 1, 2].map((index) => (
          <div key={index} data-index={index} data-testid={`row-${index}`} />
        ))}
      </>
    );
  }

  it('reads no offsetHeight as a row mounts: the estimate, then what the observer reports', () => {
    let list: ReturnType<typeof useWindowVirtualizer> | undefined;
    render(<Rows onList={(current) => (list = current)} />);
    const row = screen.getByTestId('row-1');
    const offsetHeight = vi.spyOn(row, 'offsetHeight', 'get');

    expect(measureWhenLaidOut(row, undefined, list!)).toBe(160);
    expect(offsetHeight).not.toHaveBeenCalled();

    const entry = {
      borderBoxSize: [{ blockSize: 212.4, inlineSize: 300 }],
    } as unknown as ResizeObserverEntry;
    expect(measureWhenLaidOut(row, entry, list!)).toBe(212);
    act(() => list!.resizeItem(1, 212));
    expect(measureWhenLaidOut(row, undefined, list!)).toBe(212);
    expect(offsetHeight).not.toHaveBeenCalled();
  });
});

describe('useStagedReveal (a screen shows its sections one render after the other)', () => {
  it('shows nothing until ready, then one more section per render up to the last, and keeps them', async () => {
    const seen: number[] = [];
    const { result, rerender } = renderHook(
      ({ ready }) => {
        const shown = useStagedReveal(ready, 3);
        if (seen.at(-1) !== shown) seen.push(shown);
        return shown;
      },
      { initialProps: { ready: false } },
    );
    expect(result.current).toBe(0);
    rerender({ ready: true });
    await vi.waitFor(() => expect(result.current).toBe(3));
    expect(seen).toEqual([0, 1, 2, 3]);
    rerender({ ready: false });
    expect(result.current).toBe(3);
  });
});
