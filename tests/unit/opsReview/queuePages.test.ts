import { describe, expect, it } from 'vitest';
import { withoutNode } from '@/features/opsReview/model/queuePages';

const pages = () => ({
  pages: [
    { nodes: [{ id: 'a' }, { id: 'b' }], total_count: 3 },
    { nodes: [{ id: 'c' }], total_count: 3 },
  ],
});

describe('withoutNode', () => {
  it('takes a decided item out of the page holding it and out of every total', () => {
    const data = pages();
    withoutNode(data, (node) => node.id === 'c');
    expect(data.pages).toEqual([
      { nodes: [{ id: 'a' }, { id: 'b' }], total_count: 2 },
      { nodes: [], total_count: 2 },
    ]);
  });

  it('changes nothing when the item is not loaded', () => {
    const data = pages();
    withoutNode(data, (node) => node.id === 'z');
    expect(data).toEqual(pages());
  });
});
