import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { connection, creatorsReply, discoveryPath, entry, renderDiscovery } from './fixtures';

describe('Creators discovery', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the rows of Find creators', async () => {
    renderDiscovery(discoveryPath('tab=find'), {
      Creators: creatorsReply(
        connection([entry(1, { name: 'Ana Ruiz', tier: 'pro', followers: 1_234_567 })], {
          total: 12_345,
        }),
      ),
    });
    const list = await screen.findByRole('list', { name: 'Creators' });
    const row = within(list).getAllByTestId('creator-row')[0]!;
    expect(within(row).getByRole('img', { name: 'Ana Ruiz' })).toBeTruthy();
    expect(within(row).getByText('1.2M')).toBeTruthy();
    expect(screen.getByText('12,345 creators')).toBeTruthy();
  });
});
