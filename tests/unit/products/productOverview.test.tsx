import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { page, productDetail, renderProducts } from './fixtures';
import { deferred } from '../helpers/promises';

const product = productDetail();
const productReply: Reply = { data: { Product: product } };

describe('ProductOverview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the product: photos, price in USD, brand, category, link and description', async () => {
    const { user } = renderProducts('/product/product-1', {
      Product: { data: { Product: productDetail({ in_use: true }) } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Glow serum' })).toBeTruthy();
    expect(screen.getByText('$19.99')).toBeTruthy();
    expect(screen.getByText('Glowco')).toBeTruthy();
    expect(screen.getByText('Beauty')).toBeTruthy();
    expect(screen.getByText('In use by campaigns')).toBeTruthy();
    expect(screen.getByText('A serum that glows all day')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://shop.example.com/glow' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    // The thumbnails choose the main photo, by keyboard too.
    expect(screen.getByRole('img', { name: 'Glow serum, photo 1 of 2' })).toBeTruthy();
    const first = screen.getByRole('button', { name: 'Show photo 1 of 2' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Glow serum, photo 2 of 2' })).toBeTruthy();
    const second = screen.getByRole('button', { name: 'Show photo 2 of 2' });
    expect(second.getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(second);
  });

  it("says a product is not found (another company's or deleted) and leads back", async () => {
    renderProducts('/product/elsewhere', {
      Product: accountError('NOT_FOUND', 'This product does not exist'),
    });
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Back to products' });
    expect(links.every((link) => link.getAttribute('href') === '/products')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows an edit at once, and puts it back when the server refuses it', async () => {
    const reply = deferred<Reply>();
    const { api, user } = renderProducts('/product/product-1', {
      // The refetch after the refusal never answers: what shows is the undone patch.
      Product: () => (api.callsOf('Product').length > 1 ? { pending: true } : productReply),
      ProductUpdate: () => reply.promise,
    });
    await screen.findByRole('heading', { level: 1, name: 'Glow serum' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    const price = dialog.getByRole('textbox', { name: 'Price' }) as HTMLInputElement;
    expect(price.value).toBe('19.99');
    await user.clear(dialog.getByRole('textbox', { name: 'Name' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Glow serum XL');
    await user.clear(price);
    await user.type(price, '25');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    // Optimistic: the page behind the dialog (hidden from the accessibility tree while the
    // dialog is open) already shows the change.
    const heading = (name: string) =>
      screen.findByRole('heading', { level: 1, name, hidden: true });
    expect(await heading('Glow serum XL')).toBeTruthy();
    expect(screen.getByText('$25.00')).toBeTruthy();
    expect(api.callsOf('ProductUpdate')[0]?.variables).toMatchObject({
      id: 'product-1',
      name: 'Glow serum XL',
      price: 2500,
      image_ids: ['image-1', 'image-2'],
    });

    reply.resolve(
      accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { name: 'A product with this name already exists' },
      }),
    );
    expect(await dialog.findByText('A product with this name already exists')).toBeTruthy();
    expect(await heading('Glow serum')).toBeTruthy();
    expect(screen.getByText('$19.99')).toBeTruthy();
    expect(screen.queryByText('Product updated')).toBeNull();
  });

  it('closes the edit with the "Product updated" flash once saved', async () => {
    let stored = product;
    const { user } = renderProducts('/product/product-1', {
      Product: () => ({ data: { Product: stored } }),
      ProductUpdate: (variables) => {
        stored = { ...product, name: String(variables.name) };
        return { data: { ProductUpdate: { id: 'product-1' } } };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Glow serum' });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit product' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), ' Pro{Enter}');
    expect((await screen.findByRole('status')).textContent).toContain('Product updated');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Glow serum Pro' })).toBeTruthy();
  });

  it("shows the server's reason when a campaign uses the product, and keeps it", async () => {
    const message = 'This product is used by a campaign: change the campaign first';
    const { api, user, router } = renderProducts('/product/product-1', {
      Product: productReply,
      ProductDelete: accountError('IN_USE', message),
    });
    await screen.findByRole('heading', { level: 1, name: 'Glow serum' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this product?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete product' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/product/product-1');
    expect(api.callsOf('ProductDelete')[0]?.variables).toEqual({ id: 'product-1' });
  });

  it('deletes the product and goes back to the list with "Product deleted"', async () => {
    const { user, router } = renderProducts('/product/product-1', {
      Product: productReply,
      ProductDelete: { data: { ProductDelete: { status: 'success', message: 'Deleted' } } },
      Products: page([]),
    });
    await screen.findByRole('heading', { level: 1, name: 'Glow serum' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    const flash = await screen.findByRole('status');
    expect(flash.textContent).toContain('Product deleted');
    expect(flash.dataset.color).toBe('blue');
  });
});
