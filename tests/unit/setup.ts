import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n } from '@/src/i18n';
import { installMatchMedia, resetViewport } from './helpers/viewport';

// Screens are lazily loaded chunks: under a parallel run on a busy machine their first
// load can take longer than the default second that `findBy…` waits.
configure({ asyncUtilTimeout: 5000 });

// Chakra and next-themes read media queries; jsdom has none.
installMatchMedia();

// jsdom does not implement scrolling; ScrollToTop calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Zag (Chakra's state machines) observe element sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => {
  // A test that forgets to stub the API fails loudly instead of hitting the network.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: unknown) => {
      throw new Error(`Unexpected fetch in a unit test: ${String(input)}`);
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetViewport();
  localStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('en');
});
