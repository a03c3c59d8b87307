import { describe, expect, it } from 'vitest';
import { estimateHeapSize, estimateUnsharedSize } from '@/store/debug/heapSize';

const row = (i: number) => ({ id: `p${i}`, name: `Product number ${i}`, price: 19.99 + i });
const rows = (length: number) => Array.from({ length }, (_, i) => row(i));

describe('heap size estimate', () => {
  it('grows with the text and the number of rows, sampling long lists', () => {
    expect(estimateHeapSize('x'.repeat(1000))).toBeGreaterThan(1000);
    expect(estimateHeapSize(null) + estimateHeapSize(true) + estimateHeapSize(7)).toBe(0);

    const one = estimateHeapSize(row(50));
    const hundred = estimateHeapSize(rows(100));
    expect(hundred).toBeGreaterThan(one * 80);
    expect(hundred).toBeLessThan(one * 120);
  });

  it('counts only what an old state holds that the new one does not share', () => {
    const shared = rows(50);
    const old = { list: shared, detail: row(1), flags: { open: true } };
    expect(estimateUnsharedSize(old, old)).toBe(0);

    // Structural sharing: only `detail` was replaced.
    const next = { ...old, detail: row(2) };
    const unshared = estimateUnsharedSize(old, next);
    expect(unshared).toBeGreaterThanOrEqual(estimateHeapSize(old.detail));
    expect(unshared).toBeLessThan(estimateHeapSize(shared) / 10);

    // A whole new list: the old one is all the old state's own.
    expect(estimateUnsharedSize(old, { ...old, list: rows(50) })).toBeGreaterThanOrEqual(
      estimateHeapSize(shared),
    );
  });

  it('ends on a cycle', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(estimateHeapSize(cyclic)).toBeGreaterThan(0);
  });
});
