/**
 * The raw footage and extra hooks a UGC video campaign bought (docs/product.md#deals-and-content):
 * uploaded with the main video, each file with its role; refused when not bought, too many,
 * not a video, or missing; only the deal's creator uploads them; the licence states every
 * file with its role and SHA-256, and the archive names them by role.
 */
import { createHash } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFiles, contents } from '@/server/db/schema/deals';
import { contentLicences } from '@/server/db/schema/licences';
import { archiveContents, slugOf } from '@/server/services/content/archive';
import { errorOf } from './helpers/account';
import { dataOf, storedFiles } from './helpers/catalog';
import {
  campaignWithDeals,
  contentFor,
  dealApi,
  dealOf,
  dealUpTo,
  extrasFor,
  uploadContent,
  videoBytes,
} from './helpers/deals';
import type { UploadExtras, UploadFile } from './helpers/deals';
import { pngBytes } from './helpers/images';
import { endClients } from './helpers/mqtt';
import { operatorSession } from './helpers/operator';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();
afterAll(endClients);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const video = (name: string, size = 4096): UploadFile => ({
  bytes: videoBytes(size),
  name,
  type: 'video/mp4',
});
const png: UploadFile = { bytes: pngBytes(2, 2, [9, 9, 9]), name: 'p.png', type: 'image/png' };

/** Two deals of a video campaign with these extras, waiting for their content. */
async function waiting(raw_footage: boolean, extra_hooks: number) {
  const made = await campaignWithDeals(t, {
    type: 'ugc_video',
    picks: 2,
    input: { raw_footage, extra_hooks },
  });
  for (const deal of made.deals) {
    await dealUpTo(t, made.token, deal, 'ugc_video', 'refund', 'product_received');
  }
  return { ...made, deal: made.deals[0]!, other: made.deals[1]! };
}

const filesOf = (dealId: string) =>
  t.db
    .select({ role: contentFiles.role, position: contentFiles.position })
    .from(contentFiles)
    .innerJoin(contents, eq(contents.id, contentFiles.content_id))
    .where(eq(contents.deal_id, Number(dealId)))
    .orderBy(asc(contentFiles.position));

