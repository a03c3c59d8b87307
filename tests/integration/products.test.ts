import { describe, expect, it } from 'vitest';
import { errorOf } from './helpers/account';
import {
  catalog,
  catalogState,
  createBrand,
  createProduct,
  dataOf,
  insertCampaign,
  productInput,
  productServerFields,
  shownImage,
  signedInCompany,
  uploadImage,
} from './helpers/catalog';
import { jpegBytes, pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const getProduct = (token: string, id: string, locale?: string) =>
  catalog(t, token, 'product', { id }, locale);
const productsCount = async (token: string, brandId: string) =>
  dataOf(await catalog(t, token, 'brand', { id: brandId })).Brand.products_count;

describe('product CRUD', () => {
  it('creates, reads, updates and deletes a product with its images in order', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const other = await createBrand(t, token, { name: 'Other brand' });
    const [one, two, three] = [
      await uploadImage(t, token, pngBytes(1, 1, [1, 0, 0])),
      await uploadImage(t, token, jpegBytes()),
      await uploadImage(t, token, pngBytes(1, 1, [3, 0, 0])),
    ];
    const created = await createProduct(t, token, brand.id, {
      name: ' Anvil ',
      image_ids: [two!.id, one!.id, two!.id],
    });
    expect(created).toMatchObject({
      name: 'Anvil',
      price: 1999,
      link: 'https://shop.example.com/anvil',
      description: 'A heavy anvil',
      category: 'home',
      in_use: false,
      brand: { id: brand.id, name: brand.name },
    });
    const createdFields = await productServerFields(t, token, created.id);
    expect(createdFields.brand).toEqual({ products_count: 1, in_use: false });
    // In the order given, a repeated id once.
    expect(created.images).toEqual([two, one].map((image) => shownImage(image!)));

    t.clock.advance(1000);
    const updated = await catalog(t, token, 'productUpdate', {
      ...productInput(other.id, { name: 'Big anvil', price: 300, category: 'business' }),
      id: created.id,
      image_ids: [three!.id, two!.id],
    });
    expect(dataOf(updated).ProductUpdate).toEqual({ id: created.id });
    expect(dataOf(await getProduct(token, created.id)).Product).toMatchObject({
      id: created.id,
      name: 'Big anvil',
      price: 300,
      category: 'business',
      brand: { id: other.id, name: other.name },
      images: [three, two].map((image) => shownImage(image!)),
    });
    // Moved to the other brand: both brands' counts follow.
    expect(await productsCount(token, other.id)).toBe(1);
    expect(await productsCount(token, brand.id)).toBe(0);
    const updatedFields = await productServerFields(t, token, created.id);
    expect(updatedFields.created_at).toBe(createdFields.created_at);
    expect(Date.parse(updatedFields.updated_at)).toBeGreaterThan(
      Date.parse(createdFields.updated_at),
    );
    // The image taken out is deleted, row and file.
    const state = await catalogState(t, company.id);
    expect(state.images.map((image) => image.id).sort()).toEqual([three!.id, two!.id].sort());
    expect(state.files).toHaveLength(2);
    expect((await fetch(`${t.url}${one!.url}`)).status).toBe(404);

    const deleted = await catalog(t, token, 'productDelete', { id: created.id }, 'es');
    expect(dataOf(deleted)).toEqual({
      ProductDelete: { status: 'success', message: 'Producto eliminado' },
    });
    expect(await catalogState(t, company.id)).toMatchObject({
      products: [],
      images: [],
      files: [],
      productImages: [],
    });
    expect(errorOf(await getProduct(token, created.id))).toMatchObject({
      message: 'Product not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(errorOf(await getProduct(token, created.id, 'es')).message).toBe(
      'No hemos encontrado el producto',
    );
    const again = await catalog(t, token, 'productDelete', { id: created.id });
    expect(errorOf(again).extensions?.code).toBe('NOT_FOUND');
  });

  it('says "Product deleted" in English', async () => {
    const { token } = await signedInCompany(t);
    const product = await createProduct(t, token, (await createBrand(t, token)).id);
    const response = await catalog(t, token, 'productDelete', { id: product.id });
    expect(dataOf(response)).toEqual({
      ProductDelete: { status: 'success', message: 'Product deleted' },
    });
  });
});

describe('product rules', () => {
  it('accepts the limits', async () => {
    const { token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const images = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => uploadImage(t, token, pngBytes(n, 1))),
    );
    for (const values of [
      { name: 'abc', price: 300, description: 'x'.repeat(6) },
      {
        name: 'n'.repeat(30),
        price: 10_000_000,
        description: 'd'.repeat(300),
        image_ids: images.map((image) => image.id),
      },
    ]) {
      expect(await createProduct(t, token, brand.id, values)).toMatchObject({
        name: values.name,
        price: values.price,
      });
    }
  });

  const cases = [
    {
      name: 'too short or low',
      values: { name: 'ab', price: 299, description: 'x'.repeat(5), link: 'not a link' },
      en: {
        name: 'The product name must have 3 to 30 characters',
        price: 'The price must be from $3 to $100,000',
        description: 'The description must have 6 to 300 characters',
        link: 'Enter a valid link, for example https://shop.example.com/product',
      },
      es: {
        name: 'El nombre del producto debe tener de 3 a 30 caracteres',
        price: 'El precio debe estar entre 3 $ y 100.000 $',
        description: 'La descripción debe tener de 6 a 300 caracteres',
        link: 'Escribe un enlace válido, por ejemplo https://tienda.example.com/producto',
      },
    },
    {
      name: 'too long or high',
      values: {
        name: 'n'.repeat(31),
        price: 10_000_001,
        description: 'd'.repeat(301),
        link: `https://example.com/${'a'.repeat(2048)}`,
        image_ids: ['a', 'b', 'c', 'd', 'e', 'f'],
      },
      en: {
        name: 'The product name must have 3 to 30 characters',
        price: 'The price must be from $3 to $100,000',
        description: 'The description must have 6 to 300 characters',
        link: 'Enter a valid link, for example https://shop.example.com/product',
        image_ids: 'A product can have at most 5 images',
      },
      es: {
        name: 'El nombre del producto debe tener de 3 a 30 caracteres',
        price: 'El precio debe estar entre 3 $ y 100.000 $',
        description: 'La descripción debe tener de 6 a 300 caracteres',
        link: 'Escribe un enlace válido, por ejemplo https://tienda.example.com/producto',
        image_ids: 'Un producto puede tener como máximo 5 imágenes',
      },
    },
    {
      name: 'missing',
      values: { brand_id: '', name: ' ', link: '', description: '' },
      en: {
        brand_id: "Choose the product's brand",
        name: 'Enter the product name',
        link: "Enter the product's link",
        description: 'Describe the product',
      },
      es: {
        brand_id: 'Elige la marca del producto',
        name: 'Escribe el nombre del producto',
        link: 'Escribe el enlace del producto',
        description: 'Describe el producto',
      },
    },
    {
      name: 'not http(s)',
      values: { link: 'ftp://files.example.com/anvil' },
      en: { link: 'Enter a valid link, for example https://shop.example.com/product' },
      es: { link: 'Escribe un enlace válido, por ejemplo https://tienda.example.com/producto' },
    },
    {
      name: 'an unknown brand',
      values: { brand_id: '999999' },
      en: { brand_id: 'Choose one of your brands' },
      es: { brand_id: 'Elige una de tus marcas' },
    },
    {
      name: 'an unknown image',
      values: { image_ids: ['AAAAAAAAAAAAAAAAAAAAAA'] },
      en: { image_ids: 'This image was not found: upload it again' },
      es: { image_ids: 'No hemos encontrado esta imagen: súbela de nuevo' },
    },
  ];

  it.each(cases)(
    'refuses $name values field by field, writing nothing',
    async ({ values, en, es }) => {
      const { company, token } = await signedInCompany(t);
      const brand = await createBrand(t, token);
      const product = await createProduct(t, token, brand.id);
      const before = await catalogState(t, company.id);
      const args = productInput(brand.id, values);
      for (const [locale, fields] of [
        ['en', en],
        ['es', es],
      ] as const) {
        const created = await catalog(t, token, 'productCreate', args, locale);
        const updated = await catalog(
          t,
          token,
          'productUpdate',
          { ...args, id: product.id },
          locale,
        );
        for (const response of [created, updated]) {
          expect(errorOf(response).extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
        }
      }
      expect(await catalogState(t, company.id)).toEqual(before);
    },
  );
});

describe('ProductDelete while a campaign uses the product', () => {
  it('is refused (IN_USE) and changes nothing', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const image = await uploadImage(t, token, pngBytes());
    const product = await createProduct(t, token, brand.id, { image_ids: [image.id] });
    await insertCampaign(t, company.id, brand.id, [product.id]);
    const before = await catalogState(t, company.id);

    expect(dataOf(await getProduct(token, product.id)).Product.in_use).toBe(true);
    for (const [locale, message] of [
      ['en', 'Campaigns use this product, so it cannot be deleted'],
      ['es', 'Hay campañas que usan este producto, así que no se puede eliminar'],
    ] as const) {
      const response = await catalog(t, token, 'productDelete', { id: product.id }, locale);
      expect(errorOf(response)).toMatchObject({ message, extensions: { code: 'IN_USE' } });
    }
    expect(await catalogState(t, company.id)).toEqual(before);
  });
});
