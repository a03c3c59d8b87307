/**
 * A campaign's accepted content as one ZIP: ContentArchiveLink signs a link valid
 * ARCHIVE_LINK_MINUTES by the server's clock, and GET /v1/content-archive/:token streams
 * every file of every bought upload of the campaign, opened one at a time, byte for byte.
 */
import type { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_LINK_MINUTES } from '@/domain/content/rules';
import type { CampaignRow } from '@/server/db/schema/campaigns';
import type { DealRow } from '@/server/db/schema/deals';
import { safeUrl } from '@/server/logger';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import {
  companyWithCampaign,
  creatorSession,
  insertCampaignRow,
  insertCreators,
  variedCreators,
} from './helpers/creators';
import { dealListApi, insertContent, insertDeals } from './helpers/dealRows';
import type { ContentFileInput } from './helpers/dealRows';
import { pngBytes } from './helpers/images';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const png = (shade: number): ContentFileInput => ({
  bytes: pngBytes(2, 2, [shade, 90, 30]),
  contentType: 'image/png',
});
/** The start of a WebM file (its EBML header) and some bytes: the archive never decodes. */
const webm = (): ContentFileInput => ({
  bytes: new Uint8Array([
    0x1a,
    0x45,
    0xdf,
    0xa3,
    ...Array.from({ length: 4000 }, (_, i) => i % 251),
  ]),
  contentType: 'video/webm',
});

interface World {
  token: string;
  campaign: CampaignRow;
  deals: DealRow[];
  /** What the archive must hold: name → bytes. */
  expected: Map<string, Uint8Array>;
  theirs: Awaited<ReturnType<typeof companyWithCampaign>>;
  empty: CampaignRow;
}
let w: World;

beforeAll(async () => {
  const mine = await companyWithCampaign(t, { name: 'Verano Ñandú 2026', number_of_deals: 5 });
  const [base] = variedCreators(1, 3);
  const creators = await insertCreators(
    t,
    ['Zoë Ñandú', 'Лена', 'Dan O’Neil'].map((name) => ({ ...base!, name })),
  );
  const deals = await insertDeals(
    t,
    mine.campaign,
    creators.map((c) => c.id),
  );
  const expected = new Map<string, Uint8Array>();
  // Zoë: a declined upload, then an accepted one of three images.
  await insertContent(t, deals[0]!, { status: 'denied', files: [png(1)] });
  const zoe = await insertContent(t, deals[0]!, {
    status: 'bought',
    round: 2,
    files: [png(2), png(3), png(4)],
  });
  zoe.files.forEach((file, i) =>
    expected.set(`zoe-nandu-${zoe.content.id}-${i + 1}.png`, [png(2), png(3), png(4)][i]!.bytes),
  );
  // Лена (no Latin letters): an accepted video.
  const video = webm();
  const lena = await insertContent(t, deals[1]!, {
    status: 'bought',
    kind: 'video',
    files: [video],
  });
  expected.set(`creator-${lena.content.id}-1.webm`, video.bytes);
  // Dan: only under review, so not in the archive.
  await insertContent(t, deals[2]!, { status: 'pending_approval', files: [png(5)] });
  // Another campaign of the company, and another company, with accepted content of their own.
  const other = await insertCampaignRow(t, mine.company.id, mine.brandId, { name: 'Other one' });
  const [otherDeal] = await insertDeals(t, other, [creators[2]!.id]);
  await insertContent(t, otherDeal!, { status: 'bought', files: [png(6)] });
  const theirs = await companyWithCampaign(t, { name: 'Their campaign' });
  const [theirDeal] = await insertDeals(t, theirs.campaign, [creators[0]!.id]);
  await insertContent(t, theirDeal!, { status: 'bought', files: [png(7)] });
  const empty = await insertCampaignRow(t, mine.company.id, mine.brandId, { name: 'Nothing yet' });
  const [emptyDeal] = await insertDeals(t, empty, [creators[0]!.id]);
  await insertContent(t, emptyDeal!, { status: 'accepted', files: [png(8)] });
  w = { token: mine.token, campaign: mine.campaign, deals, expected, theirs, empty };
});

const link = async (campaignId: number | string, token = w.token, locale?: string) =>
  dealListApi(t, token, 'archiveLink', { campaign_id: String(campaignId) }, locale);

const download = (path: string, locale = 'en') =>
  fetch(`${t.url}${path}`, { headers: { 'accept-language': locale } });

