import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { companyAccount, stubCompanyData } from '../helpers/api';
import { renderApp } from '../renderWithProviders';

// The whole app renders, screens loading lazily: seconds under a parallel run, not the default 5.
describe('language switch', { timeout: TYPING_TIMEOUT }, () => {
  it('on the logged-out layout turns the page Spanish and back', async () => {
    const { store, user } = renderApp({ route: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    const switcher = screen.getByRole('group', { name: 'Language' });
    await user.click(within(switcher).getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toBeTruthy();
    expect(store.getState().preferences.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await user.click(
      within(screen.getByRole('group', { name: 'Idioma' })).getByRole('button', {
        name: 'English',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
  });

  it('in the user menu translates the navigation', async () => {
    stubCompanyData({ account: companyAccount() });
    const { user } = renderApp({
      route: '/brands',
      preloadedState: { session: { token: 't', role: 'company' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Brands' });
    await user.click(screen.getByRole('button', { name: /account menu$/i }));
    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marcas' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Métodos de pago' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
  });

  it('starts in the persisted language', async () => {
    renderApp({
      route: '/forgot',
      preloadedState: {
        preferences: { locale: 'es', colorMode: 'system', sidebarCollapsed: false },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }),
    ).toBeTruthy();
  });
});
