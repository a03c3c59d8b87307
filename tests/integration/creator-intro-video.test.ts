/**
 * A creator's intro video (docs/product.md#creators-accounts): uploaded by the creator
 * alone, an MP4 or WebM of at most 60 s read from its own headers, named only by its
 * creator's profile, kept by an edit that does not change it, and sent with an
 * application only when asked, to that campaign's company alone.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INTRO_VIDEO_MAX_BYTES } from '@/domain/content/rules';
import { campaignApplications, creators } from '@/server/db/schema/creators';
import { creatorVideos } from '@/server/db/schema/creatorVideos';
import { errorOf } from './helpers/account';
import { dataOf, signedInCompany } from './helpers/catalog';
import { beautyCreator, companyWithCampaign, creatorApi } from './helpers/creators';
import { newCreator, ownImage, profileApi, validProfile } from './helpers/creatorProfile';
import { creatorCall } from './helpers/creatorAccount';
import { postGraphql } from './helpers/http';
import { mp4Bytes, uploadIntroVideo, webmBytes } from './helpers/videos';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const PITCH = 'I film skincare routines in daylight';
const OUTSIDE = 'https://images.example.com/portfolio/sunset.jpg';
const IMAGE_A = 'aaaaaaaaaaaaaaaaaaaaaa';

const upload = (token: string, bytes: Uint8Array, options = {}) =>
  uploadIntroVideo(t.url, token, bytes, options);

const videoRows = (creatorId: number) =>
  t.db.select().from(creatorVideos).where(eq(creatorVideos.creator_id, creatorId));

const profileRow = async (id: number) =>
  (await t.db.select().from(creators).where(eq(creators.id, id)))[0]!;

/** An onboarded creator with a session. */
async function onboarded() {
  const me = await newCreator(t);
  dataOf(await profileApi(t, me.token, 'onboard', validProfile(t)));
  return me;
}

/** The `file` field's message and the error's code of a refused upload. */
function refusalOf(response: Awaited<ReturnType<typeof upload>>) {
  const error = errorOf(response);
  return { code: error.extensions?.code, file: error.extensions?.fields?.file };
}

