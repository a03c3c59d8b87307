/**
 * Settings → Notifications (docs/product.md#notification-centre): one switch per kind, on
 * when the kind reaches the person; flipping one saves the whole muted list at once, and a
 * refused save puts the switch back and says so. Loading and a failed load have their own
 * states.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotificationSettings from '@/features/notifications/screens/NotificationSettings';
import { makeStore } from '@/store/store';
import { stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';

type Handlers = Parameters<typeof stubApi>[0];

function renderSettings(handlers: Handlers) {
  const api = stubApi(handlers);
  const store = makeStore();
  store.dispatch(accountCached(companyAccount({ team_role: 'member', member_id: '77' })));
  return { api, ...renderWithProviders(<NotificationSettings />, { store }) };
}

const settings = (muted_kinds: string[]) => ({
  data: { NotificationSettings: { muted_kinds } },
});
const saved = (muted_kinds: string[]) => ({
  data: { NotificationSettingsUpdate: { muted_kinds } },
});
const switchOf = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
/** Whether a switch shows on, as drawn (its root's state, what the user sees). */
const isOn = (name: string) =>
  switchOf(name).closest<HTMLElement>('[data-part="root"]')?.dataset.state === 'checked';

describe('notification settings', { timeout: TYPING_TIMEOUT }, () => {
  it('shows each kind on unless muted, and saves the muted list when one is flipped', async () => {
    const { api } = renderSettings({
      NotificationSettings: settings(['messages']),
      NotificationSettingsUpdate: (variables) => saved(variables.muted_kinds as string[]),
    });
    await screen.findByRole('heading', { name: 'What reaches you' });
    expect(isOn('New applications')).toBe(true);
    expect(isOn('Chat messages')).toBe(false);

    fireEvent.click(switchOf('Deal updates'));
    await waitFor(() => expect(api.callsOf('NotificationSettingsUpdate')).toHaveLength(1));
    expect(api.callsOf('NotificationSettingsUpdate')[0]!.variables).toEqual({
      muted_kinds: ['deals', 'messages'],
    });
    await waitFor(() => expect(isOn('Deal updates')).toBe(false));
    expect(isOn('Chat messages')).toBe(false);
  });

  it('shows the flip at once, then puts a refused change back and says so', async () => {
    let refuse = () => {};
    const refusal = new Promise<void>((resolve) => (refuse = resolve));
    renderSettings({
      NotificationSettings: settings([]),
      NotificationSettingsUpdate: async () => {
        await refusal;
        return {
          errors: [{ message: 'Try again', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
          data: null,
        };
      },
    });
    await screen.findByRole('heading', { name: 'What reaches you' });
    fireEvent.click(switchOf('Campaign news'));
    await waitFor(() => expect(isOn('Campaign news')).toBe(false));
    refuse();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not save that change. Try again.',
    );
    await waitFor(() => expect(isOn('Campaign news')).toBe(true));
  });

  it('shows loading, then a failed load with a retry', async () => {
    renderSettings({ NotificationSettings: { status: 500 } });
    expect(screen.getByTestId('notification-settings-loading')).toBeTruthy();
    expect(await screen.findByText('We could not load your notification settings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
