import type { CreatorData } from '@/src/entities/session/api';
import type { Reply } from '../account/apiStub';

/** A creator's account as CreatorData returns it: verified, onboarded, with a profile. */
export function creatorAccount(overrides: Partial<CreatorData> = {}): CreatorData {
  return {
    id: 'creator-7',
    email: 'maya@creators.test',
    has_verified_email: true,
    onboarded: true,
    profile: null,
    address: null,
    ...overrides,
  };
}

/** CreatorData's answer for `stubApi`. */
export const creatorData = (account: CreatorData): Reply => ({
  data: { CreatorData: account },
});

/** A creator's session in the persisted state `renderApp` starts from. */
export const creatorSession = { session: { token: 'creator-token', role: 'creator' as const } };
