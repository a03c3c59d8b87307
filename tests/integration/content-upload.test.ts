/**
 * Content uploads and their screening by an operator (docs/product.md#deal-statuses), on a
 * server with CONTENT_SCREENING=manual: what an upload may hold (refusals store nothing),
 * how its files are served (a video seeks with Range requests; the unguessable id is the
 * only key, so whoever has the URL may fetch it, another company included), and the admin
 * commands that approve, reject and finish.
 */
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_VIDEO_MAX_BYTES } from '@/domain/content/rules';
import { IMAGE_MAX_BYTES } from '@/domain/images/rules';
import { runAdminCommand } from '@/server/admin/client';
import { ConfigError, loadConfig } from '@/server/config';
import { contents, deals as dealsTable } from '@/server/db/schema/deals';
import { jobs } from '@/server/db/schema/jobs';
import { CONTENT_UPLOAD_REQUEST_MAX_BYTES } from '@/server/http/uploads';
import { errorOf } from './helpers/account';
import { storedFiles } from './helpers/catalog';
import { accountSums } from './helpers/campaigns';
import { campaignRow } from './helpers/creators';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealOf,
  dealUpTo,
  notificationsOf,
  uploadContent,
  videoBytes,
} from './helpers/deals';
import type { UploadFile } from './helpers/deals';
import { pngBytes } from './helpers/images';
import { endClients } from './helpers/mqtt';
import { serverForFile } from './helpers/testServer';

const t = serverForFile({ env: { CONTENT_SCREENING: 'manual' } });
afterAll(endClients);

const admin = (...argv: string[]) => runAdminCommand(t.dataDir, argv);

const png = (seed = 1): UploadFile => ({
  bytes: pngBytes(1, 1, [seed, 40, 40]),
  name: `p${seed}.png`,
  type: 'image/png',
});
const video = (size?: number): UploadFile => ({
  bytes: videoBytes(size),
  name: 'clip.mp4',
  type: 'video/mp4',
});

/** A deal of a new campaign of `type`, waiting for its content (product received). */
async function waitingForContent(type: 'ugc_image' | 'ugc_video') {
  const made = await campaignWithDeals(t, { type });
  const deal = made.deals[0]!;
  await dealUpTo(t, made.token, deal, type, 'refund', 'product_received');
  return { ...made, deal };
}

const contentsOf = (dealId: string) =>
  t.db
    .select()
    .from(contents)
    .where(eq(contents.deal_id, Number(dealId)));

