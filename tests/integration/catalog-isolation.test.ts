/**
 * Company B tries every brand, product and image operation with company A's ids: each
 * answers as if the id did not exist, and nothing of A's changes.
 */
import { describe, expect, it } from 'vitest';
import { errorOf } from './helpers/account';
import {
  catalog,
  catalogState,
  createBrand,
  createProduct,
  dataOf,
  productInput,
  signedInCompany,
  uploadImage,
} from './helpers/catalog';
import { pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const getBrand = (token: string, id: string) => catalog(t, token, 'brand', { id });
const getProduct = (token: string, id: string) => catalog(t, token, 'product', { id });
const listProducts = async (token: string, variables: Record<string, unknown> = {}) =>
  dataOf(await catalog(t, token, 'products', variables)).Products;

describe('another company', () => {
  it("can neither read nor change A's brands, nor use A's images", async () => {
    const a = await signedInCompany(t);
    const logo = await uploadImage(t, a.token, pngBytes());
    const brand = await createBrand(t, a.token, { logo_image_id: logo.id });
    await createProduct(t, a.token, brand.id);
    const before = await catalogState(t, a.company.id);
    const b = await signedInCompany(t);

    const notFound = { message: 'Brand not found', extensions: { code: 'NOT_FOUND' } };
    expect(errorOf(await getBrand(b.token, brand.id))).toMatchObject(notFound);
    const update = { id: brand.id, name: 'Stolen', description: 'Not yours at all' };
    expect(errorOf(await catalog(t, b.token, 'brandUpdate', update))).toMatchObject(notFound);
    expect(errorOf(await catalog(t, b.token, 'brandDelete', { id: brand.id }))).toMatchObject(
      notFound,
    );
    const listed = await catalog(t, b.token, 'brands');
    expect(dataOf(listed).Brands.total_count).toBe(0);

    const withLogo = { name: 'Mine', description: 'With your logo', logo_image_id: logo.id };
    for (const response of [
      await catalog(t, b.token, 'brandCreate', withLogo),
      await catalog(t, b.token, 'brandUpdate', {
        ...withLogo,
        id: (await createBrand(t, b.token)).id,
      }),
    ]) {
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { logo_image_id: 'This image was not found: upload it again' },
      });
    }
    expect(await catalogState(t, a.company.id)).toEqual(before);
    expect((await catalogState(t, b.company.id)).brands).toHaveLength(1);
  });

  it("can neither read nor change A's products, nor use A's brands and images", async () => {
    const a = await signedInCompany(t);
    const brand = await createBrand(t, a.token);
    const image = await uploadImage(t, a.token, pngBytes());
    const product = await createProduct(t, a.token, brand.id, { image_ids: [image.id] });
    const before = await catalogState(t, a.company.id);
    const b = await signedInCompany(t);
    const own = await createProduct(t, b.token, (await createBrand(t, b.token)).id);
    const ownBefore = await catalogState(t, b.company.id);

    const notFound = { message: 'Product not found', extensions: { code: 'NOT_FOUND' } };
    expect(errorOf(await getProduct(b.token, product.id))).toMatchObject(notFound);
    const update = { ...productInput(own.brand.id), id: product.id };
    expect(errorOf(await catalog(t, b.token, 'productUpdate', update))).toMatchObject(notFound);
    const deleted = await catalog(t, b.token, 'productDelete', { id: product.id });
    expect(errorOf(deleted)).toMatchObject(notFound);
    expect(await listProducts(b.token, { brand_id: brand.id })).toMatchObject({
      nodes: [],
      total_count: 0,
    });
    expect((await listProducts(b.token)).nodes.map((node) => node.id)).toEqual([own.id]);

    const refusals = [
      [{ brand_id: brand.id }, { brand_id: 'Choose one of your brands' }],
      [{ image_ids: [image.id] }, { image_ids: 'This image was not found: upload it again' }],
    ] as const;
    for (const [values, fields] of refusals) {
      const args = productInput(own.brand.id, values);
      for (const response of [
        await catalog(t, b.token, 'productCreate', args),
        await catalog(t, b.token, 'productUpdate', { ...args, id: own.id }),
      ]) {
        expect(errorOf(response).extensions).toEqual({ code: 'BAD_USER_INPUT', fields });
      }
    }
    expect(await catalogState(t, a.company.id)).toEqual(before);
    expect(await catalogState(t, b.company.id)).toEqual(ownBefore);
  });
});
