import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountError, statusMessage, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { brand, brandsPage, inTurn, renderBrands } from './brandStub';
import { deferred } from '../helpers/promises';

const acme = brand('b1', {
  name: 'Acme',
  description: 'Outdoor gear for all',
  products_count: 3,
});

const cardOf = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('li')!);

describe('brand changes', { timeout: TYPING_TIMEOUT }, () => {
  it('creates a brand, closes the dialog and says so on the page', async () => {
    const created = brand('b2', { name: 'Northwind', description: 'Coffee roasted daily' });
    const { api, user } = renderBrands({
      Brands: inTurn(brandsPage([acme]), brandsPage([created, acme])),
      BrandCreate: { data: { BrandCreate: { id: 'b2', name: 'Northwind' } } },
    });
    await cardOf('Acme');
    await user.click(screen.getByRole('button', { name: 'New brand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New brand' }));
    await user.type(dialog.getByLabelText('Name'), 'No');
    await user.type(dialog.getByLabelText('Description'), 'Coffee roasted daily');
    expect(dialog.getByText('20/50')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Create brand' }));
    expect(dialog.getByText('The brand name must have 3 to 20 characters')).toBeTruthy();
    expect(api.callsOf('BrandCreate')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name'), 'rthwind{Enter}');
    expect(await screen.findByText('Brand created')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('BrandCreate')[0]?.variables).toEqual({
      name: 'Northwind',
      description: 'Coffee roasted daily',
      logo_image_id: null,
    });
    // The list was refetched: the new brand is in it.
    expect(await screen.findByRole('heading', { name: 'Northwind' })).toBeTruthy();
  });

  it("shows the server's refusal of a taken name on the name field, keeping the dialog", async () => {
    const { api, user } = renderBrands({
      Brands: brandsPage([acme]),
      BrandCreate: accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { name: 'You already have a brand with this name' },
      }),
    });
    await cardOf('Acme');
    await user.click(screen.getByRole('button', { name: 'New brand' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New brand' }));
    await user.type(dialog.getByLabelText('Name'), 'ACME');
    await user.type(dialog.getByLabelText('Description'), 'Outdoor gear again{Enter}');
    expect(await dialog.findByText('You already have a brand with this name')).toBeTruthy();
    expect(dialog.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsOf('BrandCreate')).toHaveLength(1);
    expect(screen.queryByText('Brand created')).toBeNull();
  });

  it('shows an edit at once and puts the brand back when the server refuses it', async () => {
    const reply = deferred<Reply>();
    const { api, user } = renderBrands({
      // After the first answer the list never answers again: what it shows is the cache.
      Brands: inTurn(brandsPage([acme]), { pending: true }),
      BrandUpdate: () => reply.promise,
    });
    const card = await cardOf('Acme');
    await user.click(card.getByRole('button', { name: 'Edit Acme' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit brand' }));
    const name = dialog.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Acme');
    await user.clear(name);
    await user.type(name, 'Acme Outdoors{Enter}');

    // Optimistic: the list behind the dialog already shows the new name.
    expect(
      await screen.findByRole('heading', { name: 'Acme Outdoors', hidden: true }),
    ).toBeTruthy();
    expect(api.callsOf('BrandUpdate')[0]?.variables).toEqual({
      id: 'b1',
      name: 'Acme Outdoors',
      description: 'Outdoor gear for all',
      logo_image_id: null,
    });

    reply.resolve(
      accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { name: 'You already have a brand with this name' },
      }),
    );
    expect(await dialog.findByText('You already have a brand with this name')).toBeTruthy();
    // The undo runs in the mutation's own lifecycle, which may settle after the form's.
    expect(await screen.findByRole('heading', { name: 'Acme', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Acme Outdoors', hidden: true })).toBeNull();
    expect(screen.queryByText('Brand updated')).toBeNull();
  });

  it('saves an edit and says so', async () => {
    const { user } = renderBrands({
      Brands: inTurn(brandsPage([acme]), brandsPage([{ ...acme, name: 'Acme Outdoors' }])),
      BrandUpdate: { data: { BrandUpdate: { id: 'b1', name: 'Acme Outdoors' } } },
    });
    const card = await cardOf('Acme');
    await user.click(card.getByRole('button', { name: 'Edit Acme' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit brand' }));
    await user.type(dialog.getByLabelText('Name'), ' Outdoors');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Brand updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Acme Outdoors' })).toBeTruthy();
  });

  it("asks before deleting, and shows the server's reason when the brand is in use", async () => {
    const inUse = 'This brand is used by a campaign: change the campaign first';
    const { api, user } = renderBrands({
      Brands: brandsPage([{ ...acme, in_use: true }]),
      BrandDelete: accountError('IN_USE', inUse),
    });
    const card = await cardOf('Acme');
    await user.click(card.getByRole('button', { name: 'Delete Acme' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete Acme?' }));
    expect(
      dialog.getByText('Its 3 products will be deleted too. This cannot be undone.'),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Delete brand' }));
    expect(await dialog.findByText(inUse)).toBeTruthy();
    expect(api.callsOf('BrandDelete')[0]?.variables).toEqual({ id: 'b1' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('deletes a brand once confirmed, and the message above the list says so', async () => {
    const { api, user } = renderBrands({
      Brands: inTurn(
        brandsPage([acme]),
        brandsPage([{ ...acme, name: 'Acme Outdoors' }]),
        brandsPage([]),
      ),
      BrandUpdate: { data: { BrandUpdate: { id: 'b1', name: 'Acme Outdoors' } } },
      BrandDelete: statusMessage('BrandDelete', 'The brand has been deleted'),
    });
    const card = await cardOf('Acme');
    await user.click(card.getByRole('button', { name: 'Edit Acme' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit brand' }));
    await user.type(form.getByLabelText('Name'), ' Outdoors{Enter}');
    expect(await screen.findByText('Brand updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const edited = await cardOf('Acme Outdoors');
    await user.click(edited.getByRole('button', { name: 'Delete Acme Outdoors' }));
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Delete Acme Outdoors?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Delete brand' }));
    expect(await screen.findByRole('heading', { name: 'Create your first brand' })).toBeTruthy();
    const flash = await screen.findByText('Brand deleted');
    expect(flash.closest('[role="status"]')?.getAttribute('data-color')).toBe('blue');
    expect(screen.queryByText('Brand updated')).toBeNull();
    expect(api.callsOf('BrandDelete')[0]?.variables).toEqual({ id: 'b1' });
  });
});
