import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SCROLL_DELAY_MS, ScrollToTop } from '@/src/ui/ScrollToTop';
import { renderWithProviders } from '../renderWithProviders';

describe('ScrollToTop', () => {
  it('scrolls to the top 200 ms after the location changes', async () => {
    vi.useFakeTimers();
    const { router } = renderWithProviders(<ScrollToTop />, { route: '/deals' });
    act(() => {
      vi.advanceTimersByTime(SCROLL_DELAY_MS);
    });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/wallet'));
    act(() => {
      vi.advanceTimersByTime(SCROLL_DELAY_MS - 1);
    });
    expect(window.scrollTo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('scrolls once for navigations quicker than the delay', async () => {
    vi.useFakeTimers();
    const { router } = renderWithProviders(<ScrollToTop />, { route: '/deals' });
    act(() => {
      vi.advanceTimersByTime(SCROLL_DELAY_MS);
    });
    vi.mocked(window.scrollTo).mockClear();

    await act(() => router.navigate('/wallet'));
    act(() => {
      vi.advanceTimersByTime(SCROLL_DELAY_MS / 2);
    });
    await act(() => router.navigate('/brands'));
    act(() => {
      vi.advanceTimersByTime(SCROLL_DELAY_MS);
    });
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