describe('CreatorContentUpload', () => {
  it('refuses what the campaign does not ask for, translated, storing nothing', async () => {
    const image = await waitingForContent('ugc_image');
    const clip = await waitingForContent('ugc_video');
    const fakePng = new Uint8Array([...pngBytes().subarray(0, 16), 1, 2, 3, 4]);
    const tooLarge = new Uint8Array(IMAGE_MAX_BYTES + 1);
    tooLarge.set(pngBytes());
    // A PNG whose header claims 9000 × 9000: refused by it, before any decoding.
    const tooManyPixels = pngBytes();
    Buffer.from(tooManyPixels.buffer).writeUInt32BE(9000, 16);
    Buffer.from(tooManyPixels.buffer).writeUInt32BE(9000, 20);
    const cases: Array<[typeof image, UploadFile[], string]> = [
      [image, [], 'Upload 1 to 10 images'],
      [image, Array.from({ length: 11 }, (_, i) => png(i)), 'Upload 1 to 10 images'],
      [image, [png(), video()], 'This campaign asks for images (PNG, JPEG, GIF or WebP)'],
      [
        image,
        [{ bytes: fakePng, name: 'x.png', type: 'image/png' }],
        'This campaign asks for images (PNG, JPEG, GIF or WebP)',
      ],
      [image, [png(), { bytes: new Uint8Array(0), name: 'empty.png' }], 'A file is empty'],
      [
        image,
        [{ bytes: tooLarge, name: 'big.png', type: 'image/png' }],
        'A file is larger than 10 MB',
      ],
      [
        image,
        [png(), { bytes: tooManyPixels, name: 'huge.png', type: 'image/png' }],
        'This image is 9000 × 9000 pixels: at most 25 megapixels can be uploaded',
      ],
      [clip, [video(), video()], 'Upload one video'],
      [clip, [png()], 'This campaign asks for a video (MP4 or WebM)'],
      [clip, [{ bytes: new Uint8Array(0), name: 'empty.mp4' }], 'A file is empty'],
    ];
    const filesBefore = storedFiles(t);
    for (const [subject, files, message] of cases) {
      const answer = await uploadContent(t, subject.deal.creatorToken, subject.deal.id, files);
      expect(errorOf(answer), message).toMatchObject({
        message,
        extensions: { code: 'CONTENT_INVALID', fields: { files: message } },
      });
    }
    const es = await uploadContent(t, clip.deal.creatorToken, clip.deal.id, [png()], 'es');
    expect(errorOf(es).message).toBe('Esta campaña pide un vídeo (MP4 o WebM)');
    expect(storedFiles(t)).toEqual(filesBefore);
    for (const subject of [image, clip]) {
      expect(await contentsOf(subject.deal.id)).toEqual([]);
      const [row] = await t.db
        .select()
        .from(dealsTable)
        .where(eq(dealsTable.id, Number(subject.deal.id)));
      expect(row).toMatchObject({ status: 'product_received', has_content: false });
    }
  });

  it('takes images "Under review", stores them by company, and serves them', async () => {
    const { company, token, campaign, deal } = await waitingForContent('ugc_image');
    const toCompany = await notificationsOf(t, company.id, token);
    const files = [png(7), png(8), png(9)];
    const shown = dealOf(await uploadContent(t, deal.creatorToken, deal.id, files));
    expect(shown.status).toBe('creator_upload_content');
    expect(shown.contents).toHaveLength(1);
    const [content] = shown.contents;
    expect(content).toMatchObject({ kind: 'image', status: 'pending_approval', round: 1 });
    expect(content!.files.map((file) => file.content_type)).toEqual(Array(3).fill('image/png'));
    await toCompany.waitFor({
      deal_id: deal.id,
      status: 'creator_upload_content',
      message: `${deal.creator.name} uploaded content for ${campaign.name}`,
    });
    for (const [i, file] of content!.files.entries()) {
      expect(file.url).toBe(`/v1/content-files/${file.id}`);
      expect(file.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(storedFiles(t)).toContain(`${company.id}/content/${file.id}`);
      const response = await fetch(`${t.url}${file.url}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(files[i]!.bytes);
    }
    // Under review, the deal cannot be cancelled any more.
    const refused = await dealApi(t, token, 'cancel', { id: deal.id, reason: 'Changed our minds' });
    expect(errorOf(refused).extensions?.code).toBe('DEAL_ACTION_NOT_ALLOWED');
  });

  it('serves a video by byte ranges, to anyone holding its URL', async () => {
    const { deal } = await waitingForContent('ugc_video');
    const bytes = videoBytes(100_000);
    const shown = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, [{ bytes, name: 'v.mp4' }]),
    );
    const file = shown.contents[0]!.files[0]!;
    expect(file).toMatchObject({ content_type: 'video/mp4', size: 100_000 });
    const url = `${t.url}${file.url}`;
    const get = (headers: Record<string, string> = {}) => fetch(url, { headers });

    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-length')).toBe('100000');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes);

    const ranges: Array<[string, number, number]> = [
      ['bytes=0-99', 0, 99],
      ['bytes=50000-', 50_000, 99_999],
      ['bytes=-10', 99_990, 99_999],
      ['bytes=99000-200000', 99_000, 99_999],
    ];
    for (const [range, start, end] of ranges) {
      const part = await get({ range });
      expect(part.status, range).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes ${start}-${end}/100000`);
      expect(part.headers.get('content-length')).toBe(String(end - start + 1));
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(start, end + 1));
    }
    const unsatisfiable = await get({ range: 'bytes=100000-' });
    expect(unsatisfiable.status).toBe(416);
    expect(unsatisfiable.headers.get('content-range')).toBe('bytes */100000');
    // Several ranges, or a malformed one, get the whole file.
    expect((await get({ range: 'bytes=0-1,5-9' })).status).toBe(200);
    expect((await get({ range: 'lines=1-2' })).status).toBe(200);
    expect((await get({ 'if-none-match': `"${file.id}"` })).status).toBe(304);
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id', '%00']) {
      expect((await fetch(`${t.url}/v1/content-files/${id}`)).status).toBe(404);
    }
  });

  it('lets a creator send a video larger than any company upload, up to its own limit', async () => {
    const { deal } = await waitingForContent('ugc_video');
    const size = IMAGE_MAX_BYTES + 2 * 1024 * 1024;
    const shown = dealOf(await uploadContent(t, deal.creatorToken, deal.id, [video(size)]));
    expect(shown.contents[0]!.files[0]!.size).toBe(size);

    // A body announced past the limit is refused before it is read.
    const refusal = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${t.url}/v1/j`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${deal.creatorToken}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(CONTENT_UPLOAD_REQUEST_MAX_BYTES + 1),
        },
      });
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(refusal.status).toBe(413);
    expect(JSON.parse(refusal.body)).toMatchObject({
      errors: [
        {
          message: `A file is larger than ${CONTENT_VIDEO_MAX_BYTES / (1024 * 1024)} MB`,
          extensions: { code: 'CONTENT_INVALID' },
        },
      ],
    });
  });

  it('keeps only the files of the upload that won a race (a loser’s stored files are removed)', async () => {
    const { deal } = await waitingForContent('ugc_image');
    const before = storedFiles(t).length;
    const answers = await Promise.all(
      [1, 2, 3].map((seed) => uploadContent(t, deal.creatorToken, deal.id, [png(seed)])),
    );
    const taken = answers.filter((answer) => answer.body.data);
    expect(taken).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.body.data)) {
      expect(errorOf(answer).extensions?.code).toBe('DEAL_ACTION_NOT_ALLOWED');
    }
    expect(await contentsOf(deal.id)).toHaveLength(1);
    expect(storedFiles(t).length - before).toBe(1);
  });
});

describe('screening by an operator', () => {
  it('approves content for the company’s review, once', async () => {
    const { company, token, campaign, deal } = await waitingForContent('ugc_video');
    const toCompany = await notificationsOf(t, company.id, token);
    const uploaded = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_video')),
    );
    const contentId = uploaded.contents[0]!.id;

    const approved = await admin('content', 'approve', contentId);
    expect(approved).toEqual({
      code: 0,
      stdout: `approved content ${contentId}: deal ${deal.id} waits for the company's review\n`,
      stderr: '',
    });
    await toCompany.waitFor({
      deal_id: deal.id,
      status: 'content_approved_by_admin',
      message: `Content of ${deal.creator.name} for ${campaign.name} is ready for your review`,
    });
    const shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown.contents[0]!.status).toBe('accepted');
    expect(shown.events.at(-1)).toMatchObject({ action: 'approve_content', actor: 'admin' });
    expect(shown.auto_accept_at).not.toBeNull();
    const scheduled = await t.db.select().from(jobs).where(eq(jobs.kind, 'deal_auto_accept'));
    expect(scheduled.some((job) => job.payload.deal_id === Number(deal.id))).toBe(true);

    expect(await admin('content', 'approve', contentId)).toMatchObject({
      code: 1,
      stderr: `content approve: content ${contentId} is not the upload awaiting screening: nothing changed\n`,
    });
    expect(await admin('content', 'approve', '99999999')).toMatchObject({
      code: 1,
      stderr: 'content approve: no content 99999999\n',
    });
    expect(await admin('content', 'approve', 'abc')).toMatchObject({
      code: 1,
      stderr: 'content approve: "abc" is not a content id (a number)\n',
    });
  });

  it('rejects content with a reason: the creator uploads again, no revision round used', async () => {
    const { company, token, campaign, deal } = await waitingForContent('ugc_image');
    const toCompany = await notificationsOf(t, company.id, token);
    const toCreator = await notificationsOf(t, deal.creator.id, deal.creatorToken);
    const uploaded = dealOf(await uploadContent(t, deal.creatorToken, deal.id, [png()]));
    const contentId = uploaded.contents[0]!.id;

    expect(await admin('content', 'reject', contentId, 'short')).toMatchObject({
      code: 1,
      stderr: 'content reject: the reason must have 8 to 255 characters: nothing changed\n',
    });
    const reason = 'The product does not appear in the images';
    expect(await admin('content', 'reject', contentId, reason)).toMatchObject({
      code: 0,
      stdout: `rejected content ${contentId}: deal ${deal.id} is back to the creator\n`,
    });
    await toCompany.waitFor({
      deal_id: deal.id,
      message: `Our review refused the content of ${deal.creator.name} for ${campaign.name}: they will upload it again`,
    });
    await toCreator.waitFor({
      deal_id: deal.id,
      message: `A revision was requested for ${campaign.name}: ${reason}`,
    });
    const shown = dealOf(await dealApi(t, token, 'deal', { id: deal.id }));
    expect(shown).toMatchObject({ status: 'product_received', revisions_used: 0 });
    expect(shown.contents[0]).toMatchObject({ status: 'denied', feedback: reason });
    // The creator uploads again: round 2, under review.
    const again = dealOf(await uploadContent(t, deal.creatorToken, deal.id, [png(3)]));
    expect(again.contents[0]).toMatchObject({ round: 2, status: 'pending_approval' });
  });

  it('finishes a deal that has content, and only such a deal, paying the creator', async () => {
    const { company, token, campaign, deals } = await campaignWithDeals(t, { picks: 2 });
    const [withContent, without] = deals;
    const toCompany = await notificationsOf(t, company.id, token);
    await dealUpTo(t, token, withContent!, 'ugc_image', 'refund', 'product_received');
    dealOf(await uploadContent(t, withContent!.creatorToken, withContent!.id, [png()]));

    expect(await admin('deal', 'finish', without!.id)).toMatchObject({
      code: 1,
      stderr: `deal finish: This deal is at "Deal started": that step is not possible now: nothing changed\n`,
    });
    expect(await admin('deal', 'finish', withContent!.id)).toMatchObject({
      code: 0,
      stdout: `finished deal ${withContent!.id}\n`,
    });
    await toCompany.waitFor({
      deal_id: withContent!.id,
      status: 'finished',
      message: `Our team closed the deal with ${withContent!.creator.name} for ${campaign.name}`,
    });
    // The creator delivered: the fee ($30 for a basic image) is paid as on acceptance.
    const [finished] = await t.db
      .select()
      .from(dealsTable)
      .where(eq(dealsTable.id, Number(withContent!.id)));
    expect(finished?.payout_transaction_id).not.toBeNull();
    // The other deal ends too: the campaign is completed, its escrow emptied.
    dealOf(await dealApi(t, token, 'cancel', { id: without!.id, reason: 'Only one was needed' }));
    expect((await campaignRow(t, campaign.id)).status).toBe('completed');
    const sums = await accountSums(t, company.id);
    expect(sums.campaign_escrow ?? 0).toBe(0);
    // Its reimbursement ($19.99 and $3.33) was paid when the purchase was reported.
    expect(sums.creator_payouts).toBe(30_00 + 19_99 + 3_33);
    expect(await admin('deal', 'finish', '99999999')).toMatchObject({
      code: 1,
      stderr: 'deal finish: no deal 99999999\n',
    });
  });
});

describe('CONTENT_SCREENING', () => {
  it('is auto or manual', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).contentScreening).toBe('auto');
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), CONTENT_SCREENING: 'later' })).toThrow(
      ConfigError,
    );
    expect(t.config.contentScreening).toBe('manual');
  });
});
