import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { DEAL_ID, dealDetail, dealReply, renderDeals } from './fixtures';

const dealPath = `/deal/${DEAL_ID}`;
/** The deal's screen is a lazy chunk: on a busy machine its first load takes seconds. */
const FIRST_LOAD = { timeout: 15_000 };

const ADDRESS = {
  name: 'Ana Ruiz',
  line1: 'Calle 5 12',
  line2: 'Depto 3',
  city: 'Guadalajara',
  region: 'Jalisco',
  postal_code: '44100',
  country: 'MX',
  phone: '+523312345678',
};

describe("The ship form's address", { timeout: TYPING_TIMEOUT }, () => {
  it("shows the creator's address and copies it as a parcel's label reads", async () => {
    const { user } = renderDeals(dealPath, {
      Deal: dealReply(dealDetail({ shipping_address: ADDRESS })),
    });
    const form = await screen.findByRole('region', { name: 'Ship the product' }, FIRST_LOAD);
    const address = within(form).getByRole('group', { name: 'Ship to' });
    expect(within(address).getByText('Calle 5 12')).toBeTruthy();
    expect(within(address).getByText('Guadalajara, Jalisco 44100')).toBeTruthy();
    expect(within(address).getByText('Mexico')).toBeTruthy();
    await user.click(within(address).getByRole('button', { name: 'Copy address' }));
    expect(await within(address).findByText('Copied')).toBeTruthy();
    await waitFor(async () =>
      expect(await navigator.clipboard.readText()).toBe(
        [
          'Ana Ruiz',
          'Calle 5 12',
          'Depto 3',
          'Guadalajara, Jalisco 44100',
          'Mexico',
          '+523312345678',
        ].join('\n'),
      ),
    );
  });

  it('shows no address when the deal has none', async () => {
    renderDeals(dealPath, { Deal: dealReply(dealDetail({ shipping_address: null })) });
    const form = await screen.findByRole('region', { name: 'Ship the product' }, FIRST_LOAD);
    expect(within(form).getByRole('form', { name: 'Ship the product' })).toBeTruthy();
    expect(within(form).queryByRole('group', { name: 'Ship to' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Copy address' })).toBeNull();
  });
});
