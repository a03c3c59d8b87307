import { describe, expect, it } from 'vitest';
import { formValidator } from '@/src/ui/forms/validate';
import { PRODUCT_CATEGORIES, PRODUCT_IMAGES_MAX } from '@/domain/products/rules';
import { centsToDollars, dollarsToCents } from '@/domain/money';
import { productSchema } from '@/domain/products/schema';
import { productVariables, toProductInput } from '@/features/products/schema';
import { keys, text } from '../account/helpers';

/** A product the API accepts; each test breaks one field. */
const valid = {
  brand_id: 'brand-1',
  name: 'Glow serum',
  price: 19_99,
  link: 'https://shop.example.com/glow',
  description: 'A serum that glows',
  category: 'beauty',
  image_ids: ['image-1'],
};
const check = (changes: Record<string, unknown>) => keys(productSchema, { ...valid, ...changes });

describe('productSchema', () => {
  it('accepts a complete product', async () => {
    expect(await check({})).toEqual({});
  });

  it('requires a brand', async () => {
    expect(await check({ brand_id: '' })).toEqual({ brand_id: 'validation:productBrandRequired' });
  });

  it.each([
    [2, { name: 'validation:productNameLength' }],
    [3, {}],
    [30, {}],
    [31, { name: 'validation:productNameLength' }],
  ])('name of %i characters', async (length, expected) => {
    expect(await check({ name: text(length) })).toEqual(expected);
  });

  it('trims the name before counting and requires one', async () => {
    expect(await check({ name: `  ${text(2)}  ` })).toEqual({
      name: 'validation:productNameLength',
    });
    expect(await check({ name: '   ' })).toEqual({ name: 'validation:productNameRequired' });
  });

  it.each([
    [299, { price: 'validation:productPriceRange' }],
    [300, {}],
    [10_000_000, {}],
    [10_000_001, { price: 'validation:productPriceRange' }],
    [1999.5, { price: 'validation:productPriceInvalid' }],
    [Number.NaN, { price: 'validation:productPriceInvalid' }],
    [undefined, { price: 'validation:productPriceRequired' }],
  ])('price of %s cents', async (price, expected) => {
    expect(await check({ price })).toEqual(expected);
  });

  it.each([
    [5, { description: 'validation:productDescriptionLength' }],
    [6, {}],
    [300, {}],
    [301, { description: 'validation:productDescriptionLength' }],
  ])('description of %i characters', async (length, expected) => {
    expect(await check({ description: text(length) })).toEqual(expected);
  });

  it.each([
    ['https://shop.example.com/glow', {}],
    ['http://example.com', {}],
    // Typed without its scheme: https:// is added first (docs/product.md#as-typed).
    ['shop.example.com/glow', {}],
    ['shop', { link: 'validation:productLinkInvalid' }],
    ['https://localhost', { link: 'validation:productLinkInvalid' }],
    ['javascript:alert(1)', { link: 'validation:productLinkInvalid' }],
    ['ftp://example.com/file', { link: 'validation:productLinkInvalid' }],
    ['', { link: 'validation:productLinkRequired' }],
  ])('link %j', async (link, expected) => {
    expect(await check({ link })).toEqual(expected);
  });

  it('takes each of the 14 categories and nothing else', async () => {
    expect(PRODUCT_CATEGORIES).toHaveLength(14);
    for (const category of PRODUCT_CATEGORIES) expect(await check({ category })).toEqual({});
    expect(await check({ category: 'cars' })).toEqual({
      category: 'validation:productCategoryRequired',
    });
    expect(await check({ category: undefined })).toEqual({
      category: 'validation:productCategoryRequired',
    });
  });

  it(`takes up to ${PRODUCT_IMAGES_MAX} images`, async () => {
    const ids = (count: number) => Array.from({ length: count }, (_, i) => `image-${i}`);
    expect(await check({ image_ids: ids(5) })).toEqual({});
    expect(await check({ image_ids: ids(6) })).toEqual({
      image_ids: 'validation:productImagesMax',
    });
    expect(await check({ image_ids: undefined })).toEqual({});
  });
});

describe('dollars and cents', () => {
  it.each([
    ['19.99', 1999],
    ['19.9', 1990],
    ['30', 3000],
    ['$1,250', 125_000],
    [' 100000.00 ', 10_000_000],
    ['0.05', 5],
  ])('%j is %i cents', (typed, cents) => {
    expect(dollarsToCents(typed)).toBe(cents);
  });

  it.each(['', 'abc', '19.999', '-5', '1e3', '19,99.5.1', '$'])('%j is not an amount', (typed) => {
    expect(dollarsToCents(typed)).toBeNull();
  });

  it.each([
    [1999, '19.99'],
    [3000, '30'],
    [1990, '19.90'],
    [5, '0.05'],
    [10_000_000, '100000'],
  ])('%i cents show as %j', (cents, shown) => {
    expect(centsToDollars(cents)).toBe(shown);
    expect(dollarsToCents(shown)).toBe(cents);
  });
});

describe('the product form', () => {
  const form = {
    brand_id: 'brand-1',
    name: '  Glow serum ',
    price: '19.99',
    link: 'https://shop.example.com/glow',
    description: 'A serum that glows',
    category: 'beauty' as const,
    images: [{ id: 'image-1', url: '/images/image-1' }],
  };
  const validate = formValidator(productSchema, toProductInput);
  const messages = (changes: object) =>
    Object.fromEntries(
      Object.entries(validate({ ...form, ...changes })).map(([field, message]) => [
        field,
        typeof message === 'string' ? message : message.key,
      ]),
    );

  it('checks the price typed in dollars with the rules in cents', () => {
    expect(messages({})).toEqual({});
    expect(messages({ price: '2.99' })).toEqual({ price: 'validation:productPriceRange' });
    expect(messages({ price: '3' })).toEqual({});
    expect(messages({ price: '100,000' })).toEqual({});
    expect(messages({ price: '100000.01' })).toEqual({ price: 'validation:productPriceRange' });
  });

  it('says an unparsable price is not a price, and an empty one is missing', () => {
    expect(messages({ price: 'twenty' })).toEqual({ price: 'validation:productPriceInvalid' });
    expect(messages({ price: '19.999' })).toEqual({ price: 'validation:productPriceInvalid' });
    expect(messages({ price: '  ' })).toEqual({ price: 'validation:productPriceRequired' });
  });

  it('sends the API its values: cents, trimmed text, image ids', () => {
    expect(productVariables(form)).toEqual({
      brand_id: 'brand-1',
      name: 'Glow serum',
      price: 1999,
      link: 'https://shop.example.com/glow',
      description: 'A serum that glows',
      category: 'beauty',
      image_ids: ['image-1'],
    });
  });

  it('checks values as given when a form has no transform', () => {
    expect(formValidator(productSchema)({ ...valid })).toEqual({});
  });
});