describe('CreatorIntroVideoUpload', () => {
  it('stores a short MP4 (either mvhd version) or WebM and serves it', async () => {
    const me = await newCreator(t);
    const mp4 = mp4Bytes(42.5, { padding: 4096 });
    const stored = dataOf(await upload(me.token, mp4)).CreatorIntroVideoUpload;
    expect(stored).toMatchObject({
      content_type: 'video/mp4',
      size: mp4.length,
      duration_ms: 42_500,
      url: `/v1/content-files/${stored.id}`,
    });
    const served = await fetch(`${t.url}${stored.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(mp4);

    const v1 = dataOf(await upload(me.token, mp4Bytes(60, { version: 1, timescale: 90_000 })));
    expect(v1.CreatorIntroVideoUpload.duration_ms).toBe(60_000);
    // Named .mp4 and declared so: the bytes decide.
    const webm = dataOf(await upload(me.token, webmBytes(12, { padding: 2048 })));
    expect(webm.CreatorIntroVideoUpload).toMatchObject({
      content_type: 'video/webm',
      duration_ms: 12_000,
    });
  });

  it('refuses what is too long, unreadable, not a video or too large, storing nothing', async () => {
    const me = await newCreator(t);
    const cases: Array<[Uint8Array, string, string]> = [
      [
        mp4Bytes(61),
        'The intro video must be at most 60 seconds long (this one is 61 s)',
        'El vídeo de presentación debe durar como máximo 60 segundos (este dura 61 s)',
      ],
      [
        webmBytes(60.5),
        'The intro video must be at most 60 seconds long (this one is 61 s)',
        'El vídeo de presentación debe durar como máximo 60 segundos (este dura 61 s)',
      ],
      [
        webmBytes(20, { noDuration: true }),
        'We could not read how long this video is: export it again as MP4 or WebM',
        'No hemos podido leer cuánto dura este vídeo: expórtalo de nuevo como MP4 o WebM',
      ],
      [
        mp4Bytes(20).subarray(0, 50),
        'We could not read how long this video is: export it again as MP4 or WebM',
        'No hemos podido leer cuánto dura este vídeo: expórtalo de nuevo como MP4 o WebM',
      ],
      [
        new TextEncoder().encode('GIF89a not a video at all, whatever its name says'),
        'The intro video must be an MP4 or WebM video',
        'El vídeo de presentación debe ser un vídeo MP4 o WebM',
      ],
    ];
    for (const [bytes, en, es] of cases) {
      expect(refusalOf(await upload(me.token, bytes))).toEqual({
        code: 'BAD_USER_INPUT',
        file: en,
      });
      expect(refusalOf(await upload(me.token, bytes, { locale: 'es' })).file).toBe(es);
    }
    const tooLarge = new Uint8Array(INTRO_VIDEO_MAX_BYTES + 1);
    tooLarge.set(mp4Bytes(10));
    expect(refusalOf(await upload(me.token, tooLarge))).toEqual({
      code: 'BAD_USER_INPUT',
      file: 'The intro video must be at most 100 MB',
    });
    // A string where the file goes, in a plain JSON request.
    const notFile = await postGraphql(
      `${t.url}/v1/j`,
      'mutation($file: File!) { CreatorIntroVideoUpload(file: $file) { id } }',
      { token: me.token, variables: { file: 'intro.mp4\u0000' } },
    );
    expect(errorOf(notFile).extensions?.fields).toEqual({
      file: 'The intro video must be an MP4 or WebM video',
    });
    expect(await videoRows(me.id)).toEqual([]);
  });

  it('is for creator sessions only', async () => {
    const { company, token } = await signedInCompany(t);
    const refused = await upload(token, mp4Bytes(10));
    expect(errorOf(refused).extensions?.code).toBe('FORBIDDEN');
    expect(await videoRows(company.id)).toEqual([]);
  });

  it('keeps only the new upload and the one in use when a creator uploads again', async () => {
    const me = await onboarded();
    const first = dataOf(await upload(me.token, mp4Bytes(5))).CreatorIntroVideoUpload;
    dataOf(
      await profileApi(t, me.token, 'update', { ...validProfile(t), intro_video_id: first.id }),
    );
    const discarded = dataOf(await upload(me.token, mp4Bytes(6))).CreatorIntroVideoUpload;
    const last = dataOf(await upload(me.token, mp4Bytes(7))).CreatorIntroVideoUpload;
    const ids = (await videoRows(me.id)).map((row) => row.id).sort();
    expect(ids).toEqual([first.id, last.id].sort());
    expect((await fetch(`${t.url}${discarded.url}`)).status).toBe(404);
  });

  it('goes with the account: deleting it removes every intro video, rows and files', async () => {
    const me = await onboarded();
    const video = dataOf(await upload(me.token, mp4Bytes(5))).CreatorIntroVideoUpload;
    const file = join(t.dataDir, 'uploads', String(me.id), 'intro', video.id);
    expect(existsSync(file)).toBe(true);
    dataOf(
      await profileApi(t, me.token, 'update', { ...validProfile(t), intro_video_id: video.id }),
    );
    expect(
      dataOf(await creatorCall(t, 'delete', {}, { token: me.token })).CreatorDelete,
    ).toMatchObject({
      status: 'success',
    });
    expect(await videoRows(me.id)).toEqual([]);
    expect((await profileRow(me.id)).intro_video_id).toBeNull();
    expect((await fetch(`${t.url}${video.url}`)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
  });
});

describe('the profile names its intro video', () => {
  it('takes the creator’s own upload only, and an edit keeps it and outside portfolio URLs', async () => {
    const me = await onboarded();
    const other = await onboarded();
    const mine = dataOf(await upload(me.token, mp4Bytes(30))).CreatorIntroVideoUpload;
    await t.db
      .update(creators)
      .set({ portfolio: [OUTSIDE] })
      .where(eq(creators.id, me.id));
    await ownImage(t, me.id, IMAGE_A);

    const set = dataOf(
      await profileApi(t, me.token, 'update', {
        ...validProfile(t),
        intro_video_id: mine.id,
        portfolio_urls: [`/v1/images/${IMAGE_A}`, OUTSIDE],
      }),
    ).CreatorProfileUpdate.profile!;
    expect(set).toMatchObject({
      intro_video_url: mine.url,
      intro_video_id: mine.id,
      portfolio: [`/v1/images/${IMAGE_A}`, OUTSIDE],
    });
    // The form sends back what it was given: nothing changes.
    const again = dataOf(
      await profileApi(t, me.token, 'update', {
        ...validProfile(t),
        bio: 'Changed bio only',
        intro_video_id: set.intro_video_id,
        portfolio_urls: set.portfolio,
      }),
    ).CreatorProfileUpdate.profile!;
    expect(again).toMatchObject({ intro_video_url: mine.url, portfolio: set.portfolio });

    // Another creator can neither name the video nor keep the other's outside URL.
    const theirs = await profileApi(t, other.token, 'update', {
      ...validProfile(t),
      intro_video_id: mine.id,
    });
    expect(Object.keys(errorOf(theirs).extensions?.fields ?? {})).toEqual(['intro_video_id']);
    const stolen = await profileApi(t, other.token, 'update', {
      ...validProfile(t),
      portfolio_urls: [OUTSIDE],
    });
    expect(Object.keys(errorOf(stolen).extensions?.fields ?? {})).toEqual(['portfolio_urls']);
    const both = await profileApi(t, me.token, 'update', {
      ...validProfile(t),
      portfolio_image_ids: [IMAGE_A],
      portfolio_urls: [OUTSIDE],
    });
    expect(Object.keys(errorOf(both).extensions?.fields ?? {})).toEqual(['portfolio_urls']);
    const nul = await profileApi(t, me.token, 'update', {
      ...validProfile(t),
      portfolio_urls: ['https://x.example/\u0000.jpg'],
    });
    expect(errorOf(nul).extensions?.code).toBe('BAD_USER_INPUT');
    const row = await profileRow(other.id);
    expect([row.intro_video_id, row.portfolio]).toEqual([null, []]);
    expect((await profileRow(me.id)).portfolio).toEqual(set.portfolio);
  });
});

describe('applying with the intro video', () => {
  it('goes with the application when asked, shown to that campaign’s company only', async () => {
    const owner = await companyWithCampaign(t);
    const stranger = await companyWithCampaign(t);
    const me = await beautyCreator(t);
    const campaign_id = String(owner.campaign.id);
    const apply = (with_intro_video?: boolean) =>
      creatorApi(t, me.token, 'apply', { campaign_id, pitch: PITCH, with_intro_video });

    const none = await apply(true);
    expect(errorOf(none).extensions?.fields).toEqual({
      with_intro_video: 'Add an intro video to your profile first',
    });
    expect(await t.db.select().from(campaignApplications)).toEqual([]);

    const video = dataOf(await upload(me.token, mp4Bytes(20))).CreatorIntroVideoUpload;
    await t.db.update(creators).set({ intro_video_id: video.id }).where(eq(creators.id, me.row.id));
    const applied = dataOf(await apply(true)).CreatorApply;
    expect(applied.application).toMatchObject({ pitch: PITCH, intro_video_url: video.url });

    const seen = dataOf(await creatorApi(t, owner.token, 'applicants', { campaign_id }));
    expect(seen.CampaignApplicants.nodes[0]!.application).toMatchObject({
      intro_video_url: video.url,
    });
    expect(
      errorOf(await creatorApi(t, stranger.token, 'applicants', { campaign_id })).extensions?.code,
    ).toBe('NOT_FOUND');
    // The stranger's own campaign shows no application of this creator's.
    const elsewhere = dataOf(
      await creatorApi(t, stranger.token, 'creators', {
        campaign_id: String(stranger.campaign.id),
      }),
    );
    const mineThere = elsewhere.Creators.nodes.find(
      (node) => node.creator.id === String(me.row.id),
    );
    expect(mineThere?.application ?? null).toBeNull();

    // Applying again without it takes it off the application.
    const plain = dataOf(await apply()).CreatorApply;
    expect(plain.application).toMatchObject({ intro_video_url: null });
  });
});