describe('ContentArchiveLink and the archive', () => {
  it('downloads every accepted file of the campaign, named and byte for byte', async () => {
    const path = dataOf(await link(w.campaign.id)).ContentArchiveLink;
    expect(path).toMatch(/^\/v1\/content-archive\/[\w-]+\.[\w-]+\.[\w-]+$/);
    // The link is a secret: the logs keep its path only.
    expect(safeUrl(path)).toBe('/v1/content-archive/[redacted]');
    const response = await download(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="verano-nandu-2026-content.zip"',
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    // Streamed as it is made: no length known in advance.
    expect(response.headers.get('content-length')).toBeNull();
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual([...w.expected.keys()].sort());
    for (const [name, bytes] of w.expected) {
      expect(Buffer.from(files[name]!).equals(Buffer.from(bytes)), name).toBe(true);
    }
  });

  it('opens the files one at a time, however many the campaign holds', async () => {
    const big = await companyWithCampaign(t, { name: 'Many files', number_of_deals: 10 });
    const creators = await insertCreators(t, variedCreators(6, 9));
    const deals = await insertDeals(
      t,
      big.campaign,
      creators.map((c) => c.id),
    );
    for (const deal of deals) {
      await insertContent(t, deal, {
        status: 'bought',
        files: Array.from({ length: 10 }, (_, i) => png(i + 10)),
      });
    }
    const storage = t.server.app.storage;
    const get = storage.get.bind(storage);
    let open = 0;
    let mostOpen = 0;
    let opened = 0;
    storage.get = async (key) => {
      const stream: Readable | null = await get(key);
      if (stream) {
        opened += 1;
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        // Read to its end: its file closes right after (asynchronously, so not counted).
        stream.once('end', () => (open -= 1));
      }
      return stream;
    };
    try {
      const path = dataOf(await link(big.campaign.id, big.token)).ContentArchiveLink;
      const response = await download(path);
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files)).toHaveLength(60);
    } finally {
      storage.get = get;
    }
    expect(opened).toBe(60);
    expect(mostOpen).toBe(1);
  });

  it("answers another company's campaign as not found, and one without accepted content", async () => {
    for (const id of [w.theirs.campaign.id, 'abc', '99999999', `${w.campaign.id}\u0000`]) {
      expect(errorOf(await link(id))).toMatchObject({
        message: 'Campaign not found',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    expect(errorOf(await link(w.theirs.campaign.id, w.token, 'es')).message).toBe(
      'Campaña no encontrada',
    );
    expect(errorOf(await link(w.empty.id))).toMatchObject({
      message: 'This campaign has no accepted content yet',
      extensions: { code: 'NO_ACCEPTED_CONTENT' },
    });
    expect(errorOf(await link(w.empty.id, w.token, 'es')).message).toBe(
      'Esta campaña aún no tiene contenido aceptado',
    );
    const creatorToken = await creatorSession(t, w.deals[0]!.creator_id);
    expect(errorOf(await link(w.campaign.id, creatorToken)).extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses a tampered link, a session token as a link and a link as a session', async () => {
    const path = dataOf(await link(w.campaign.id)).ContentArchiveLink;
    const token = path.split('/').at(-1)!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, campaign: w.theirs.campaign.id }));
    const refused = [
      `${token}x`,
      `${header}.${forged.toString('base64url')}.${signature}`,
      w.token, // a session token signed with the server's secret
      'not-a-token',
    ];
    for (const candidate of refused) {
      const response = await download(`/v1/content-archive/${candidate}`);
      expect(response.status, candidate).toBe(404);
      expect(await response.json()).toEqual({
        errors: [{ message: 'This download link is invalid or has expired' }],
      });
    }
    const session = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(session.status).toBe(401);
  });

  it('fails the download rather than leave out a file the storage lost', async () => {
    const lost = await companyWithCampaign(t, { name: 'Lost file' });
    const [creator] = await insertCreators(t, variedCreators(1, 4));
    const [deal] = await insertDeals(t, lost.campaign, [creator!.id]);
    const { files } = await insertContent(t, deal!, { status: 'bought', files: [png(1), png(2)] });
    await t.server.app.storage.delete(files[1]!.storage_key);
    const path = dataOf(await link(lost.campaign.id, lost.token)).ContentArchiveLink;
    const response = await download(path);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it(`expires ${ARCHIVE_LINK_MINUTES} minutes after it was made, by the server's clock`, async () => {
    const path = dataOf(await link(w.campaign.id)).ContentArchiveLink;
    t.clock.advance(ARCHIVE_LINK_MINUTES * 60_000 - 5_000);
    expect((await download(path)).status).toBe(200);
    t.clock.advance(10_000);
    const expired = await download(path, 'es');
    expect(expired.status).toBe(404);
    expect(await expired.json()).toEqual({
      errors: [{ message: 'Este enlace de descarga no es válido o ha caducado' }],
    });
    // A new link works again.
    const fresh = dataOf(await link(w.campaign.id)).ContentArchiveLink;
    expect((await download(fresh)).status).toBe(200);
  });
});
