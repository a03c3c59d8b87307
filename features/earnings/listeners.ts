import type { AppStartListening } from '@/store/listenerMiddleware';
import { refreshOnRealtime, type RealtimeMessagesOf } from '@/store/realtimeMessages';
import { EARNINGS_EVENTS } from './rules';

/** A notice that changes the creator's money: a payout settled, or a deal moved. */
export const changesEarnings = (message: Readonly<Record<string, unknown>>) =>
  EARNINGS_EVENTS.has(message.event);

/**
 * The earnings stay live (docs/product.md#earnings-and-payouts): a payout the bank paid or
 * refused, or a deal that moved (an accepted deal releases its fee), reads the figures,
 * payouts, history and statements again, once per burst. Nothing is read while no earnings
 * screen holds them: invalidating an unused tag costs no request.
 */
export function addEarningsListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  refreshOnRealtime(startAppListening, messagesOf, {
    matches: changesEarnings,
    tags: ['Earnings'],
  });
}
