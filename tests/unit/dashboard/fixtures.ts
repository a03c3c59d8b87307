import type { AttentionItem, DashboardSummary, SpendWeek } from '@/features/dashboard/api';
import type { Reply } from '../account/apiStub';

export const HOUR = 3_600_000;
export const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
export const hoursAgo = (hours: number) => inHours(-hours);

/** A company with campaigns running; tests override what they are about. */
export function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    active_campaigns: 4,
    paused_campaigns: 1,
    awaiting_approval_campaigns: 2,
    rejected_campaigns: 1,
    total_campaigns: 8,
    deal_counts: [],
    content_to_review: 0,
    next_auto_accept_at: null,
    deals_to_ship: 0,
    spent_this_month: 0,
    in_escrow: 0,
    wallet_balance: 0,
    attention: [],
    ...overrides,
  };
}

export function attention(
  kind: AttentionItem['kind'],
  overrides: Partial<AttentionItem> = {},
): AttentionItem {
  const onDeal = kind === 'review_content' || kind === 'ship_product';
  return {
    kind,
    campaign_id: 'campaign-1',
    campaign_name: 'Spring glow',
    deal_id: onDeal ? 'deal-1' : null,
    creator_name: onDeal ? 'Ana Ruiz' : null,
    detail: null,
    since: hoursAgo(3),
    due_at: null,
    ...overrides,
  };
}

/** `count` weeks from Monday 2026-09-07, oldest first, as DashboardSpend gives them. */
export function spendWeeks(
  count: number,
  week: (index: number) => Partial<SpendWeek> = () => ({}),
): SpendWeek[] {
  return Array.from({ length: count }, (_, index) => ({
    week_start: new Date(Date.UTC(2026, 8, 7 + 7 * index)).toISOString().slice(0, 10),
    spent: 0,
    content_accepted: 0,
    ...week(index),
  }));
}

export const summaryReply = (value: DashboardSummary = summary()): Reply => ({
  data: { DashboardSummary: value },
});
export const spendReply = (weeks: SpendWeek[] = spendWeeks(12)): Reply => ({
  data: { DashboardSpend: weeks },
});
