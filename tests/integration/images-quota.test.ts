import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMAGE_QUOTA_BYTES } from '@/domain/images/rules';
import { eq } from 'drizzle-orm';
import { companies } from '@/server/db/schema/account';
import { images } from '@/server/db/schema/images';
import { storedBytes } from '@/server/services/images/quota';
import { signedInCompany, storedFiles, upload, uploadImage } from './helpers/catalog';
import { pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

/** Records images of `size` bytes in total for the company, as if uploaded earlier. */
async function alreadyStored(companyId: number, size: number) {
  const id = randomBytes(16).toString('base64url');
  await t.db.insert(images).values({
    id,
    company_id: companyId,
    content_type: 'image/png',
    size,
    storage_key: `${companyId}/${id}`,
  });
}

describe("a company's image storage quota", () => {
  it('is exact under parallel uploads: those that fit are stored, the others refused', async () => {
    const { company, token } = await signedInCompany(t);
    const photo = pngBytes(8, 8);
    await alreadyStored(company.id, IMAGE_QUOTA_BYTES - 3 * photo.length);

    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        upload(t, photo, { token, locale: index % 2 ? 'es' : 'en' }),
      ),
    );
    const stored = responses.filter((response) => response.body.data?.ImageUpload);
    const refused = responses.flatMap((response) => response.body.errors ?? []);
    expect(stored).toHaveLength(3);
    expect(refused).toHaveLength(5);
    for (const error of refused) {
      expect(error.extensions?.code).toBe('IMAGE_QUOTA_EXCEEDED');
      expect([
        "Your company's images already use 1 GB of storage: remove some to upload more",
        'Las imágenes de tu empresa ya ocupan 1 GB de almacenamiento: elimina algunas para subir más',
      ]).toContain(error.message);
      expect(error.extensions?.fields).toEqual({ file: error.message });
    }
    expect(await storedBytes(t.db, company.id)).toBe(IMAGE_QUOTA_BYTES);
    expect(storedFiles(t).filter((path) => path.startsWith(`${company.id}/`))).toHaveLength(3);
  });

  it("counts each company's images alone", async () => {
    const full = await signedInCompany(t);
    await alreadyStored(full.company.id, IMAGE_QUOTA_BYTES);
    const refused = await upload(t, pngBytes(), { token: full.token });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('IMAGE_QUOTA_EXCEEDED');

    const other = await signedInCompany(t);
    await expect(uploadImage(t, other.token, pngBytes())).resolves.toMatchObject({
      content_type: 'image/png',
    });
  });
});

describe('an upload while its company is deleted', () => {
  it('answers NOT_FOUND, not an internal error, when the company goes while its file is written', async () => {
    const { company, token } = await signedInCompany(t);
    const { storage } = t.server.app;
    const put = storage.put.bind(storage);
    // CompanyDelete landing mid-write: the row goes, and with it the company's folder, so
    // the disk store fails to create the file there (ENOENT).
    storage.put = async () => {
      await t.db.delete(companies).where(eq(companies.id, company.id));
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    };
    try {
      const response = await upload(t, pngBytes(), { token });
      expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    } finally {
      storage.put = put;
    }
  });
});
