import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOffsetTop } from '@/src/ui/list/useOffsetTop';

function List({ onOffset }: { onOffset: (offset: number) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  onOffset(useOffsetTop(ref));
  return <div ref={ref} data-testid="list" />;
}

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollY = 0;
});

describe('useOffsetTop (where a list starts, read without forcing a layout)', () => {
  it('reads nothing as the list mounts at the top of the page', () => {
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const offsets: number[] = [];
    render(<List onOffset={(offset) => offsets.push(offset)} />);
    expect(rect).not.toHaveBeenCalled();
    expect(offsets.at(-1)).toBe(0);
  });

  it('reads the true offset at once on a page already scrolled', () => {
    window.scrollY = 300;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: -100,
    } as DOMRect);
    const offsets: number[] = [];
    render(<List onOffset={(offset) => offsets.push(offset)} />);
    expect(offsets.at(-1)).toBe(200);
  });
});
