import type { OperatorData } from '@/src/entities/session/api';
import type { OpsQueueCounts } from '@/src/entities/ops/api';
import type { Reply } from '../account/apiStub';

/** An operator's session as OpsMe returns it; tests override what they are about. */
export function operatorAccount(overrides: Partial<OperatorData> = {}): OperatorData {
  return {
    id: 'op-1',
    email: 'grace@ugcdesk.test',
    session_expires_at: '2026-11-29T18:00:00.000Z',
    recovery_codes_left: 10,
    ...overrides,
  };
}

export const opsMe = (account: OperatorData = operatorAccount()): Reply => ({
  data: { OpsMe: account },
});

/** A store's session as an operator's login leaves it. */
export const operatorSession = { session: { token: 'operator-token', role: 'operator' as const } };

const none = { count: 0, oldest_at: null };

/** OpsQueue's answer: every queue empty unless said otherwise. */
export function queueCounts(overrides: Partial<OpsQueueCounts> = {}): OpsQueueCounts {
  return {
    campaigns: none,
    content: none,
    disputes: none,
    creators: none,
    payouts: none,
    content_screening_manual: false,
    ...overrides,
  };
}

export const opsQueue = (counts: OpsQueueCounts = queueCounts()): Reply => ({
  data: { OpsQueue: counts },
});
