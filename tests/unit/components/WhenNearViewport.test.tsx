import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from '@/src/ui/WhenNearViewport';

/** An IntersectionObserver the test drives: it reports when told to. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: Array<Partial<IntersectionObserverEntry>>) => void,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.last = undefined;
});

const renderChart = () =>
  render(
    <WhenNearViewport placeholder={<p>placeholder</p>}>
      <p>chart</p>
    </WhenNearViewport>,
  );

describe('WhenNearViewport (content below the fold comes when its place nears the window)', () => {
  it('shows the placeholder until its place nears the window, then the content for good', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderChart();
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('chart')).toBeNull();
    const observer = FakeObserver.last!;
    expect(observer.options.rootMargin).toBe('200px');
    expect(observer.observed).toHaveLength(1);

    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.queryByText('chart')).toBeNull();
    act(() => observer.report([{ isIntersecting: true }]));
    expect(screen.getByText('chart')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(observer.disconnected).toBe(true);
  });

  it('shows the content at once where intersections cannot be observed', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderChart();
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
