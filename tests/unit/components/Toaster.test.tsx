import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AlertCircleIcon, AlertIcon, CheckCircleIcon, InfoIcon } from '@/src/ui/icons';
import { TOAST_FADE_MS, toastAdded, toastHidden } from '@/src/entities/toasts/toastsSlice';
import { Toaster } from '@/features/toasts/components/Toaster';
import { renderWithProviders } from '../renderWithProviders';

describe('Toaster', () => {
  it('renders literal and translated toasts, errors as alerts', () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ id: 'a', message: 'New message from a creator' }));
      store.dispatch(
        toastAdded({
          id: 'b',
          messageKey: 'errors.cannotProcess',
          messageValues: { detail: '404' },
          type: 'error',
        }),
      );
    });
    expect(screen.getByRole('status').textContent).toContain('New message from a creator');
    expect(screen.getByRole('alert').textContent).toContain(
      'We currently cannot process your request [404]',
    );
    expect(screen.getByRole('alert').dataset.type).toBe('error');
  });

  it('fades a hidden toast out over the fade time', () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ id: 'a', messageKey: 'errors.loggedOut', type: 'warning' }));
    });
    const toast = screen.getByRole('status');
    expect(toast.style.opacity).toBe('1');
    expect(toast.style.transition).toContain(`opacity ${TOAST_FADE_MS}ms`);
    act(() => {
      store.dispatch(toastHidden({ id: 'a' }));
    });
    expect(toast.style.opacity).toBe('0');
  });

  it('removes a toast with its close button', async () => {
    const { store, user } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ id: 'a', message: 'Saved', type: 'success' }));
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(store.getState().toasts.items).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the message in the current language', async () => {
    const { store } = renderWithProviders(<Toaster />, {
      preloadedState: {
        preferences: { locale: 'es', colorMode: 'light', sidebarCollapsed: false },
      },
    });
    act(() => {
      store.dispatch(toastAdded({ id: 'a', messageKey: 'errors.loggedOut', type: 'warning' }));
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      'Hemos cerrado tu sesión para proteger tu cuenta',
    );
  });
});

describe('Toaster icons', () => {
  const svgOf = (icon: ReactElement) => {
    const { container } = render(icon);
    const svg = container.innerHTML;
    cleanup();
    return svg;
  };

  it.each([
    ['info', <InfoIcon key="info" />, 'blue'],
    ['success', <CheckCircleIcon key="success" />, 'green'],
    ['warning', <AlertIcon key="warning" />, 'orange'],
    ['error', <AlertCircleIcon key="error" />, 'red'],
  ] as const)('shows a %s toast with its own icon and colour', (type, icon, palette) => {
    const expected = svgOf(icon);
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ id: 'a', message: 'Something happened', type }));
    });
    const toast = screen.getByText('Something happened').closest<HTMLElement>('[data-type]')!;
    expect(toast.dataset.type).toBe(type);
    expect(toast.querySelector('svg')?.outerHTML).toBe(expected);
    expect(getComputedStyle(toast).getPropertyValue('--chakra-colors-color-palette-fg')).toContain(
      palette,
    );
  });
});

describe('Toaster and open dialogs', () => {
  it("stacks behind an open dialog or drawer, so it never covers the dialog's actions", async () => {
    const { store } = renderWithProviders(<Toaster />);
    act(() => {
      store.dispatch(toastAdded({ id: 'a', message: 'Ana applied to Calm Cream' }));
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.dataset.behindModal).toBe('false');
    const drawer = document.createElement('div');
    drawer.setAttribute('role', 'dialog');
    drawer.dataset.state = 'open';
    act(() => document.body.append(drawer));
    await waitFor(() => expect(region.dataset.behindModal).toBe('true'));
    act(() => {
      drawer.dataset.state = 'closed';
    });
    await waitFor(() => expect(region.dataset.behindModal).toBe('false'));
    drawer.remove();
  });
});
