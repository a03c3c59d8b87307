import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { brands } from '@/server/db/schema/brands';
import { errorOf } from './helpers/account';
import { brandInput, catalog, createBrand, dataOf, signedInCompany } from './helpers/catalog';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const TAKEN = {
  en: 'You already have a brand with this name',
  es: 'Ya tienes una marca con este nombre',
};

const namesOf = async (companyId: number) =>
  (await t.db.select({ name: brands.name }).from(brands).where(eq(brands.company_id, companyId)))
    .map((row) => row.name)
    .sort();

describe('brand names (docs/product.md#brands-and-products)', () => {
  it('refuses a second brand with the same name, whatever its case, translated', async () => {
    const { company, token } = await signedInCompany(t);
    await createBrand(t, token, { name: 'Acme Co' });
    for (const [name, locale] of [
      ['Acme Co', 'en'],
      ['ACME CO', 'es'],
      ['  acme co ', 'en'],
    ] as const) {
      const response = await catalog(t, token, 'brandCreate', brandInput({ name }), locale);
      expect(response.status).toBe(200);
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { name: TAKEN[locale] },
      });
    }
    expect(await namesOf(company.id)).toEqual(['Acme Co']);
  });

  it('refuses a rename to another brand name, and allows a change of case', async () => {
    const { company, token } = await signedInCompany(t);
    const acme = await createBrand(t, token, { name: 'Acme Co' });
    const other = await createBrand(t, token, { name: 'Northwind' });
    const rename = (id: string, name: string) =>
      catalog(t, token, 'brandUpdate', brandInput({ id, name }));

    expect(errorOf(await rename(other.id, 'acme co')).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: TAKEN.en },
    });
    expect(dataOf(await rename(acme.id, 'ACME CO')).BrandUpdate.name).toBe('ACME CO');
    expect(await namesOf(company.id)).toEqual(['ACME CO', 'Northwind']);
  });

  it('lets other companies use the same name', async () => {
    const first = await signedInCompany(t);
    const second = await signedInCompany(t);
    await createBrand(t, first.token, { name: 'Shared name' });
    await createBrand(t, second.token, { name: 'shared NAME' });
    expect(await namesOf(second.company.id)).toEqual(['shared NAME']);
  });

  it('gives the name to one of several concurrent creates, and a clean refusal to the rest', async () => {
    const { company, token } = await signedInCompany(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        catalog(t, token, 'brandCreate', brandInput({ name: i % 2 ? 'Same Name' : 'same name' })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const created = responses.filter((response) => !response.body.errors);
    const refused = responses.filter((response) => response.body.errors);
    expect(created).toHaveLength(1);
    for (const response of refused) {
      expect(errorOf(response).extensions).toEqual({
        code: 'BAD_USER_INPUT',
        fields: { name: TAKEN.en },
      });
    }
    expect(await namesOf(company.id)).toHaveLength(1);
  });
});
