import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/store/baseApi';
import type { AppStartListening } from '@/store/listenerMiddleware';
import type { RealtimeMessagesOf } from '@/store/realtimeMessages';
import { OPS_QUEUE_CHANGED_EVENT, OPS_QUEUES, type OpsQueue } from '@/domain/realtime/rules';
import { OPS_QUEUE_TAGS } from '@/src/entities/ops/api';

const isQueue = (value: unknown): value is OpsQueue =>
  typeof value === 'string' && (OPS_QUEUES as readonly string[]).includes(value);

/**
 * `{ event: 'ops_queue_changed', queue }` on the console's topic: another operator (or a
 * company, a creator, the bank) changed a queue, so the counts and that queue's lists are
 * read again; every operator's open screens stay true without a reload
 * (docs/product.md#operator-console). A message naming no known queue refreshes the counts.
 */
export function addOpsQueueListeners(
  startAppListening: AppStartListening,
  messagesOf: RealtimeMessagesOf,
) {
  const changes = (action: UnknownAction) =>
    messagesOf(action).filter((message) => message.event === OPS_QUEUE_CHANGED_EVENT);
  startAppListening({
    predicate: (action) => changes(action).length > 0,
    effect: (action, listenerApi) => {
      const queues = new Set(
        changes(action).flatMap(({ queue }) => (isQueue(queue) ? [queue] : [])),
      );
      listenerApi.dispatch(
        baseApi.util.invalidateTags([
          'OpsQueue',
          ...[...queues].map((queue) => OPS_QUEUE_TAGS[queue]),
        ]),
      );
    },
  });
}
