import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD } from '@/src/entities/image/api';
import { IMAGE_MAX_BYTES } from '@/domain/images/rules';
import { images } from '@/server/db/schema/images';
import { call, errorOf } from './helpers/account';
import {
  createBrand,
  createProduct,
  signedInCompany,
  storedFiles,
  upload,
  uploadImage,
} from './helpers/catalog';
import { gqlRequest } from './helpers/http';
import { jpegBytes, pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const imageRows = async (companyId: number) =>
  (await t.db.select({ n: count() }).from(images).where(eq(images.company_id, companyId)))[0]!.n;

describe('ImageUpload', () => {
  it.each([
    ['PNG', pngBytes(2, 3), 'image/png'],
    ['JPEG', jpegBytes(), 'image/jpeg'],
  ])('accepts a real %s and serves it with caching headers', async (_name, bytes, type) => {
    const { company, token } = await signedInCompany(t);
    // The declared type and name do not matter: the bytes do.
    const image = await uploadImage(t, token, bytes, {
      filename: 'upload.bin',
      type: 'application/octet-stream',
    });
    expect(image).toMatchObject({
      url: `/v1/images/${image.id}`,
      content_type: type,
      size: bytes.length,
    });
    expect(image.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storedFiles(t)).toContain(`${company.id}/${image.id}`);

    const response = await fetch(`${t.url}${image.url}`);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': type,
      'content-length': String(bytes.length),
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${image.id}"`,
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const again = await fetch(`${t.url}${image.url}`, {
      headers: { 'if-none-match': `"${image.id}"` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(`"${image.id}"`);
    expect(await again.text()).toBe('');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nope', '..%2F..%2Fjwt-secret']) {
      const response = await fetch(`${t.url}/v1/images/${id}`);
      expect(response.status).toBe(404);
    }
  });

  const refusals = [
    {
      name: 'a text file named .png',
      bytes: new TextEncoder().encode('just some text, not an image at all'),
      code: 'IMAGE_UNSUPPORTED',
      en: 'This file is not a PNG, JPEG, GIF or WebP image',
      es: 'Este archivo no es una imagen PNG, JPEG, GIF o WebP',
    },
    {
      name: 'an empty file',
      bytes: new Uint8Array(0),
      code: 'IMAGE_EMPTY',
      en: 'The file is empty: choose an image',
      es: 'El archivo está vacío: elige una imagen',
    },
    {
      name: 'a PNG of 10 MB + 1 byte',
      bytes: (() => {
        const bytes = new Uint8Array(IMAGE_MAX_BYTES + 1);
        bytes.set(pngBytes());
        return bytes;
      })(),
      code: 'IMAGE_TOO_LARGE',
      en: 'The image is larger than 10 MB: choose a smaller one',
      es: 'La imagen pesa más de 10 MB: elige una más pequeña',
    },
  ];

  it.each(refusals)('refuses $name, translated, storing nothing', async (refusal) => {
    const { company, token } = await signedInCompany(t);
    for (const locale of ['en', 'es'] as const) {
      const response = await upload(t, refusal.bytes, { filename: 'x.png', token, locale });
      expect(response.status).toBe(200);
      expect(errorOf(response)).toMatchObject({
        message: refusal[locale],
        extensions: { code: refusal.code, fields: { file: refusal[locale] } },
      });
    }
    expect(await imageRows(company.id)).toBe(0);
    expect(storedFiles(t).filter((path) => path.startsWith(`${company.id}/`))).toEqual([]);
  });

  it('refuses a value that is not a file at all', async () => {
    const { company, token } = await signedInCompany(t);
    const response = await gqlRequest(`${t.url}/v1/j`, IMAGE_UPLOAD, {
      token,
      variables: { file: 'iVBORw0KGgo=' },
    });
    expect(errorOf(response).extensions?.code).toBe('IMAGE_UNSUPPORTED');
    expect(await imageRows(company.id)).toBe(0);
  });

  it('refuses a request too large to hold an image before reading it', async () => {
    const { company, token } = await signedInCompany(t);
    const bytes = new Uint8Array(IMAGE_MAX_BYTES + 2 * 1024 * 1024);
    bytes.set(pngBytes());
    const response = await upload(t, bytes, { token, locale: 'es' });
    expect(response.status).toBe(413);
    expect(errorOf(response)).toMatchObject({
      message: 'La imagen pesa más de 10 MB: elige una más pequeña',
      extensions: { code: 'IMAGE_TOO_LARGE' },
    });
    expect(await imageRows(company.id)).toBe(0);
    // The connection is still usable: the server read the rest of the body.
    expect((await uploadImage(t, token, pngBytes())).content_type).toBe('image/png');
  });

  it('refuses a multipart body of unknown length (it could not be bounded)', async () => {
    const { token } = await signedInCompany(t);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--x\r\n'));
        controller.close();
      },
    });
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(411);
  });

  it('needs a session (401) and stores nothing without one', async () => {
    const before = storedFiles(t);
    const response = await upload(t, pngBytes());
    expect(response.status).toBe(401);
    expect(storedFiles(t)).toEqual(before);
  });
});

describe('CompanyDelete', () => {
  it("removes the company's images, rows and files, and leaves other companies' alone", async () => {
    const other = await signedInCompany(t);
    const kept = await uploadImage(t, other.token, pngBytes());
    const { company, token } = await signedInCompany(t);
    const logo = await uploadImage(t, token, pngBytes(1, 1, [1, 2, 3]));
    const photo = await uploadImage(t, token, jpegBytes());
    const loose = await uploadImage(t, token, pngBytes(2, 2));
    const brand = await createBrand(t, token, { logo_image_id: logo.id });
    await createProduct(t, token, brand.id, { image_ids: [photo.id] });
    expect(storedFiles(t).filter((path) => path.startsWith(`${company.id}/`))).toHaveLength(3);

    const response = await call(t, 'delete', {}, { token });
    expect(response.body.errors).toBeUndefined();
    expect(await imageRows(company.id)).toBe(0);
    expect(storedFiles(t).filter((path) => path.startsWith(`${company.id}/`))).toEqual([]);
    for (const image of [logo, photo, loose]) {
      expect((await fetch(`${t.url}${image.url}`)).status).toBe(404);
    }
    expect((await fetch(`${t.url}${kept.url}`)).status).toBe(200);
  });
});