describe('CreatorContentUpload with extras', () => {
  it('stores the raw footage and each hook with its role, after the main video', async () => {
    const { deal } = await waiting(true, 2);
    const extras = extrasFor({ raw_footage: true, extra_hooks: 2 });
    const shown = dealOf(
      await uploadContent(t, deal.creatorToken, deal.id, contentFor('ugc_video'), 'en', extras),
    );
    // Screened at once (the test server's CONTENT_SCREENING=auto).
    expect(shown.status).toBe('content_approved_by_admin');
    expect(shown.contents[0]!.files.map((file) => file.role)).toEqual([
      'main',
      'raw_footage',
      'hook',
      'hook',
    ]);
    expect(await filesOf(deal.id)).toEqual([
      { role: 'main', position: 0 },
      { role: 'raw_footage', position: 1 },
      { role: 'hook', position: 2 },
      { role: 'hook', position: 3 },
    ]);
  });

  it('takes empty lists of extras on a campaign that bought none', async () => {
    const { deal } = await waiting(false, 0);
    const main = contentFor('ugc_video');
    const extras = { raw_footage: [], hooks: [] };
    const shown = dealOf(await uploadContent(t, deal.creatorToken, deal.id, main, 'en', extras));
    expect(shown.contents[0]!.files.map((file) => file.role)).toEqual(['main']);
  });

  it('refuses extras not bought, too many, not videos, or missing, translated, storing nothing', async () => {
    const none = await waiting(false, 0);
    const bought = await waiting(true, 2);
    const main = contentFor('ugc_video');
    const two = [video('h1.mp4'), video('h2.mp4')];
    const cases: Array<[typeof none, UploadExtras, string, string, string]> = [
      [
        none,
        { raw_footage: [video('raw.mp4')] },
        'raw_footage',
        'This campaign did not buy the raw footage',
        'Esta campaña no compró el material en bruto',
      ],
      [
        none,
        { hooks: [video('h.mp4')] },
        'hooks',
        'This campaign did not buy extra hooks',
        'Esta campaña no compró ganchos adicionales',
      ],
      [
        bought,
        { raw_footage: [video('raw.mp4')], hooks: [...two, video('h3.mp4')] },
        'hooks',
        'This campaign bought 2 extra hooks: upload no more than that',
        'Esta campaña compró 2 ganchos adicionales: no subas más',
      ],
      [
        bought,
        { raw_footage: [video('a.mp4'), video('b.mp4')], hooks: two },
        'raw_footage',
        'Upload the raw footage as one video',
        'Sube el material en bruto como un solo vídeo',
      ],
      [
        bought,
        { hooks: two },
        'raw_footage',
        'This campaign bought the raw footage: add it before sending',
        'Esta campaña compró el material en bruto: añádelo antes de enviar',
      ],
      [
        bought,
        { raw_footage: [video('raw.mp4')], hooks: [video('h1.mp4')] },
        'hooks',
        'This campaign bought 2 extra hooks: add every one before sending',
        'Esta campaña compró 2 ganchos adicionales: añádelos todos antes de enviar',
      ],
      [
        bought,
        { raw_footage: [png], hooks: two },
        'raw_footage',
        'This campaign asks for a video (MP4 or WebM)',
        'Esta campaña pide un vídeo (MP4 o WebM)',
      ],
      [
        bought,
        { raw_footage: [video('raw.mp4')], hooks: [video('h1.mp4'), png] },
        'hooks',
        'This campaign asks for a video (MP4 or WebM)',
        'Esta campaña pide un vídeo (MP4 o WebM)',
      ],
    ];
    const before = storedFiles(t);
    for (const [subject, extras, field, en, es] of cases) {
      const { creatorToken, id } = subject.deal;
      const answer = await uploadContent(t, creatorToken, id, main, 'en', extras);
      expect(errorOf(answer), en).toMatchObject({
        message: en,
        extensions: { code: 'CONTENT_INVALID', fields: { [field]: en } },
      });
      const spanish = await uploadContent(t, creatorToken, id, main, 'es', extras);
      expect(errorOf(spanish).message, es).toBe(es);
    }
    expect(storedFiles(t)).toEqual(before);
    for (const subject of [none, bought]) expect(await filesOf(subject.deal.id)).toEqual([]);
  });

  it("refuses another creator's, a company's and an operator's session as the main upload does", async () => {
    const { deal, other, token } = await waiting(true, 1);
    const extras = extrasFor({ raw_footage: true, extra_hooks: 1 });
    const operator = await operatorSession(t);
    const main = contentFor('ugc_video');
    const theirs = await uploadContent(t, other.creatorToken, deal.id, main, 'en', extras);
    expect(errorOf(theirs).extensions).toMatchObject({ code: 'NOT_FOUND' });
    for (const session of [token, operator.token]) {
      const answer = await uploadContent(t, session, deal.id, main, 'en', extras);
      expect(errorOf(answer).extensions).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await filesOf(deal.id)).toEqual([]);
  });

  it('keeps the rule after a revision request: the new round needs every part again', async () => {
    const made = await campaignWithDeals(t, {
      type: 'ugc_video',
      input: { raw_footage: true, extra_hooks: 1 },
    });
    const deal = made.deals[0]!;
    const first = await dealUpTo(
      t,
      made.token,
      deal,
      'ugc_video',
      'refund',
      'content_approved_by_admin',
    );
    const content = first.contents[0]!;
    dataOf(
      await dealApi(t, made.token, 'revision', {
        id: deal.id,
        content_id: content.id,
        feedback: 'Please show the label up close',
      }),
    );
    const main = contentFor('ugc_video');
    const partial = await uploadContent(t, deal.creatorToken, deal.id, main, 'en', {
      hooks: [video('h.mp4')],
    });
    expect(errorOf(partial).message).toBe(
      'This campaign bought the raw footage: add it before sending',
    );
    const extras = extrasFor({ raw_footage: true, extra_hooks: 1 });
    const again = dealOf(await uploadContent(t, deal.creatorToken, deal.id, main, 'en', extras));
    expect(again.contents[0]).toMatchObject({ round: 2 });
    expect(again.contents[0]!.files.map((file) => file.role)).toEqual([
      'main',
      'raw_footage',
      'hook',
    ]);
  });
});

describe('accepting content with extras', () => {
  it('writes a licence of every file with its role and SHA-256; the archive names them by role', async () => {
    const made = await campaignWithDeals(t, {
      type: 'ugc_video',
      input: { raw_footage: true, extra_hooks: 3 },
    });
    const deal = made.deals[0]!;
    const shown = await dealUpTo(
      t,
      made.token,
      deal,
      'ugc_video',
      'refund',
      'content_approved_by_admin',
    );
    const content = shown.contents[0]!;
    dataOf(await dealApi(t, made.token, 'accept', { id: deal.id, content_id: content.id }));

    const extras = extrasFor({ raw_footage: true, extra_hooks: 3 });
    const uploaded = [...contentFor('ugc_video'), ...extras.raw_footage!, ...extras.hooks!];
    const prefix = `${slugOf(deal.creator.name, 'creator')}-${content.id}`;
    const names = ['1', 'raw-1', 'hook-1', 'hook-2', 'hook-3'].map((n) => `${prefix}-${n}.mp4`);
    const roles = ['main', 'raw_footage', 'hook', 'hook', 'hook'];
    const [licence] = await t.db
      .select()
      .from(contentLicences)
      .where(eq(contentLicences.content_id, Number(content.id)));
    expect(licence!.files).toEqual(
      uploaded.map((file, i) => ({
        id: content.files[i]!.id,
        name: names[i],
        role: roles[i],
        kind: 'video',
        content_type: 'video/mp4',
        size: file.bytes.byteLength,
        sha256: sha256(file.bytes),
      })),
    );
    const archive = await archiveContents(t.db, {
      companyId: made.company.id,
      campaignId: made.campaign.id,
    });
    expect(archive!.entries.map((entry) => entry.name)).toEqual(names);
  });
});
