import { describe, expect, it } from 'vitest';
import {
  dealFilterOf,
  emptyDealsAddress,
  isFiltered,
  readDealsAddress,
  writeDealsAddress,
} from '@/src/entities/deal/address';

const read = (query: string) => readDealsAddress(new URLSearchParams(query));

describe("TheDeals' address", () => {
  it('reads campaign, statuses in lifecycle order once each, delivery and search', () => {
    expect(
      read(
        'campaign=42&status=completed&status=creator_accepted&status=completed&delivery=delivered&q=%20ana%20',
      ),
    ).toEqual({
      campaign: '42',
      statuses: ['creator_accepted', 'completed'],
      delivery: 'delivered',
      search: 'ana',
    });
  });

  it('drops what is not valid instead of asking for it', () => {
    expect(
      read(
        `campaign=${encodeURIComponent('1 OR 1=1')}&status=lost&delivery=moon&q=${'a'.repeat(80)}`,
      ),
    ).toEqual({ campaign: '', statuses: [], delivery: '', search: 'a'.repeat(60) });
    expect(read('q=%00x').search).toBe('');
  });

  it('writes only what narrows, in one order, and reads it back', () => {
    const state = {
      campaign: 'c-1',
      statuses: ['completed', 'purchased_sent'] as const,
      delivery: 'pending_delivery' as const,
      search: 'bo',
    };
    const params = writeDealsAddress({ ...state, statuses: [...state.statuses] });
    expect(params.toString()).toBe(
      'campaign=c-1&status=purchased_sent&status=completed&delivery=pending_delivery&q=bo',
    );
    expect(readDealsAddress(params)).toEqual({
      ...state,
      statuses: ['purchased_sent', 'completed'],
    });
    expect(writeDealsAddress(emptyDealsAddress()).toString()).toBe('');
  });

  it('makes the API filter of the parts given', () => {
    expect(dealFilterOf(emptyDealsAddress())).toEqual({});
    expect(isFiltered(emptyDealsAddress())).toBe(false);
    const state = read('status=canceled&delivery=canceled&q=x');
    expect(dealFilterOf(state)).toEqual({
      statuses: ['canceled'],
      deliveries: ['canceled'],
      search: 'x',
    });
    expect(isFiltered(state)).toBe(true);
  });
});
