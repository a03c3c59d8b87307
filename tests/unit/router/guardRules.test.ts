import { describe, expect, it, vi } from 'vitest';
import { decideGuard, type AccountStatus, type GuardKind } from '@/src/router/guardRules';
import { companyAccount } from '../helpers/api';
import { creatorAccount } from '../helpers/creatorApi';

const ready = (overrides: Parameters<typeof companyAccount>[0]): AccountStatus => ({
  status: 'ready',
  role: 'company',
  account: companyAccount(overrides),
});
const readyCreator = (overrides: Parameters<typeof creatorAccount>[0]): AccountStatus => ({
  status: 'ready',
  role: 'creator',
  account: creatorAccount(overrides),
});
const anonymous: AccountStatus = { status: 'anonymous' };
const loading: AccountStatus = { status: 'loading', role: 'company' };
const creatorLoading: AccountStatus = { status: 'loading', role: 'creator' };
const unverified = ready({ has_verified_email: false, onboard_position: 0 });
const onboarding = ready({ onboard_position: 0 });
const complete = ready({ onboard_position: 1 });
const creatorUnverified = readyCreator({ has_verified_email: false, onboarded: false });
const creatorOnboarding = readyCreator({ onboarded: false });
const creatorComplete = readyCreator({});

describe('decideGuard', () => {
  it.each<[GuardKind, AccountStatus, string]>([
    ['guest', anonymous, 'allow'],
    ['guest', loading, '/'],
    ['guest', complete, '/'],
    ['guest', creatorLoading, '/creator/marketplace'],
    ['guest', creatorComplete, '/creator/marketplace'],
    ['verify', anonymous, '/login'],
    ['verify', unverified, 'allow'],
    ['verify', onboarding, '/about-you'],
    ['verify', complete, '/'],
    ['verify', creatorUnverified, '/creator/marketplace'],
    ['onboarding', anonymous, '/login'],
    ['onboarding', unverified, '/verify'],
    ['onboarding', onboarding, 'allow'],
    ['onboarding', complete, '/'],
    ['onboarding', creatorOnboarding, '/creator/marketplace'],
    ['company', anonymous, '/login'],
    ['company', unverified, '/verify'],
    ['company', onboarding, '/about-you'],
    ['company', complete, 'allow'],
    ['company', creatorLoading, '/creator/marketplace'],
    ['company', creatorComplete, '/creator/marketplace'],
    ['creatorGuest', anonymous, 'allow'],
    ['creatorGuest', creatorLoading, '/creator/marketplace'],
    ['creatorGuest', creatorComplete, '/creator/marketplace'],
    ['creatorGuest', loading, '/'],
    ['creatorGuest', complete, '/'],
    ['creatorVerify', anonymous, '/creator/login'],
    ['creatorVerify', creatorUnverified, 'allow'],
    ['creatorVerify', creatorOnboarding, '/creator/onboarding'],
    ['creatorVerify', creatorComplete, '/creator/marketplace'],
    ['creatorVerify', unverified, '/'],
    ['creatorOnboarding', anonymous, '/creator/login'],
    ['creatorOnboarding', creatorUnverified, '/creator/verify'],
    ['creatorOnboarding', creatorOnboarding, 'allow'],
    ['creatorOnboarding', creatorComplete, '/creator/marketplace'],
    ['creatorOnboarding', onboarding, '/'],
    ['creator', anonymous, '/creator/login'],
    ['creator', creatorUnverified, '/creator/verify'],
    ['creator', creatorOnboarding, '/creator/onboarding'],
    ['creator', creatorComplete, 'allow'],
    ['creator', loading, '/'],
    ['creator', complete, '/'],
  ])('%s guard, %o → %s', (kind, session, expected) => {
    const decision = decideGuard(kind, session);
    expect(decision.type === 'redirect' ? decision.to : decision.type).toBe(expected);
  });

  it('waits while the account loads and passes a load failure on with its retry', () => {
    expect(decideGuard('company', loading)).toEqual({ type: 'loading' });
    expect(decideGuard('creator', creatorLoading)).toEqual({ type: 'loading' });
    const retry = vi.fn();
    expect(decideGuard('verify', { status: 'error', role: 'company', retry })).toEqual({
      type: 'error',
      retry,
    });
    expect(decideGuard('creatorVerify', { status: 'error', role: 'creator', retry })).toEqual({
      type: 'error',
      retry,
    });
  });

  it('treats any onboard_position from 1 on as onboarded', () => {
    expect(decideGuard('company', ready({ onboard_position: 2 }))).toEqual({ type: 'allow' });
  });
});
