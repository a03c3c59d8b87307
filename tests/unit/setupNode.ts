import { afterEach, beforeEach, vi } from 'vitest';
import { failingFetch } from './helpers/failingFetch';

// The unit-node project's share of tests/unit/setup.ts: no DOM and no app to set up, only
// the network guard and the clean-up between tests.
beforeEach(() => {
  vi.stubGlobal('fetch', failingFetch());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
