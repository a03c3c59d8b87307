import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '@/server/db/schema/account';
import { creators } from '@/server/db/schema/creators';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { creatorSession, insertCreators, variedCreators } from './helpers/creators';
import { campaignWithDeals, contentFor, dealUpTo, uploadContent } from './helpers/deals';
import {
  newCreator,
  ownImage,
  profileApi,
  VALID_ADDRESS,
  validProfile,
  yearsAgo,
} from './helpers/creatorProfile';
import type { ProfileOp } from './helpers/creatorProfile';
import { pngBytes } from './helpers/images';
import { mp4Bytes, uploadIntroVideo } from './helpers/videos';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const IMAGE_A = 'aaaaaaaaaaaaaaaaaaaaaa';
const IMAGE_B = 'bbbbbbbbbbbbbbbbbbbbbb';

const fieldsOf = (response: Parameters<typeof errorOf>[0]) => {
  const error = errorOf(response);
  expect(error.extensions?.code).toBe('BAD_USER_INPUT');
  return Object.keys(error.extensions?.fields ?? {});
};

const profileRow = async (id: number) =>
  (await t.db.select().from(creators).where(eq(creators.id, id)))[0];

describe('a creator onboards (docs/product.md#creators)', () => {
  it('sets the profile, completes onboarding and reads it all back', async () => {
    const me = await newCreator(t);
    const before = dataOf(await profileApi(t, me.token, 'data')).CreatorData;
    expect(before).toMatchObject({ onboarded: false, profile: null, address: null });
    await ownImage(t, me.id, IMAGE_A);
    const profile = validProfile(t);
    const done = dataOf(
      await profileApi(t, me.token, 'onboard', {
        ...profile,
        handles: { ...profile.handles, youtube: { handle: 'ana-lima', followers: 3_000 } },
        gender: 'female',
        avatar_image_id: IMAGE_A,
        portfolio_image_ids: [IMAGE_A],
      }),
    ).CreatorOnboard;
    expect(done.onboarded).toBe(true);
    expect(done.profile).toMatchObject({
      id: String(me.id),
      name: 'Ana Lima',
      tier: 'basic',
      categories: ['beauty', 'health'],
      followers: 15_000,
      price: 150_00,
      date_of_birth: profile.date_of_birth,
      age: 25,
      gender: 'female',
      ethnicity: null,
      country: 'BR',
      bio: 'Skincare in daylight',
      avatar_url: `/v1/images/${IMAGE_A}`,
      portfolio: [`/v1/images/${IMAGE_A}`],
      intro_video_url: null,
      intro_video_id: null,
      handles: {
        instagram: { handle: 'ana.lima', followers: 12_000, verified: false },
        tiktok: null,
        youtube: { handle: 'ana-lima', followers: 3_000, verified: false },
      },
    });
    const [account] = await t.db.select().from(companies).where(eq(companies.id, me.id));
    expect(account!.onboard_position).toBe(1);
    expect(dataOf(await profileApi(t, me.token, 'data')).CreatorData).toEqual(done);
  });

  it('uploads its own images for the avatar and portfolio', async () => {
    const me = await newCreator(t);
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({
        query:
          'mutation CreatorImageUpload($file: File!) { CreatorImageUpload(file: $file) { id url } }',
        variables: { file: null },
      }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set(
      '0',
      new Blob([new Uint8Array(pngBytes(2, 2, [10, 120, 200]))], { type: 'image/png' }),
      'me.png',
    );
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.token}`, 'graphql-require-preflight': '1' },
      body: form,
    });
    const body = (await response.json()) as {
      data: { CreatorImageUpload: { id: string; url: string } };
    };
    const image = body.data.CreatorImageUpload;
    const done = dataOf(
      await profileApi(t, me.token, 'onboard', {
        ...validProfile(t),
        avatar_image_id: image.id,
        portfolio_image_ids: [image.id],
      }),
    ).CreatorOnboard.profile!;
    expect(done.avatar_url).toBe(image.url);
    expect(done.portfolio).toEqual([image.url]);
  });

  it('is refused before the e-mail is verified, and stores nothing', async () => {
    const me = await newCreator(t, { verified: false });
    const error = errorOf(await profileApi(t, me.token, 'onboard', validProfile(t)));
    expect(error.extensions?.code).toBe('EMAIL_NOT_VERIFIED');
    expect(await profileRow(me.id)).toBeUndefined();
  });

  it('takes 18 today, and refuses a day short of it', async () => {
    const adult = await newCreator(t);
    const onTheDay = { ...validProfile(t), date_of_birth: yearsAgo(t, 18) };
    expect(
      dataOf(await profileApi(t, adult.token, 'onboard', onTheDay)).CreatorOnboard.profile,
    ).toMatchObject({ age: 18 });
    const young = await newCreator(t);
    const response = await profileApi(
      t,
      young.token,
      'onboard',
      { ...validProfile(t), date_of_birth: yearsAgo(t, 18, 1) },
      'es',
    );
    expect(errorOf(response).extensions?.fields).toEqual({
      date_of_birth: 'Debes tener al menos 18 años',
    });
    expect(await profileRow(young.id)).toBeUndefined();
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const me = await newCreator(t);
    const base = validProfile(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'A'.repeat(61) }, 'name'],
      [{ name: 'Ana\u0000' }, 'name'],
      [{ bio: 'b'.repeat(301) }, 'bio'],
      [{ handles: { instagram: null, tiktok: null, youtube: null } }, 'handles'],
      [{ handles: {} }, 'handles'],
      [
        { handles: { instagram: { handle: 'a'.repeat(31), followers: 1 } } },
        'handles.instagram.handle',
      ],
      [{ handles: { tiktok: { handle: 'bad handle', followers: 1 } } }, 'handles.tiktok.handle'],
      [{ handles: { youtube: { handle: 'ok-name', followers: -1 } } }, 'handles.youtube.followers'],
      [
        { handles: { youtube: { handle: 'ok-name', followers: 2_000_000_001 } } },
        'handles.youtube.followers',
      ],
      [{ categories: ['beauty', 'food', 'games', 'news'] }, 'categories'],
      [{ categories: [] }, 'categories'],
      [{ country: 'XX' }, 'country'],
      [{ date_of_birth: '2001-02-30' }, 'date_of_birth'],
      [{ date_of_birth: 'yesterday' }, 'date_of_birth'],
      [{ date_of_birth: yearsAgo(t, 10) }, 'date_of_birth'],
      [{ date_of_birth: yearsAgo(t, -1) }, 'date_of_birth'],
      [{ gender: 'robot' }, 'gender'],
      [{ ethnicity: 'martian' }, 'ethnicity'],
      [{ price: 0 }, 'price'],
      [
        { portfolio_image_ids: Array.from({ length: 11 }, (_, i) => `${i}`.padStart(22, 'p')) },
        'portfolio_image_ids',
      ],
      [{ portfolio_image_ids: [IMAGE_B] }, 'portfolio_image_ids'],
      [{ avatar_image_id: 'not-mine-at-all-123456' }, 'avatar_image_id'],
      [{ intro_video_id: 'vvvvvvvvvvvvvvvvvvvvvv' }, 'intro_video_id'],
    ];
    for (const [change, field] of cases) {
      const response = await profileApi(t, me.token, 'onboard', { ...base, ...change });
      expect(fieldsOf(response), JSON.stringify(change)).toContain(field);
    }
    expect(await profileRow(me.id)).toBeUndefined();
  });

  it('refuses arguments of the wrong type before any rule', async () => {
    const me = await newCreator(t);
    for (const change of [{ price: 'cheap' }, { price: 1.5 }, { name: 12 }, { handles: 'ana' }]) {
      const response = await profileApi(t, me.token, 'onboard', { ...validProfile(t), ...change });
      expect(response.body.errors?.length).toBeGreaterThan(0);
      expect(response.body.data ?? null).toBeNull();
    }
    expect(await profileRow(me.id)).toBeUndefined();
  });

  it('names the bounds whichever rule refused a field: blank, unreadable or out of range', async () => {
    const me = await newCreator(t);
    const messagesOf = async (change: Record<string, unknown>, locale: string) =>
      errorOf(await profileApi(t, me.token, 'onboard', { ...validProfile(t), ...change }, locale))
        .extensions?.fields ?? {};
    const blank = await messagesOf(
      { name: '   ', handles: { instagram: { handle: ' ', followers: 10 } } },
      'en',
    );
    expect(blank.name).toBe('The name must have 2 to 60 characters');
    expect(blank['handles.instagram.handle']).toMatch(
      /^The handle must have \d+ to \d+ characters$/,
    );
    const spanish = await messagesOf({ name: '' }, 'es');
    expect(spanish.name).not.toMatch(/\{\{|validation:/);
    expect(spanish.name).toContain('60');
    const address = errorOf(
      await profileApi(t, me.token, 'address', { address: { ...VALID_ADDRESS, postal_code: ' ' } }),
    ).extensions?.fields;
    expect(address?.['address.postal_code']).not.toMatch(/\{\{/);
    expect(address?.['address.postal_code']).toMatch(/\d+ to \d+/);
  });
});

describe('a creator updates the profile', () => {
  it('replaces it, keeps a verified handle that stays, and clears a gender left out', async () => {
    const me = await newCreator(t);
    dataOf(await profileApi(t, me.token, 'onboard', { ...validProfile(t), gender: 'male' }));
    await t.db.update(creators).set({ instagram_verified: true }).where(eq(creators.id, me.id));
    const updated = dataOf(
      await profileApi(t, me.token, 'update', {
        ...validProfile(t),
        name: 'Ana L.',
        handles: {
          instagram: { handle: 'ana.lima', followers: 20_000 },
          tiktok: { handle: 'analima', followers: 500 },
        },
      }),
    ).CreatorProfileUpdate.profile!;
    expect(updated).toMatchObject({ name: 'Ana L.', gender: null, followers: 20_500 });
    expect(updated.handles.instagram).toEqual({
      handle: 'ana.lima',
      followers: 20_000,
      verified: true,
    });
    expect(updated.handles.tiktok).toEqual({ handle: 'analima', followers: 500, verified: false });
    const renamed = dataOf(
      await profileApi(t, me.token, 'update', {
        ...validProfile(t),
        handles: { instagram: { handle: 'ana.new', followers: 1 } },
      }),
    ).CreatorProfileUpdate.profile!;
    expect(renamed.handles.instagram?.verified).toBe(false);
  });

  it('is refused before onboarding', async () => {
    const me = await newCreator(t);
    for (const op of ['update', 'address'] as const) {
      const variables = op === 'update' ? validProfile(t) : { address: VALID_ADDRESS };
      expect(errorOf(await profileApi(t, me.token, op, variables)).extensions?.code).toBe(
        'NOT_FOUND',
      );
    }
    expect(await profileRow(me.id)).toBeUndefined();
  });

  it('takes an intro video of the creator’s own intro uploads only, not deal content', async () => {
    const { deals, token } = await campaignWithDeals(t, { type: 'ugc_video', picks: 2 });
    const [mine, theirs] = deals;
    await dealUpTo(t, token, mine!, 'ugc_video', 'refund', 'product_received');
    const uploaded = await uploadContent(t, mine!.creatorToken, mine!.id, contentFor('ugc_video'));
    const dealVideoId = dataOf(uploaded).CreatorContentUpload!.contents[0]!.files[0]!.id;
    const dealVideo = { ...validProfile(t), intro_video_id: dealVideoId };
    const refusedDeal = await profileApi(t, mine!.creatorToken, 'update', dealVideo);
    expect(fieldsOf(refusedDeal)).toEqual(['intro_video_id']);

    const intro = dataOf(await uploadIntroVideo(t.url, mine!.creatorToken, mp4Bytes(20)));
    const videoId = intro.CreatorIntroVideoUpload.id;
    const profile = { ...validProfile(t), intro_video_id: videoId };
    const set = dataOf(await profileApi(t, mine!.creatorToken, 'update', profile));
    expect(set.CreatorProfileUpdate.profile!.intro_video_url).toBe(`/v1/content-files/${videoId}`);
    const refused = await profileApi(t, theirs!.creatorToken, 'update', profile);
    expect(fieldsOf(refused)).toEqual(['intro_video_id']);
    expect((await profileRow(theirs!.creator.id))!.intro_video_id).toBeNull();
  });
});

describe('who reaches the profile operations', () => {
  const calls: Array<[ProfileOp, (me: { id: number }) => Record<string, unknown>]> = [
    ['data', () => ({})],
    ['onboard', () => validProfile(t)],
    ['update', () => validProfile(t)],
    ['address', () => ({ address: VALID_ADDRESS })],
  ];

  it('refuses a company session on every one of them', async () => {
    const company = await t.createCompany();
    const token = await t.createSession(company.id);
    for (const [op, variables] of calls) {
      const error = errorOf(await profileApi(t, token, op, variables(company)));
      expect(error.extensions?.code, op).toBe('FORBIDDEN');
    }
    expect(await profileRow(company.id)).toBeUndefined();
  });

  it('keeps each creator to their own profile and address', async () => {
    const [other] = await insertCreators(t, variedCreators(1, 9));
    const otherToken = await creatorSession(t, other!.id);
    dataOf(await profileApi(t, otherToken, 'address', { address: VALID_ADDRESS }));
    const me = await newCreator(t);
    dataOf(await profileApi(t, me.token, 'onboard', validProfile(t)));
    const mine = dataOf(await profileApi(t, me.token, 'data')).CreatorData;
    expect(mine.id).toBe(String(me.id));
    expect(mine.address).toBeNull();
    // Another creator's image is refused like one that does not exist.
    await ownImage(t, other!.id, IMAGE_B);
    const response = await profileApi(t, me.token, 'update', {
      ...validProfile(t),
      portfolio_image_ids: [IMAGE_B],
    });
    expect(fieldsOf(response)).toEqual(['portfolio_image_ids']);
    const untouched = dataOf(await profileApi(t, otherToken, 'data')).CreatorData;
    expect(untouched.profile!.name).toBe(other!.name);
    expect(untouched.address).toMatchObject({ line1: VALID_ADDRESS.line1 });
  });
});
