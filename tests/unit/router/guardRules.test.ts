import { describe, expect, it, vi } from 'vitest';
import { decideGuard, type AccountStatus, type GuardKind } from '@/src/router/guardRules';
import { companyAccount } from '../helpers/api';

const ready = (overrides: Parameters<typeof companyAccount>[0]): AccountStatus => ({
  status: 'ready',
  account: companyAccount(overrides),
});
const unverified = ready({ has_verified_email: false, onboard_position: 0 });
const onboarding = ready({ onboard_position: 0 });
const complete = ready({ onboard_position: 1 });

describe('decideGuard', () => {
  it.each<[GuardKind, AccountStatus, string]>([
    ['guest', { status: 'anonymous' }, 'allow'],
    ['guest', { status: 'loading' }, '/'],
    ['guest', complete, '/'],
    ['verify', { status: 'anonymous' }, '/login'],
    ['verify', unverified, 'allow'],
    ['verify', onboarding, '/about-you'],
    ['verify', complete, '/'],
    ['onboarding', { status: 'anonymous' }, '/login'],
    ['onboarding', unverified, '/verify'],
    ['onboarding', onboarding, 'allow'],
    ['onboarding', complete, '/'],
    ['company', { status: 'anonymous' }, '/login'],
    ['company', unverified, '/verify'],
    ['company', onboarding, '/about-you'],
    ['company', complete, 'allow'],
  ])('%s guard, %o → %s', (kind, session, expected) => {
    const decision = decideGuard(kind, session);
    expect(decision.type === 'redirect' ? decision.to : decision.type).toBe(expected);
  });

  it('waits while the account loads and passes a load failure on with its retry', () => {
    expect(decideGuard('company', { status: 'loading' })).toEqual({ type: 'loading' });
    const retry = vi.fn();
    expect(decideGuard('verify', { status: 'error', retry })).toEqual({ type: 'error', retry });
  });

  it('treats any onboard_position from 1 on as onboarded', () => {
    expect(decideGuard('company', ready({ onboard_position: 2 }))).toEqual({ type: 'allow' });
  });
});
