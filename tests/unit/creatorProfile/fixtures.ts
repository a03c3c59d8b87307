import type { ReactElement } from 'react';
import type { CreatorData } from '@/src/entities/session/api';
import { stubApi, type Reply } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';

type Handler = Parameters<typeof stubApi>[0][string];

/** A creator's account as CreatorData returns it, onboarded; tests override the rest. */
export function creatorAccount(overrides: Partial<CreatorData> = {}): CreatorData {
  return {
    id: '7',
    email: 'ana@creators.test',
    has_verified_email: true,
    // Long ago: the sign-up's first code is no longer in its minute.
    created_at: '2026-01-05T10:00:00.000Z',
    onboarded: true,
    profile: {
      id: '7',
      name: 'Ana Ruiz',
      avatar_url: '/v1/images/avatar-1',
      tier: 'basic',
      categories: ['beauty', 'health'],
      followers: 15_000,
      price: 150_00,
      date_of_birth: '1996-04-10',
      age: 29,
      gender: 'female',
      ethnicity: null,
      country: 'MX',
      bio: 'Skincare in morning light.',
      portfolio: ['/v1/images/work-1', '/v1/images/work-2'],
      intro_video_url: null,
      intro_video_id: null,
      handles: {
        instagram: { handle: 'ana.glow', followers: 12_000, verified: true },
        tiktok: { handle: 'anaglow', followers: 3_000, verified: false },
        youtube: null,
      },
    },
    address: null,
    ...overrides,
  };
}

export const creatorDataReply = (account: CreatorData = creatorAccount()): Reply => ({
  data: { CreatorData: account },
});

/** `ui` at `route` in a creator's session, with the creator's operations stubbed. */
export function renderCreatorScreen(
  ui: ReactElement,
  route: string,
  handlers: Record<string, Handler> = {},
) {
  const api = stubApi({ CreatorData: creatorDataReply(), ...handlers });
  const preloadedState = { session: { token: 't', role: 'creator' as const } };
  return { api, ...renderWithProviders(ui, { route, preloadedState }) };
}

/** A day `years` years before today (UTC), as a date input gives it. */
export function yearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const day = new Date(
    Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + extraDays),
  );
  return day.toISOString().slice(0, 10);
}

/** The screens' texts are a lazy chunk: on a busy machine their first load takes seconds. */
export const FIRST_LOAD = { timeout: 15_000 };
