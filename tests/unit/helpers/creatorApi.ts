import type { CreatorData } from '@/src/entities/session/api';
import type { Reply } from '../account/apiStub';

/** A creator's account as CreatorData returns it: verified, onboarded, with a profile. */
export function creatorAccount(overrides: Partial<CreatorData> = {}): CreatorData {
  return {
    id: 'creator-7',
    email: 'maya@creators.test',
    has_verified_email: true,
    // Long ago: the sign-up's first code is no longer in its minute.
    created_at: '2026-01-05T10:00:00.000Z',
    onboarded: true,
    profile: null,
    address: null,
    ...overrides,
  };
}

type CreatorProfile = NonNullable<CreatorData['profile']>;

/** An onboarded creator's profile, as CreatorData returns it. */
export function creatorProfile(overrides: Partial<CreatorProfile> = {}): CreatorProfile {
  return {
    id: 'profile-7',
    name: 'Maya Ortiz',
    avatar_url: 'https://cdn.test/maya.jpg',
    tier: 'basic',
    categories: ['apparel'],
    followers: 12_000,
    price: 15_000,
    date_of_birth: '1996-04-02',
    age: 30,
    gender: null,
    ethnicity: null,
    country: 'US',
    bio: 'Outfit videos.',
    portfolio: [],
    intro_video_url: null,
    intro_video_id: null,
    handles: { instagram: null, tiktok: null, youtube: null },
    ...overrides,
  };
}

/** CreatorData's answer for `stubApi`. */
export const creatorData = (account: CreatorData): Reply => ({
  data: { CreatorData: account },
});

/** A creator's session in the persisted state `renderApp` starts from. */
export const creatorSession = { session: { token: 'creator-token', role: 'creator' as const } };

/**
 * How long a test waits for the creator layout's first page: its chunk and the logged-in
 * texts load on first use, which takes seconds when the suite runs its files in parallel.
 */
export const FIRST_LAYOUT_LOAD = { timeout: 15_000 };
