import { useEffect, useSyncExternalStore } from 'react';

/** The visitor's choice: a mode, or the system's. */
export type ColorModeChoice = 'light' | 'dark' | 'system';
/** The mode on screen. */
export type ResolvedColorMode = 'light' | 'dark';

/**
 * Where the choice is kept for public/color-mode.js, which applies it before the first
 * paint; the app applies it from the preferences once it runs.
 */
const STORAGE_KEY = 'theme';
const SYSTEM_DARK = '(prefers-color-scheme: dark)';

// What public/color-mode.js put on <html> before the app ran, until the app applies its own.
let resolved: ResolvedColorMode =
  typeof document !== 'undefined' && document.documentElement.classList.contains('dark')
    ? 'dark'
    : 'light';
const listeners = new Set<() => void>();

const systemIsDark = () => window.matchMedia?.(SYSTEM_DARK).matches ?? false;

/**
 * Puts a mode on <html>: the class Chakra's `_dark` condition keys on and the
 * `color-scheme` the browser's own controls follow. Transitions are held for that frame,
 * so every colour changes at once instead of each fading at its own speed.
 */
function apply(choice: ColorModeChoice) {
  const mode: ResolvedColorMode =
    choice === 'dark' || (choice === 'system' && systemIsDark()) ? 'dark' : 'light';
  const root = document.documentElement;
  const still = document.createElement('style');
  still.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(still);
  root.classList.remove(mode === 'dark' ? 'light' : 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
  // Reading a style forces the change through before transitions come back.
  void window.getComputedStyle(root).opacity;
  still.remove();
  if (mode !== resolved) {
    resolved = mode;
    for (const listener of listeners) listener();
  }
}

/**
 * Applies the visitor's choice while mounted, following the system's setting when that is
 * the choice, and keeps it for the next page's first paint.
 */
export function useColorMode(choice: ColorModeChoice) {
  useEffect(() => {
    apply(choice);
    try {
      localStorage.setItem(STORAGE_KEY, choice);
    } catch {
      // Storage can be blocked: the next page then paints light before the app applies it.
    }
    if (choice !== 'system' || !window.matchMedia) return;
    const system = window.matchMedia(SYSTEM_DARK);
    const follow = () => apply('system');
    system.addEventListener('change', follow);
    return () => system.removeEventListener('change', follow);
  }, [choice]);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The mode on screen, for what cannot read CSS variables (a canvas). */
export const useResolvedColorMode = (): ResolvedColorMode =>
  useSyncExternalStore(
    subscribe,
    () => resolved,
    () => 'light',
  );
