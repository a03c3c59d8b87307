import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  FLYOUT_ENTER_EASING,
  FLYOUT_ENTER_MS,
  FLYOUT_EXIT_EASING,
  FLYOUT_EXIT_MS,
  FlyoutMenu,
} from '@/src/ui/FlyoutMenu';
import { renderWithProviders } from '../renderWithProviders';

function Menu() {
  return (
    <>
      <FlyoutMenu label="Options" trigger="Options">
        <button type="button">Inside</button>
      </FlyoutMenu>
      <button type="button">Elsewhere</button>
    </>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Options' });
const panel = () => screen.queryByRole('group', { name: 'Options' });

describe('FlyoutMenu', () => {
  it('opens from its button with the enter timing and closes with the exit timing', async () => {
    vi.useFakeTimers();
    renderWithProviders(<Menu />);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(panel()).toBeNull();

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-controls')).toBe(panel()?.id);
    expect(panel()?.style.animation).toBe(
      `flyout-in ${FLYOUT_ENTER_MS}ms ${FLYOUT_ENTER_EASING} both`,
    );

    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    // Still there while it fades and slides out, then gone.
    expect(panel()?.style.animation).toBe(
      `flyout-out ${FLYOUT_EXIT_MS}ms ${FLYOUT_EXIT_EASING} both`,
    );
    act(() => {
      vi.advanceTimersByTime(FLYOUT_EXIT_MS - 1);
    });
    expect(panel()).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(panel()).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user } = renderWithProviders(<Menu />);
    await user.click(toggle());
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Inside');
    await user.keyboard('{Escape}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes on a click outside, not on one inside', async () => {
    const { user } = renderWithProviders(<Menu />);
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: 'Inside' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus moves past its panel', async () => {
    const { user } = renderWithProviders(<Menu />);
    await user.click(toggle());
    await user.tab(); // Inside
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.tab(); // Elsewhere
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens from the keyboard', async () => {
    const { user } = renderWithProviders(<Menu />);
    await user.tab();
    expect(document.activeElement).toBe(toggle());
    await user.keyboard('{Enter}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });
});
