import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLASH_ID,
  flashAdded,
  flashesSlice,
  flashesLeftFor,
  flashRemoved,
} from '@/src/entities/flashes/flashesSlice';

const reduce = flashesSlice.reducer;

describe('flashes slice', () => {
  it('defaults the id to "flash"', () => {
    const state = reduce(undefined, flashAdded({ content: 'Brand created', themeColor: 'green' }));
    expect(DEFAULT_FLASH_ID).toBe('flash');
    expect(state.items).toEqual([{ id: 'flash', content: 'Brand created', themeColor: 'green' }]);
  });

  it('keeps a translation key with its values, not translated text', () => {
    const state = reduce(
      undefined,
      flashAdded({
        id: 'brand',
        contentKey: 'brands:card.products',
        contentValues: { count: 3 },
        themeColor: 'green',
      }),
    );
    expect(state.items).toEqual([
      {
        id: 'brand',
        content: '',
        contentKey: 'brands:card.products',
        contentValues: { count: 3 },
        themeColor: 'green',
      },
    ]);
  });

  it('replaces a flash with an existing id in place', () => {
    let state = reduce(undefined, flashAdded({ id: 'a', content: 'one' }));
    state = reduce(state, flashAdded({ id: 'b', content: 'two' }));
    state = reduce(state, flashAdded({ id: 'a', content: 'three', themeColor: 'red' }));
    expect(state.items).toEqual([
      { id: 'a', content: 'three', themeColor: 'red' },
      { id: 'b', content: 'two', themeColor: 'blue' },
    ]);
  });

  it('appends a flash with a new id', () => {
    let state = reduce(undefined, flashAdded({ id: 'a', content: 'one' }));
    state = reduce(state, flashAdded({ id: 'b', content: 'two', themeColor: 'yellow' }));
    expect(state.items.map((flash) => flash.id)).toEqual(['a', 'b']);
  });

  it('removes by id and only that one', () => {
    let state = reduce(undefined, flashAdded({ id: 'a', content: 'one' }));
    state = reduce(state, flashAdded({ id: 'b', content: 'two' }));
    state = reduce(state, flashRemoved({ id: 'a' }));
    expect(state.items.map((flash) => flash.id)).toEqual(['b']);
    expect(reduce(state, flashRemoved({ id: 'missing' })).items).toHaveLength(1);
  });

  it("keeps a page's flash until the user is on another page", () => {
    let state = reduce(
      undefined,
      flashAdded({ id: 'brand', content: 'Brand created', path: '/brands' }),
    );
    state = reduce(state, flashAdded({ content: 'Anywhere' }));
    expect(reduce(state, flashesLeftFor({ path: '/brands' }))).toEqual(state);
    expect(reduce(state, flashesLeftFor({ path: '/products' })).items.map((f) => f.id)).toEqual([
      'flash',
    ]);
  });
});
