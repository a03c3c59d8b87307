import type { UnknownAction } from '@reduxjs/toolkit';
import { estimateHeapSize, estimateUnsharedSize } from './heapSize';

/**
 * The action log's storage: a ring buffer of actions with their times, bounded by a
 * count and by a byte budget (the estimated memory it keeps alive, store/debug/heapSize.ts),
 * and the state the oldest kept action was applied to. The oldest actions go first.
 */
export interface ActionBuffer {
  /** Records an action applied to `before`; false when it alone is over the byte budget. */
  push(action: UnknownAction, before: unknown, time: number): boolean;
  /** Forgets every action: the log starts again at `state`. */
  restartAt(state: unknown, countDropped: boolean): void;
  /** Ring slots of the kept actions, oldest first. */
  slots(): number[];
  /** The ring slot of the `position`-th kept action, 0 being the oldest. */
  slotAt(position: number): number;
  actionAt(slot: number): UnknownAction;
  timeAt(slot: number): number;
  /** The state the oldest kept action was applied to. */
  readonly startState: unknown;
  readonly count: number;
  readonly dropped: number;
  /** Estimated memory kept alive: actions and old states. */
  readonly bytes: number;
  /** Changes whenever the kept actions do. */
  readonly revision: number;
}

interface Checkpoint {
  /** The number of actions recorded (since the last restart) before this state. */
  seq: number;
  /** recordedBytes before this state. */
  bytes: number;
  /** What this state holds that the next checkpoint's does not (known once that exists). */
  unshared: number;
  state: unknown;
}

export function createActionBuffer(capacity: number, maxBytes: number): ActionBuffer {
  // Parallel arrays: no extra object per action.
  const times = new Float64Array(capacity);
  const actions = new Array<UnknownAction | undefined>(capacity);
  let start = 0;
  let count = 0;
  let dropped = 0;
  let revision = 0;
  let seq = 0;
  /** Estimated bytes of every action recorded since the last restart, kept or not. */
  let recordedBytes = 0;
  /**
   * The state before every `every`-th action, or before the action that took the bytes
   * since the last checkpoint past a 25th of the budget (state is immutable, a reference
   * is a snapshot). The oldest actions go in blocks, up to the next checkpoint, which
   * becomes the log's start: the log holds between capacity - every and capacity actions
   * (or 96 to 100 % of its byte budget). Each old state costs what it holds that the next
   * one does not (replaced responses, copied maps), so there are at most about 25.
   */
  const every = Math.max(1, Math.min(200, Math.floor(capacity / 25)));
  const bytesEvery = maxBytes / 25;
  let checkpoints: Checkpoint[] = [{ seq: 0, bytes: 0, unshared: 0, state: undefined }];
  let checkpointBytes = 0;

  /** The newest checkpoint's cost is not known yet: as much as the others' average. */
  const keptBytes = () =>
    recordedBytes -
    checkpoints[0]!.bytes +
    checkpointBytes +
    (checkpoints.length > 1 ? checkpointBytes / (checkpoints.length - 1) : 0);

  function checkpoint(before: unknown) {
    const last = checkpoints[checkpoints.length - 1]!;
    if (last.seq === seq) return;
    if (seq - last.seq < every && recordedBytes - last.bytes < bytesEvery) return;
    last.unshared = estimateUnsharedSize(last.state, before);
    checkpointBytes += last.unshared;
    checkpoints.push({ seq, bytes: recordedBytes, unshared: 0, state: before });
  }

  /** Drops the oldest block of actions; with no later checkpoint, all of them. */
  function dropOldest(before: unknown) {
    const oldest = checkpoints[0]!;
    const next = checkpoints[1] ?? { seq, bytes: recordedBytes, unshared: 0, state: before };
    const evicted = next.seq - oldest.seq;
    for (let i = 0; i < evicted; i++) actions[(start + i) % capacity] = undefined;
    start = (start + evicted) % capacity;
    count -= evicted;
    dropped += evicted;
    checkpointBytes -= oldest.unshared;
    checkpoints = checkpoints.length > 1 ? checkpoints.slice(1) : [next];
  }

  return {
    push(action, before, time) {
      const size = estimateHeapSize(action);
      checkpoint(before);
      while (count > 0 && (count === capacity || keptBytes() + size > maxBytes)) {
        dropOldest(before);
      }
      const slot = (start + count) % capacity;
      times[slot] = time;
      actions[slot] = action;
      count++;
      seq++;
      recordedBytes += size;
      revision++;
      return size <= maxBytes;
    },
    restartAt(state, countDropped) {
      if (countDropped) dropped += count;
      actions.fill(undefined);
      start = 0;
      count = 0;
      seq = 0;
      recordedBytes = 0;
      checkpoints = [{ seq: 0, bytes: 0, unshared: 0, state }];
      checkpointBytes = 0;
      revision++;
    },
    slots: () => Array.from({ length: count }, (_, i) => (start + i) % capacity),
    slotAt: (position) => (start + position) % capacity,
    actionAt: (slot) => actions[slot]!,
    timeAt: (slot) => times[slot]!,
    get startState() {
      return checkpoints[0]!.state;
    },
    get count() {
      return count;
    },
    get dropped() {
      return dropped;
    },
    get bytes() {
      return Math.round(keptBytes());
    },
    get revision() {
      return revision;
    },
  };
}
