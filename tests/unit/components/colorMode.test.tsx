import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColorMode, useResolvedColorMode, type ColorModeChoice } from '@/src/ui/colorMode';
import { installMatchMedia } from '../helpers/viewport';

/** A system whose colour scheme the test sets, telling the page when it changes. */
function systemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return dark;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = ((query: string) =>
    query === '(prefers-color-scheme: dark)'
      ? list
      : { matches: false, addEventListener() {}, removeEventListener() {} }) as never;
  return {
    listeners,
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
  };
}

let shown: string[] = [];
function Page({ choice }: { choice: ColorModeChoice }) {
  useColorMode(choice);
  shown.push(useResolvedColorMode());
  return null;
}

const root = document.documentElement;

afterEach(() => {
  installMatchMedia();
  shown = [];
  root.classList.remove('light', 'dark');
  root.style.colorScheme = '';
  localStorage.clear();
});

describe('the colour mode', () => {
  it('puts the chosen mode on <html> and keeps the choice for the next first paint', () => {
    systemScheme(false);
    const { rerender } = render(<Page choice="dark" />);
    expect([...root.classList]).toEqual(['dark']);
    expect(root.style.colorScheme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(shown.at(-1)).toBe('dark');

    rerender(<Page choice="light" />);
    expect([...root.classList]).toEqual(['light']);
    expect(root.style.colorScheme).toBe('light');
    expect(localStorage.getItem('theme')).toBe('light');
    expect(shown.at(-1)).toBe('light');
    // No transition is held once the mode has changed.
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.some((style) => style.textContent?.includes('transition:none'))).toBe(false);
  });

  it("follows the system's scheme while the choice is the system's, and stops after", () => {
    const system = systemScheme(true);
    const { rerender } = render(<Page choice="system" />);
    expect([...root.classList]).toEqual(['dark']);
    expect(localStorage.getItem('theme')).toBe('system');

    act(() => system.set(false));
    expect([...root.classList]).toEqual(['light']);
    expect(shown.at(-1)).toBe('light');

    rerender(<Page choice="dark" />);
    expect(system.listeners.size).toBe(0);
    act(() => system.set(true));
    act(() => system.set(false));
    expect([...root.classList]).toEqual(['dark']);
  });
});
