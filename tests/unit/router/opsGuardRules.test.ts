import { describe, expect, it, vi } from 'vitest';
import { decideGuard, type AccountStatus, type GuardKind } from '@/src/router/guardRules';
import { companyAccount } from '../helpers/api';
import { creatorAccount } from '../helpers/creatorApi';
import { operatorAccount } from '../helpers/opsApi';

const retry = vi.fn();
const sessions: Record<string, AccountStatus> = {
  anonymous: { status: 'anonymous' },
  companyLoading: { status: 'loading', role: 'company' },
  company: { status: 'ready', role: 'company', account: companyAccount() },
  creatorLoading: { status: 'loading', role: 'creator' },
  creator: { status: 'ready', role: 'creator', account: creatorAccount() },
  operatorLoading: { status: 'loading', role: 'operator' },
  operatorError: { status: 'error', role: 'operator', retry },
  operator: { status: 'ready', role: 'operator', account: operatorAccount() },
};

const outcome = (kind: GuardKind, session: AccountStatus) => {
  const decision = decideGuard(kind, session);
  return decision.type === 'redirect' ? decision.to : decision.type;
};

describe("the console's guards, every role on every side", () => {
  it.each<[GuardKind, keyof typeof sessions, string]>([
    // The console's login: anyone but an operator may use it.
    ['opsGuest', 'anonymous', 'allow'],
    ['opsGuest', 'companyLoading', 'allow'],
    ['opsGuest', 'company', 'allow'],
    ['opsGuest', 'creatorLoading', 'allow'],
    ['opsGuest', 'creator', 'allow'],
    ['opsGuest', 'operatorLoading', '/ops'],
    ['opsGuest', 'operatorError', '/ops'],
    ['opsGuest', 'operator', '/ops'],
    // The console: operators only; anyone else is asked to log in as one.
    ['operator', 'anonymous', '/ops/login'],
    ['operator', 'companyLoading', '/ops/login'],
    ['operator', 'company', '/ops/login'],
    ['operator', 'creatorLoading', '/ops/login'],
    ['operator', 'creator', '/ops/login'],
    ['operator', 'operatorLoading', 'loading'],
    ['operator', 'operatorError', 'error'],
    ['operator', 'operator', 'allow'],
    // An operator on the brands' or creators' side goes to the console.
    ['guest', 'operator', '/ops'],
    ['verify', 'operatorLoading', '/ops'],
    ['onboarding', 'operator', '/ops'],
    ['company', 'operatorLoading', '/ops'],
    ['company', 'operator', '/ops'],
    ['creatorGuest', 'operator', '/ops'],
    ['creatorVerify', 'operator', '/ops'],
    ['creatorOnboarding', 'operator', '/ops'],
    ['creator', 'operatorLoading', '/ops'],
    ['creator', 'operator', '/ops'],
    // The others' sides are as they were.
    ['company', 'company', 'allow'],
    ['creator', 'company', '/'],
    ['company', 'creator', '/creator/marketplace'],
  ])('%s with a %s session: %s', (kind, session, expected) => {
    expect(outcome(kind, sessions[session]!)).toBe(expected);
  });

  it("hands the console's error its retry", () => {
    const decision = decideGuard('operator', sessions.operatorError!);
    expect(decision).toEqual({ type: 'error', retry });
  });
});
