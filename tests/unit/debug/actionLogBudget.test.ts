import { describe, expect, it } from 'vitest';
import '@/features/creators/api';
import '@/features/products/api';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { sidebarToggled } from '@/features/preferences/preferencesSlice';
import {
  DEFAULT_ACTION_LOG_MAX_BYTES,
  getActionRecorder,
  type ActionRecorder,
} from '@/store/debug/actionLog';
import { replayActionLog } from '@/store/debug/replay';
import { makeStore } from '@/store/store';
import { realisticAction } from './realisticActions';

// The log's memory budget (docs/debugging.md "Action log"): the oldest entries go first.

function recordingStore(options: { capacity?: number; maxBytes?: number }) {
  const store = makeStore(undefined, { listeners: false, record: options });
  return { store, recorder: getActionRecorder(store) as ActionRecorder };
}

const contents = (recorder: ActionRecorder) =>
  recorder.entries().map((entry) => (entry.action.payload as { content: string }).content);

/** A flash whose content is about 1 kB, numbered `i` at its start. */
const bigFlash = (i: number) => flashAdded({ id: `f${i % 5}`, content: `${i}:`.padEnd(1000, 'x') });

describe('action log byte budget', () => {
  it('is 5 MB by default', () => {
    const recorder = getActionRecorder(makeStore())!;
    expect(recorder.maxBytes).toBe(DEFAULT_ACTION_LOG_MAX_BYTES);
    expect(DEFAULT_ACTION_LOG_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('drops the oldest entries once their size passes the budget, and still replays', () => {
    const { store, recorder } = recordingStore({ maxBytes: 20_000 });
    const sizes: number[] = [];
    for (let i = 0; i < 100; i++) {
      store.dispatch(bigFlash(i));
      sizes.push(recorder.bytes);
    }

    // Far fewer than the 5,000 actions the count allows: the bytes decide (the old states
    // holding the replaced flashes count too).
    const kept = contents(recorder).map((content) => Number(content.split(':')[0]));
    expect(kept.length).toBeGreaterThan(4);
    expect(kept.length).toBeLessThan(20);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20_000);
    // The newest, in order, without a gap: only the oldest went.
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, k) => 100 - kept.length + k));
    const log = recorder.exportLog();
    expect(log.dropped).toBe(100 - kept.length);
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  it('keeps no action bigger than the whole budget, and starts again after it', () => {
    const { store, recorder } = recordingStore({ maxBytes: 5_000 });
    store.dispatch(sidebarToggled());
    store.dispatch(flashAdded({ id: 'huge', content: 'x'.repeat(10_000) }));
    expect(recorder.summaries()).toEqual([]);
    expect(recorder.dropped).toBe(2);

    store.dispatch(sidebarToggled());
    const log = recorder.exportLog();
    expect(log.actions.map((entry) => entry.action.type)).toEqual(['preferences/sidebarToggled']);
    expect((log.initialState.flashes as { items: unknown[] }).items).toHaveLength(1);
    expect(replayActionLog(log).comparison.equal).toBe(true);
  });

  // Three thousand actions, each state sized, then a replay: about a second alone, several
  // when every core runs another test file. What it checks is sizes, never time.
  it(
    'stays within its budget over a realistic session, old states counted, and replays',
    {
      timeout: 20_000,
    },
    () => {
      const maxBytes = 400_000;
      const { store, recorder } = recordingStore({ maxBytes });
      let largest = 0;
      for (let i = 0; i < 3000; i++) {
        store.dispatch(realisticAction(i));
        largest = Math.max(largest, recorder.bytes);
      }
      expect(largest).toBeLessThanOrEqual(maxBytes);
      // The budget is used, not left mostly empty by dropping too much at once.
      expect(recorder.bytes).toBeGreaterThan(maxBytes * 0.8);
      expect(recorder.dropped).toBeGreaterThan(0);
      expect(replayActionLog(recorder.exportLog()).comparison.equal).toBe(true);
    },
  );
});
