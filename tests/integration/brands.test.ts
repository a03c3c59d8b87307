import { describe, expect, it } from 'vitest';
import type { BrandPage } from '@/features/brands/api';
import { errorOf } from './helpers/account';
import {
  catalog,
  catalogState,
  createBrand,
  createProduct,
  dataOf,
  insertCampaign,
  shownImage,
  signedInCompany,
  storedFiles,
  uploadImage,
} from './helpers/catalog';
import { pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const getBrand = (token: string, id: string, locale?: string) =>
  catalog(t, token, 'brand', { id }, locale);

describe('brand CRUD', () => {
  it('creates, reads, updates and deletes a brand', async () => {
    const { token } = await signedInCompany(t);
    const created = await createBrand(t, token, {
      name: '  Acme Co ',
      description: ' Tools for every trade ',
    });
    expect(created).toMatchObject({
      name: 'Acme Co',
      description: 'Tools for every trade',
      logo: null,
      products_count: 0,
      in_use: false,
    });
    expect(created.created_at).toBe(created.updated_at);
    // The list shows the brand exactly as its own page does.
    expect(dataOf(await catalog(t, token, 'brands')).Brands.nodes).toEqual([created]);

    t.clock.advance(1000);
    const updated = await catalog(t, token, 'brandUpdate', {
      id: created.id,
      name: 'Acme Tools',
      description: 'Anvils and more anvils',
    });
    expect(dataOf(updated).BrandUpdate).toEqual({ id: created.id, name: 'Acme Tools' });
    const stored = dataOf(await getBrand(token, created.id)).Brand;
    expect(stored).toMatchObject({
      name: 'Acme Tools',
      description: 'Anvils and more anvils',
      created_at: created.created_at,
    });
    expect(Date.parse(stored.updated_at)).toBeGreaterThan(Date.parse(created.updated_at));

    for (const [locale, message] of [
      ['es', 'Marca eliminada'],
      ['en', 'Brand deleted'],
    ] as const) {
      const brand = locale === 'es' ? await createBrand(t, token) : created;
      const deleted = await catalog(t, token, 'brandDelete', { id: brand.id }, locale);
      expect(dataOf(deleted)).toEqual({ BrandDelete: { status: 'success', message } });
    }
    const gone = await getBrand(token, created.id);
    expect(errorOf(gone)).toMatchObject({
      message: 'Brand not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(errorOf(await getBrand(token, created.id, 'es')).message).toBe(
      'No hemos encontrado la marca',
    );
  });

  it('counts products and deletes them with the brand', async () => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const photo = await uploadImage(t, token, pngBytes());
    await createProduct(t, token, brand.id, { image_ids: [photo.id] });
    await createProduct(t, token, brand.id, { name: 'Hammer' });
    expect(dataOf(await getBrand(token, brand.id)).Brand.products_count).toBe(2);

    dataOf(await catalog(t, token, 'brandDelete', { id: brand.id }));
    const state = await catalogState(t, company.id);
    expect(state).toMatchObject({ brands: [], products: [], images: [], files: [] });
  });

  it('treats ids that cannot exist as not found', async () => {
    const { token } = await signedInCompany(t);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648']) {
      expect(errorOf(await getBrand(token, id)).extensions?.code).toBe('NOT_FOUND');
    }
  });
});

describe('brand logos', () => {
  it('attaches, replaces and removes the logo, deleting the replaced images', async () => {
    const { company, token } = await signedInCompany(t);
    const first = await uploadImage(t, token, pngBytes(1, 1, [1, 1, 1]));
    const brand = await createBrand(t, token, { logo_image_id: first.id });
    expect(brand.logo).toEqual(shownImage(first));
    const logoOf = async () => dataOf(await getBrand(token, brand.id)).Brand.logo;

    const second = await uploadImage(t, token, pngBytes(1, 1, [2, 2, 2]));
    const replaced = await catalog(t, token, 'brandUpdate', {
      id: brand.id,
      name: brand.name,
      description: brand.description,
      logo_image_id: second.id,
    });
    expect(replaced.body.errors).toBeUndefined();
    expect(await logoOf()).toEqual(shownImage(second));
    expect((await catalogState(t, company.id)).images.map((image) => image.id)).toEqual([
      second.id,
    ]);
    expect(storedFiles(t)).not.toContain(`${company.id}/${first.id}`);
    expect((await fetch(`${t.url}${first.url}`)).status).toBe(404);

    // Keeping the same logo keeps the image.
    const kept = await catalog(t, token, 'brandUpdate', {
      id: brand.id,
      name: 'Renamed',
      description: brand.description,
      logo_image_id: second.id,
    });
    expect(kept.body.errors).toBeUndefined();
    expect(await logoOf()).toEqual(shownImage(second));

    // No logo_image_id: the logo goes, and its image with it.
    const removed = await catalog(t, token, 'brandUpdate', {
      id: brand.id,
      name: 'Renamed',
      description: brand.description,
    });
    expect(removed.body.errors).toBeUndefined();
    expect(await logoOf()).toBeNull();
    expect(await catalogState(t, company.id)).toMatchObject({ images: [], files: [] });
  });

  it('refuses an image that does not exist', async () => {
    const { company, token } = await signedInCompany(t);
    const response = await catalog(t, token, 'brandCreate', {
      name: 'Acme Co',
      description: 'Tools for every trade',
      logo_image_id: 'AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(errorOf(response).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { logo_image_id: 'This image was not found: upload it again' },
    });
    expect((await catalogState(t, company.id)).brands).toEqual([]);
  });
});

