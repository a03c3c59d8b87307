import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { LOCALES } from '@/features/preferences/preferencesSlice';
import { i18n, loadLoggedInTexts } from '@/src/i18n';
import { loadLaterRecipes } from '@/src/theme/system';
import { failingFetch } from './helpers/failingFetch';
import { installRecipeGuard } from './helpers/recipeGuard';
import { installNoAnimations } from './helpers/noAnimations';
import { installMatchMedia, resetViewport } from './helpers/viewport';

// Screens are lazily loaded chunks: under a parallel run on a busy machine their first
// load can take longer than the default second that `findBy…` waits.
configure({ asyncUtilTimeout: 5000 });

// Chakra and the colour mode read media queries; jsdom has none.
installMatchMedia();

// jsdom never ends an animation: parts that close after one would stay (see the helper).
installNoAnimations();

// jsdom does not implement scrolling; ScrollToTop calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

// Zag (Chakra's state machines) observe element sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const recipeGuard = installRecipeGuard();

// The app applies a stored language before its first render (PersistGate waits for the
// locale's chunks); screens rendered here skip that gate (and the company layout, which
// loads the logged-in features' texts), so every namespace of every locale is ready first.
// Likewise the recipes the layouts load (tests/unit/theme/laterRecipes.test.tsx covers
// their loading).
beforeAll(async () => {
  await Promise.all([loadLoggedInTexts(), loadLaterRecipes()]);
  await i18n.loadLanguages([...LOCALES]);
});

beforeEach(() => {
  vi.stubGlobal('fetch', failingFetch());
});

afterEach(async () => {
  cleanup();
  const missingRecipes = recipeGuard.takeMissing();
  if (missingRecipes.length > 0) {
    throw new Error(
      `Rendered Chakra components whose recipes neither src/theme/system.ts nor laterRecipes.ts has: ${missingRecipes.join(', ')}`,
    );
  }
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetViewport();
  localStorage.clear();
  document.documentElement.className = '';
  await i18n.changeLanguage('en');
  await framesRun();
});

/**
 * Waits (with real timers) until jsdom has run the animation frames a test left queued:
 * a dialog closing, say. jsdom runs frames from one Node interval, started with the first
 * pending callback and stopped with the last; when the next test fakes timers while such
 * callbacks are pending, that interval is stopped or started in the fake clock, and
 * frames stop for every later test of the worker (their dialogs then never finish
 * closing). Gives up after 300 ms rather than hang a run whose frames are already gone.
 */
function framesRun(): Promise<void> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(resolve, 300);
    requestAnimationFrame(() => {
      clearTimeout(giveUp);
      resolve();
    });
  });
}
