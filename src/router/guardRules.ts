import type { CompanyData, CreatorData, OperatorData } from '@/src/entities/session/api';
import type { SessionRole } from '@/src/entities/session/sessionSlice';
import { paths } from '../lib/paths';

/**
 * Which part of the onboarding funnel a layout route admits (docs/product.md#routes-and-guards):
 * - guest: login, signup, forgot — only when logged out;
 * - verify: logged in with an unverified e-mail;
 * - onboarding: verified, onboarding not finished (onboard_position 0);
 * - company: verified and onboarded — every page of the company layout.
 * The creators' app has the same four steps (creatorGuest, creatorVerify,
 * creatorOnboarding, creator); a session of the other role is sent to its own side.
 * The operator console (docs/product.md#operator-console) has two: opsGuest (its login and
 * set-password pages) and operator (the console); see `decideOpsGuard`.
 */
export type GuardKind =
  | 'guest'
  | 'verify'
  | 'onboarding'
  | 'company'
  | 'creatorGuest'
  | 'creatorVerify'
  | 'creatorOnboarding'
  | 'creator'
  | 'opsGuest'
  | 'operator';

/** What the app knows about the session when a guard decides. */
export type AccountStatus =
  | { status: 'anonymous' }
  | { status: 'loading'; role: SessionRole }
  | { status: 'error'; role: SessionRole; retry: () => void }
  | { status: 'ready'; role: 'company'; account: CompanyData }
  | { status: 'ready'; role: 'creator'; account: CreatorData }
  | { status: 'ready'; role: 'operator'; account: OperatorData };

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  | { type: 'loading' }
  | { type: 'error'; retry: () => void };

/** onboard_position 1 means onboarding is complete (docs/product.md#onboarding). */
export const ONBOARDING_COMPLETE_POSITION = 1;

type Step = 'verify' | 'onboarding' | 'done';

/** Where a company account belongs in the funnel, before the company pages. */
function companyStep(account: CompanyData): Step {
  if (!account.has_verified_email) return 'verify';
  return account.onboard_position >= ONBOARDING_COMPLETE_POSITION ? 'done' : 'onboarding';
}

/** Where a creator account belongs in the funnel, before the creators' pages. */
function creatorStep(account: CreatorData): Step {
  if (!account.has_verified_email) return 'verify';
  return account.onboarded ? 'done' : 'onboarding';
}

interface Side {
  role: SessionRole;
  guest: GuardKind;
  steps: Record<Step, GuardKind>;
  login: string;
  home: string;
  stepPath: Record<Step, string>;
}

const COMPANY: Side = {
  role: 'company',
  guest: 'guest',
  steps: { verify: 'verify', onboarding: 'onboarding', done: 'company' },
  login: paths.login,
  home: paths.dashboard,
  stepPath: { verify: paths.verify, onboarding: paths.aboutYou, done: paths.dashboard },
};

const CREATOR: Side = {
  role: 'creator',
  guest: 'creatorGuest',
  steps: { verify: 'creatorVerify', onboarding: 'creatorOnboarding', done: 'creator' },
  login: paths.creator.login,
  home: paths.creator.marketplace,
  stepPath: {
    verify: paths.creator.verify,
    onboarding: paths.creator.onboarding,
    done: paths.creator.marketplace,
  },
};

const sideOf = (kind: GuardKind): Side =>
  kind === 'guest' || kind === 'verify' || kind === 'onboarding' || kind === 'company'
    ? COMPANY
    : CREATOR;

/** A guest page of either side, where a logged-in visitor returns to the page Login was for. */
export const isGuestKind = (kind: GuardKind) =>
  kind === 'guest' || kind === 'creatorGuest' || kind === 'opsGuest';

/** The login pages: a guard that sends a visitor there hands over the page asked for. */
export const isLoginPath = (path: string | undefined) =>
  path === paths.login || path === paths.creator.login || path === paths.ops.login;

/**
 * The console's guards. Its login is the one way in for an operator, and nothing on the
 * brands' or creators' side leads there, so:
 * - opsGuest admits a visitor without an operator session — logged out, or logged in as a
 *   company or a creator (who may be staff checking something: the page is simply a login,
 *   and logging in there replaces that session); an operator goes to the console's home;
 * - operator admits an operator session only; anyone else goes to the console's login
 *   (a company or creator that opens /ops/… is asked to log in as an operator rather than
 *   sent back to its own pages, so a link shared among staff leads where it says).
 */
function decideOpsGuard(kind: 'opsGuest' | 'operator', session: AccountStatus): GuardDecision {
  const isOperator = session.status !== 'anonymous' && session.role === 'operator';
  if (kind === 'opsGuest') {
    return isOperator ? { type: 'redirect', to: paths.ops.home } : { type: 'allow' };
  }
  if (!isOperator) return { type: 'redirect', to: paths.ops.login };
  switch (session.status) {
    case 'loading':
      return { type: 'loading' };
    case 'error':
      return { type: 'error', retry: session.retry };
    default:
      return { type: 'allow' };
  }
}

const isOpsKind = (kind: GuardKind): kind is 'opsGuest' | 'operator' =>
  kind === 'opsGuest' || kind === 'operator';

export function decideGuard(kind: GuardKind, session: AccountStatus): GuardDecision {
  if (isOpsKind(kind)) return decideOpsGuard(kind, session);
  const side = sideOf(kind);
  if (session.status === 'anonymous') {
    return kind === side.guest ? { type: 'allow' } : { type: 'redirect', to: side.login };
  }
  // An operator's session has no page on the brands' or creators' side: the console.
  if (session.role === 'operator') return { type: 'redirect', to: paths.ops.home };
  // A session of the other role goes to its own side's home, whose guard routes it on.
  if (session.role !== side.role) {
    return { type: 'redirect', to: (side === COMPANY ? CREATOR : COMPANY).home };
  }
  // A logged-in visitor of a guest page goes home; its guard routes him on from there.
  if (kind === side.guest) return { type: 'redirect', to: side.home };
  switch (session.status) {
    case 'loading':
      return { type: 'loading' };
    case 'error':
      return { type: 'error', retry: session.retry };
    case 'ready': {
      const step =
        session.role === 'creator' ? creatorStep(session.account) : companyStep(session.account);
      return side.steps[step] === kind
        ? { type: 'allow' }
        : { type: 'redirect', to: side.stepPath[step] };
    }
  }
}
