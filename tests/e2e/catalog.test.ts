import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import brandTexts from '@/locales/en/brands.json';
import imageTexts from '@/locales/en/images.json';
import productTexts from '@/locales/en/products.json';
import { pngBytes } from '../integration/helpers/images';
import { launchBrowser, newPage } from './browser';
import { baseUrl, companyWithLogin, en } from './helpers';

// The catalogue is done when a new company sets up two brands and five products from an empty
// account, in the browser, without help. Then it edits, filters and deletes.

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await newPage(browser, 1440, 900);
  const company = await companyWithLogin();
  await page.goto(`${baseUrl()}${company.impersonationPath}`);
  await page.getByRole('heading', { level: 1, name: en.screens.dashboard.title }).waitFor();
});
afterAll(async () => {
  await browser?.close();
});

/** A list right after a page load: the first answer can take seconds on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const heading = (name: string) => page.getByRole('heading', { level: 1, name });
const dialog = () => page.getByRole('dialog');

/** Picks image files through the uploader's file input and waits until they are uploaded. */
async function attachImages(scope: Locator, count: number) {
  const files = Array.from({ length: count }, (_, index) => ({
    name: `photo-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(pngBytes(4, 4, [40 * index, 120, 200])),
  }));
  await scope.locator('input[type="file"]').setInputFiles(files);
  for (let number = 1; number <= count; number += 1) {
    await scope
      .getByRole('button', { name: imageTexts.remove.replace('{{number}}', String(number)) })
      .waitFor();
  }
  await expect.poll(() => scope.getByRole('progressbar').count(), { timeout: 10_000 }).toBe(0);
  // The thumbnails sit side by side in a row that wraps, not stacked one per line.
  const tops = await scope
    .getByRole('img', {
      name: new RegExp(`^${imageTexts.thumbnail.replace('{{number}}', '\\d+')}$`),
    })
    .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().top));
  expect(tops).toHaveLength(count);
  expect(new Set(tops).size).toBe(1);
}

async function createBrand(name: string, description: string, withLogo: boolean) {
  await page.getByRole('button', { name: brandTexts.new }).first().click();
  const form = dialog();
  await form.getByLabel(brandTexts.form.name).fill(name);
  await form.getByLabel(brandTexts.form.description).fill(description);
  if (withLogo) await attachImages(form, 1);
  await form.getByRole('button', { name: brandTexts.form.create }).click();
  await form.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: brandTexts.flash.created }).count())
    .toBe(1);
}

interface NewProduct {
  brand: string;
  name: string;
  price: string;
  category: keyof typeof productTexts.categories;
  images: number;
}

async function createProduct(product: NewProduct) {
  await page.goto(`${baseUrl()}/products`);
  await heading(en.screens.products.title).waitFor();
  await page.getByRole('button', { name: productTexts.new }).first().click();
  const form = dialog();
  await form.getByLabel(productTexts.form.brand).selectOption({ label: product.brand });
  await form.getByLabel(productTexts.form.name).fill(product.name);
  await form.getByLabel(productTexts.form.price).fill(product.price);
  await form.getByLabel(productTexts.form.link).fill('https://shop.example.com/item');
  await form.getByLabel(productTexts.form.description).fill(`${product.name}, made to last.`);
  await form
    .getByLabel(productTexts.form.category)
    .selectOption({ label: productTexts.categories[product.category] });
  if (product.images > 0) await attachImages(form, product.images);
  await form.getByRole('button', { name: productTexts.form.create }).click();
  // Lands on the new product's overview, with the flash there.
  await heading(product.name).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/product\/\d+$/);
  await page.getByRole('status').filter({ hasText: productTexts.flash.created }).waitFor();
}

describe('brands and products', () => {
  it('starts from an empty account that leads to the first brand', async () => {
    await page.goto(`${baseUrl()}/products`);
    await page.getByText(productTexts.empty.noBrandsTitle).waitFor();
    await page.goto(`${baseUrl()}/brands`);
    await heading(en.screens.brandListing.title).waitFor();
    await page.getByText(brandTexts.empty.title).waitFor();
  });

  it('creates two brands, one with a logo, and shows the flash on the brand list', async () => {
    await createBrand('Northwind', 'Outdoor gear for rainy days', true);
    await createBrand('Sunbeam', 'Bright kitchen appliances', false);
    await page.getByRole('heading', { name: 'Northwind' }).waitFor();
    await page.getByRole('heading', { name: 'Sunbeam' }).waitFor();
    const logo = page.locator('img[src^="/v1/images/"]').first();
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  it('edits a brand and the flash says so', async () => {
    await page
      .getByRole('button', { name: brandTexts.card.editNamed.replace('{{name}}', 'Sunbeam') })
      .click();
    const form = dialog();
    await form.getByLabel(brandTexts.form.description).fill('Bright and quiet kitchen appliances');
    await form.getByRole('button', { name: brandTexts.form.save }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: brandTexts.flash.updated }).waitFor();
    await page.getByText('Bright and quiet kitchen appliances').waitFor();
  });

  it('creates five products, with photos, each landing on its overview with the flash', async () => {
    await createProduct({
      brand: 'Northwind',
      name: 'Storm jacket',
      price: '129.99',
      category: 'apparel',
      images: 2,
    });
    await createProduct({
      brand: 'Northwind',
      name: 'Trail boots',
      price: '89',
      category: 'apparel',
      images: 1,
    });
    await createProduct({
      brand: 'Northwind',
      name: 'Rain hat',
      price: '19.50',
      category: 'apparel',
      images: 0,
    });
    await createProduct({
      brand: 'Sunbeam',
      name: 'Quiet blender',
      price: '59.90',
      category: 'appliances',
      images: 1,
    });
    await createProduct({
      brand: 'Sunbeam',
      name: 'Toaster duo',
      price: '35',
      category: 'home',
      images: 0,
    });
  });

  it('edits a product on its overview and shows the update flash', async () => {
    await page.goto(`${baseUrl()}/products`);
    await page.getByRole('link', { name: /Toaster duo/ }).click();
    await heading('Toaster duo').waitFor();
    await page.getByRole('button', { name: productTexts.overview.edit }).click();
    const form = dialog();
    await form.getByLabel(productTexts.form.name).fill('Toaster trio');
    await form.getByLabel(productTexts.form.price).fill('45');
    await form.getByRole('button', { name: productTexts.form.save }).click();
    await heading('Toaster trio').waitFor();
    await page.getByRole('status').filter({ hasText: productTexts.flash.updated }).waitFor();
    await page.getByText('$45.00').first().waitFor();
  });

  it('filters the list by brand, category and name, in the URL', async () => {
    await page.goto(`${baseUrl()}/products`);
    const list = page.getByRole('list', { name: productTexts.list.label });
    await expect.poll(() => list.getByRole('listitem').count(), PAGE_LOAD).toBe(5);

    await page.getByLabel(productTexts.toolbar.brand).selectOption({ label: 'Sunbeam' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('brand')).not.toBeNull();

    await page
      .getByLabel(productTexts.toolbar.category)
      .selectOption({ label: productTexts.categories.home });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Toaster trio').waitFor();

    await page.getByRole('button', { name: productTexts.toolbar.clear }).first().click();
    await page.getByLabel(productTexts.toolbar.search).fill('boots');
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    await list.getByText('Trail boots').waitFor();

    await page.getByLabel(productTexts.toolbar.search).fill('nothing like this');
    await page.getByText(productTexts.empty.noMatchTitle).waitFor();
  });

  it('deletes a product after confirming, back on the list', async () => {
    await page.goto(`${baseUrl()}/products`);
    await page.getByRole('link', { name: /Rain hat/ }).click();
    await heading('Rain hat').waitFor();
    await page.getByRole('button', { name: productTexts.overview.delete }).click();
    // A destructive confirmation is an alert dialog.
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: productTexts.delete.confirm })
      .click();
    await heading(en.screens.products.title).waitFor();
    const list = page.getByRole('list', { name: productTexts.list.label });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(4);
    expect(await page.getByText('Rain hat').count()).toBe(0);
  });

  it('lays the product list out on a phone', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseUrl()}/products`);
    const list = page.getByRole('list', { name: productTexts.list.label });
    await expect.poll(() => list.getByRole('listitem').count(), PAGE_LOAD).toBe(4);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