describe('brand rules', () => {
  it('accepts the limits: name 3 and 20, description 8 and 50 characters', async () => {
    const { token } = await signedInCompany(t);
    for (const [name, description] of [
      ['abc', 'x'.repeat(8)],
      ['n'.repeat(20), 'd'.repeat(50)],
    ]) {
      const brand = await createBrand(t, token, { name, description });
      expect(brand).toMatchObject({ name, description });
    }
  });

  const LENGTHS = {
    en: {
      name: 'The brand name must have 3 to 20 characters',
      description: 'The description must have 8 to 50 characters',
    },
    es: {
      name: 'El nombre de la marca debe tener de 3 a 20 caracteres',
      description: 'La descripción debe tener de 8 a 50 caracteres',
    },
  };
  const cases = [
    { args: { name: 'ab', description: 'x'.repeat(7) }, ...LENGTHS },
    { args: { name: 'n'.repeat(21), description: 'd'.repeat(51) }, ...LENGTHS },
    {
      args: { name: '   ', description: '' },
      en: { name: 'Enter the brand name', description: 'Describe the brand' },
      es: { name: 'Escribe el nombre de la marca', description: 'Describe la marca' },
    },
  ];

  it.each(cases)('refuses $args field by field, writing nothing', async ({ args, en, es }) => {
    const { company, token } = await signedInCompany(t);
    const brand = await createBrand(t, token);
    const before = await catalogState(t, company.id);
    for (const [locale, fields] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const created = await catalog(t, token, 'brandCreate', args, locale);
      const updated = await catalog(t, token, 'brandUpdate', { ...args, id: brand.id }, locale);
      for (const response of [created, updated]) {
        expect(errorOf(response)).toMatchObject({
          message:
            locale === 'en'
              ? 'Some fields are not valid: please check them'
              : 'Algunos campos no son válidos: revísalos',
          extensions: { code: 'BAD_USER_INPUT', fields },
        });
      }
    }
    expect(await catalogState(t, company.id)).toEqual(before);
  });
});

describe('Brands pagination', () => {
  it('pages newest first with a total, and refuses bad page arguments', async () => {
    const { token } = await signedInCompany(t);
    const names: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      // Two brands share each instant: the id breaks the tie.
      if (index % 2 === 0) t.clock.advance(1000);
      names.unshift((await createBrand(t, token, { name: `Brand ${index}` })).name);
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: BrandPage = dataOf(await catalog(t, token, 'brands', { first: 2, after })).Brands;
      const { nodes, page_info, total_count } = page;
      expect(total_count).toBe(5);
      seen.push(...nodes.map((brand) => brand.name));
      after = page_info.has_next_page ? page_info.end_cursor : null;
      pages += 1;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(names);

    const all = dataOf(await catalog(t, token, 'brands'));
    expect(all.Brands.nodes.map((brand) => brand.name)).toEqual(names);
    expect(all.Brands.page_info.has_next_page).toBe(false);

    for (const first of [0, 101, -1]) {
      const response = await catalog(t, token, 'brands', { first }, 'es');
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { first: 'Pide entre 1 y 100 elementos por página' },
      });
    }
    const crafted = (value: string) =>
      Buffer.from(JSON.stringify(['newest', value, 1])).toString('base64url');
    // Timestamps JavaScript accepts but PostgreSQL cannot read (year 0) or reads as another
    // day (30 February) are refused like any other bad cursor, never a server error.
    for (const cursor of [
      'nonsense',
      crafted('x'),
      crafted('0000-01-01T00:00:00.000Z'),
      crafted('2026-02-30T00:00:00.000Z'),
    ]) {
      const response = await catalog(t, token, 'brands', { after: cursor });
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { after: 'This page is no longer valid: start again from the first page' },
      });
    }
  });

  it('shows an empty list to a new company', async () => {
    const { token } = await signedInCompany(t);
    const response = await catalog(t, token, 'brands');
    expect(dataOf(response).Brands).toEqual({
      nodes: [],
      page_info: { has_next_page: false, end_cursor: null },
      total_count: 0,
    });
  });
});

describe('BrandDelete while campaigns use the brand', () => {
  it('is refused (IN_USE) for the brand of a campaign or of a campaign product', async () => {
    const { company, token } = await signedInCompany(t);
    const used = await createBrand(t, token, { name: 'Used brand' });
    const viaProduct = await createBrand(t, token, { name: 'Via product' });
    const product = await createProduct(t, token, viaProduct.id);
    await insertCampaign(t, company.id, used.id, [product.id]);

    const before = await catalogState(t, company.id);
    for (const brand of [used, viaProduct]) {
      expect(dataOf(await getBrand(token, brand.id)).Brand.in_use).toBe(true);
      for (const [locale, message] of [
        ['en', 'Campaigns use this brand or its products, so it cannot be deleted'],
        ['es', 'Hay campañas que usan esta marca o sus productos, así que no se puede eliminar'],
      ] as const) {
        const response = await catalog(t, token, 'brandDelete', { id: brand.id }, locale);
        expect(errorOf(response)).toMatchObject({ message, extensions: { code: 'IN_USE' } });
      }
    }
    expect(await catalogState(t, company.id)).toEqual(before);
  });
});
