import type { CompanyData } from '@/src/entities/session/api';
import { paths } from '../lib/paths';

/**
 * Which part of the onboarding funnel a layout route admits (docs/product.md#routes-and-guards):
 * - guest: login, signup, forgot — only when logged out;
 * - verify: logged in with an unverified e-mail;
 * - onboarding: verified, onboarding not finished (onboard_position 0);
 * - company: verified and onboarded — every page of the company layout.
 */
export type GuardKind = 'guest' | 'verify' | 'onboarding' | 'company';

/** What the app knows about the session when a guard decides. */
export type AccountStatus =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; account: CompanyData };

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'loading' }
  | { type: 'error'; retry: () => void };

/** onboard_position 1 means onboarding is complete (docs/product.md#onboarding). */
export const ONBOARDING_COMPLETE_POSITION = 1;

const isOnboarded = (account: CompanyData) =>
  account.onboard_position >= ONBOARDING_COMPLETE_POSITION;

/** Where an account belongs in the funnel, before the company pages. */
function funnelStep(account: CompanyData): 'verify' | 'onboarding' | 'company' {
  if (!account.has_verified_email) return 'verify';
  return isOnboarded(account) ? 'company' : 'onboarding';
}

const STEP_PATH = { verify: paths.verify, onboarding: paths.aboutYou, company: paths.dashboard };

export function decideGuard(kind: GuardKind, session: AccountStatus): GuardDecision {
  if (kind === 'guest') {
    // A logged-in user is sent to the dashboard; its guard routes him on from there.
    return session.status === 'anonymous'
      ? { type: 'allow' }
      : { type: 'redirect', to: paths.dashboard };
  }
  switch (session.status) {
    case 'anonymous':
      return { type: 'redirect', to: paths.login };
    case 'loading':
      return { type: 'loading' };
    case 'error':
      return { type: 'error', retry: session.retry };
    case 'ready': {
      const step = funnelStep(session.account);
      return step === kind ? { type: 'allow' } : { type: 'redirect', to: STEP_PATH[step] };
    }
  }
}
