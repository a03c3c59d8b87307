/**
 * Discovery names a creator's asking price for what it is, "Usual rate": the brand never
 * pays it, it pays the campaign's fixed fee per deal (docs/product.md#creators).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { connection, creatorsReply, discoveryPath, entry, renderDiscovery } from './fixtures';

describe('the creator’s rate in discovery', { timeout: TYPING_TIMEOUT }, () => {
  it('reads "Usual rate" on each row, in the sort and in the filters, never "Price"', async () => {
    renderDiscovery(discoveryPath('tab=find'), {
      Creators: creatorsReply(connection([entry(1, { name: 'Ana Ruiz', price: 22_800 })])),
    });
    const list = await screen.findByRole('list', { name: 'Creators' }, { timeout: 10_000 });
    const row = within(within(list).getAllByTestId('creator-row')[0]!);
    expect(row.getByText('Usual rate')).toBeTruthy();
    expect(row.queryByText('Price')).toBeNull();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    const options = within(sort).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toContain('Usual rate: low to high');
    expect(options.some((option) => /Price/.test(option.textContent ?? ''))).toBe(false);
  });
});
