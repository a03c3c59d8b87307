/**
 * A server whose uploaded files live in an S3 bucket (STORAGE_URL=s3://…, as several
 * servers behind a load balancer share them): images, content videos with byte ranges and
 * the content archive are served from the bucket as from the disk, nothing lands in
 * DATA_DIR/uploads, and a deleted company's folder is emptied in the bucket.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { call } from './helpers/account';
import { dataOf, signedInCompany, storedFiles, uploadImage } from './helpers/catalog';
import { companyWithCampaign, insertCreators, variedCreators } from './helpers/creators';
import { dealListApi, insertContent, insertDeals } from './helpers/dealRows';
import { campaignWithDeals, dealOf, dealUpTo, uploadContent, videoBytes } from './helpers/deals';
import { jpegBytes, pngBytes } from './helpers/images';
import { serverOnS3ForFile } from './helpers/s3Server';

const PREFIX = 'uploads';
const { t, s3 } = serverOnS3ForFile({ prefix: PREFIX });

const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));

describe('a server storing its files in S3', () => {
  it('stores an uploaded image in the bucket and serves it from there', async () => {
    const { company, token } = await signedInCompany(t);
    const bytes = jpegBytes();
    const image = await uploadImage(t, token, bytes);
    expect(await s3.keys(`${PREFIX}/${company.id}/`)).toEqual([
      `${PREFIX}/${company.id}/${image.id}`,
    ]);
    expect(storedFiles(t)).toEqual([]);

    const response = await fetch(`${t.url}${image.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    expect(same(new Uint8Array(await response.arrayBuffer()), bytes)).toBe(true);
  });

  it("stores a creator's video and serves it whole and by byte ranges", async () => {
    const made = await campaignWithDeals(t, { type: 'ugc_video' });
    const deal = made.deals[0]!;
    await dealUpTo(t, made.token, deal, 'ugc_video', 'refund', 'product_received');
    // Over 5 MB: the bucket receives it as a multipart upload.
    const bytes = videoBytes(7 * 1024 * 1024 + 11);
    const shown = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, [
        { bytes, name: 'clip.mp4', type: 'video/mp4' },
      ]),
    );
    const file = shown.contents[0]!.files[0]!;
    expect(file).toMatchObject({ content_type: 'video/mp4', size: bytes.length });
    expect(await s3.keys(`${PREFIX}/${made.company.id}/content/`)).toEqual([
      `${PREFIX}/${made.company.id}/content/${file.id}`,
    ]);

    const whole = await fetch(`${t.url}${file.url}`);
    expect(whole.status).toBe(200);
    expect(same(new Uint8Array(await whole.arrayBuffer()), bytes)).toBe(true);

    const ranges: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=6000000-', 6_000_000, bytes.length - 1],
      ['bytes=-500', bytes.length - 500, bytes.length - 1],
    ];
    for (const [range, start, end] of ranges) {
      const part = await fetch(`${t.url}${file.url}`, { headers: { range } });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range'), range).toBe(
        `bytes ${start}-${end}/${bytes.length}`,
      );
      expect(part.headers.get('content-length'), range).toBe(String(end - start + 1));
      const body = new Uint8Array(await part.arrayBuffer());
      expect(same(body, bytes.subarray(start, end + 1)), range).toBe(true);
    }
    const past = await fetch(`${t.url}${file.url}`, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(past.status).toBe(416);
  });

  it("downloads a campaign's content archive from the bucket, byte for byte", async () => {
    const mine = await companyWithCampaign(t, { name: 'Bucket campaign', number_of_deals: 2 });
    const creators = await insertCreators(t, variedCreators(2, 40));
    const deals = await insertDeals(
      t,
      mine.campaign,
      creators.map((creator) => creator.id),
    );
    const images = [pngBytes(2, 2, [1, 2, 3]), pngBytes(3, 3, [4, 5, 6])];
    const video = videoBytes(300_000);
    await insertContent(t, deals[0]!, {
      status: 'bought',
      files: images.map((bytes) => ({ bytes, contentType: 'image/png' })),
    });
    await insertContent(t, deals[1]!, {
      status: 'bought',
      kind: 'video',
      files: [{ bytes: video, contentType: 'video/mp4' }],
    });

    const link = dataOf(
      await dealListApi(t, mine.token, 'archiveLink', { campaign_id: String(mine.campaign.id) }),
    ).ContentArchiveLink;
    const response = await fetch(`${t.url}${link}`);
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const held = Object.values(files).sort((a, b) => a.length - b.length);
    expect(held).toHaveLength(3);
    const expected = [...images, video].sort((a, b) => a.length - b.length);
    held.forEach((bytes, i) => expect(same(bytes, expected[i]!)).toBe(true));
  });

  it("empties a deleted company's folder in the bucket, and only its", async () => {
    const other = await signedInCompany(t);
    const kept = await uploadImage(t, other.token, pngBytes());
    const { company, token } = await signedInCompany(t);
    await uploadImage(t, token, pngBytes(1, 1, [9, 9, 9]));
    await uploadImage(t, token, jpegBytes());
    expect(await s3.keys(`${PREFIX}/${company.id}/`)).toHaveLength(2);

    const response = await call(t, 'delete', {}, { token });
    expect(response.body.errors).toBeUndefined();
    expect(await s3.keys(`${PREFIX}/${company.id}/`)).toEqual([]);
    expect(await s3.keys(`${PREFIX}/${other.company.id}/`)).toEqual([
      `${PREFIX}/${other.company.id}/${kept.id}`,
    ]);
  });
});
