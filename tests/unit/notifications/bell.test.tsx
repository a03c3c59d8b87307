import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationsApi } from '@/features/notifications/api';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { initialPreferences, type PreferencesState } from '@/features/preferences/preferencesSlice';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { makeStore } from '@/store/store';
import { accountError, stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { renderWithProviders } from '../renderWithProviders';
import { notification, notificationPage, notificationsReply, unreadReply } from './fixtures';

type Handlers = Parameters<typeof stubApi>[0];

function renderBell(handlers: Handlers, preferences: Partial<PreferencesState> = {}) {
  const api = stubApi({
    NotificationsUnread: unreadReply(0),
    Notifications: notificationsReply(notificationPage([])),
    ...handlers,
  });
  const store = makeStore({ preferences: { ...initialPreferences, ...preferences } });
  store.dispatch(accountCached(companyAccount()));
  return { api, ...renderWithProviders(<NotificationBell />, { store, route: '/wallet' }) };
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
/** The bell's name, also while the open history hides the rest of the page. */
const bellName = () => screen.getByTestId('notification-bell').getAttribute('aria-label');
const rowOf = (id: string) => document.querySelector<HTMLElement>(`li[data-notification="${id}"]`)!;

async function openHistory(user: ReturnType<typeof renderBell>['user']) {
  await user.click(await bell());
  return screen.findByRole('dialog', { name: 'Notifications' });
}

/** The history's links to what notifications tell of (not the header's Settings link). */
const SETTINGS_LINK = 'Settings';
const rowLinks = (links: HTMLElement[]) =>
  links.filter((link) => link.textContent !== SETTINGS_LINK);

describe('notification bell', { timeout: TYPING_TIMEOUT }, () => {
  it('names the unread count on the button and shows it as a badge', async () => {
    renderBell({ NotificationsUnread: unreadReply(3) });
    const button = await bell('Notifications, 3 unread');
    expect(within(button).getByTestId('notification-count').textContent).toBe('3');
  });

  it('caps the badge, not the name, and shows none when all is read', async () => {
    const { api } = renderBell({ NotificationsUnread: unreadReply(120) });
    const button = await bell('Notifications, 120 unread');
    expect(within(button).getByTestId('notification-count').textContent).toBe('99+');
    // The badge costs one light query, not the history.
    expect(api.callsOf('Notifications')).toHaveLength(0);
  });

  it('has a plain name and no badge with nothing unread', async () => {
    renderBell({ NotificationsUnread: unreadReply(0) });
    const button = await bell('Notifications');
    expect(within(button).queryByTestId('notification-count')).toBeNull();
  });

  it('opens the history, newest first with read and unread apart, and closes on Escape', async () => {
    const { user, api } = renderBell({
      NotificationsUnread: unreadReply(1),
      Notifications: notificationsReply(
        notificationPage([notification(5), notification(90, { read: true })]),
      ),
    });
    const history = await openHistory(user);
    const items = await within(history).findAllByRole('listitem');
    expect(items.map((item) => item.dataset.read)).toEqual(['false', 'true']);
    expect(within(rowOf('notification-5')).getByText('Unread:', { exact: false })).toBeTruthy();
    expect(within(rowOf('notification-5')).getByText('Deal 5 moved on')).toBeTruthy();
    expect(within(rowOf('notification-5')).getByText('5 minutes ago')).toBeTruthy();
    expect(within(rowOf('notification-90')).getByText('1 hour ago')).toBeTruthy();
    expect(within(rowOf('notification-90')).queryByText('Unread:', { exact: false })).toBeNull();
    expect(api.callsOf('Notifications')[0]?.variables).toEqual({ first: 20, after: null });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(await bell('Notifications, 1 unread'));
  });

  it('pages the history with Load more, and filters to the unread ones', async () => {
    const first = Array.from({ length: 20 }, (_, index) => notification(index + 1));
    const rest = Array.from({ length: 5 }, (_, index) => notification(index + 21));
    const { user, api } = renderBell({
      NotificationsUnread: unreadReply(2),
      Notifications: ({ after, unread }) =>
        unread
          ? notificationsReply(notificationPage([notification(3)], { total: 1 }))
          : notificationsReply(
              after === 'cursor-20'
                ? notificationPage(rest, { total: 25 })
                : notificationPage(first, { total: 25, next: 'cursor-20' }),
            ),
    });
    const history = await openHistory(user);
    expect(await within(history).findByText('Showing 20 of 25')).toBeTruthy();
    await user.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Showing 25 of 25')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.callsOf('Notifications')[1]?.variables).toEqual({ first: 20, after: 'cursor-20' });

    await user.click(within(history).getByRole('button', { name: 'Unread' }));
    expect(await within(history).findByText('Showing 1 of 1')).toBeTruthy();
    expect(api.callsOf('Notifications').at(-1)?.variables).toEqual({
      first: 20,
      after: null,
      unread: true,
    });
  });

  it('says when there is nothing, or nothing unread', async () => {
    const { user } = renderBell({});
    const history = await openHistory(user);
    expect(await within(history).findByText('No notifications yet')).toBeTruthy();
    await user.click(within(history).getByRole('button', { name: 'Unread' }));
    expect(await within(history).findByText('You are all caught up')).toBeTruthy();
    // Nothing unread: nothing to mark.
    const markAll = within(history).getByRole('button', { name: 'Mark all as read' });
    expect(markAll.hasAttribute('disabled')).toBe(true);
  });

  it('marks a notification read when its link is followed, and goes there', async () => {
    const { user, api, router } = renderBell({
      NotificationsUnread: unreadReply(2),
      Notifications: notificationsReply(
        notificationPage([
          notification(1),
          notification(2, { event: 'campaign_status', deal_id: null, campaign_id: 'campaign-7' }),
        ]),
      ),
      NotificationsMarkRead: { data: { NotificationsMarkRead: 1 } },
    });
    const history = await openHistory(user);
    // The header links to the person's notification settings.
    expect(within(history).getByRole('link', { name: SETTINGS_LINK }).getAttribute('href')).toBe(
      '/account/notifications',
    );
    const links = rowLinks(await within(history).findAllByRole('link'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/deal/deal-1',
      '/campaign/campaign-7',
    ]);
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deal/deal-1'));
    expect(api.callsOf('NotificationsMarkRead')[0]?.variables).toEqual({
      ids: ['notification-1'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bell('Notifications, 1 unread')).toBeTruthy();
  });

  it('marks one without a link read from its button', async () => {
    // The server's count follows the marking, as the real one does: a count read again at
    // any moment (the list's own refresh) answers what is left, not the count before.
    let unread = 1;
    const { user, api } = renderBell({
      NotificationsUnread: () => unreadReply(unread),
      Notifications: notificationsReply(
        notificationPage([notification(1, { event: null, deal_id: null, campaign_id: null })]),
      ),
      NotificationsMarkRead: () => {
        unread = 0;
        return { data: { NotificationsMarkRead: 0 } };
      },
    });
    const history = await openHistory(user);
    expect(rowLinks(within(history).queryAllByRole('link'))).toEqual([]);
    await user.click(await within(history).findByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(rowOf('notification-1').dataset.read).toBe('true'));
    expect(api.callsOf('NotificationsMarkRead')[0]?.variables).toEqual({
      ids: ['notification-1'],
    });
    expect(within(history).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await waitFor(() => expect(bellName()).toBe('Notifications'));
  });

  it('changes the row and the count together when the count answers after a marking', async () => {
    // The bell opened before its count arrived: that answer, computed before the marking,
    // must not put the marked one back on the count.
    let answerCount = () => {};
    const countAnswered = new Promise<void>((resolve) => {
      answerCount = resolve;
    });
    const { user, store, api } = renderBell({
      NotificationsUnread: async () => {
        await countAnswered;
        return unreadReply(1);
      },
      Notifications: notificationsReply(
        notificationPage([notification(1, { event: null, deal_id: null, campaign_id: null })]),
      ),
      NotificationsMarkRead: { data: { NotificationsMarkRead: 0 } },
    });
    const history = await openHistory(user);
    await user.click(await within(history).findByRole('button', { name: 'Mark as read' }));
    answerCount();
    await waitFor(() => expect(rowOf('notification-1').dataset.read).toBe('true'));
    const countShown = notificationsApi.endpoints.notificationsUnread.select();
    await waitFor(() => expect(countShown(store.getState()).isSuccess).toBe(true));
    await waitFor(() => expect(api.callsOf('NotificationsMarkRead')).toHaveLength(1));
    expect(bellName()).toBe('Notifications');
  });

  it('marks everything read at once', async () => {
    const { user, api } = renderBell({
      NotificationsUnread: unreadReply(2),
      Notifications: notificationsReply(notificationPage([notification(1), notification(2)])),
      NotificationsMarkAllRead: { data: { NotificationsMarkAllRead: 0 } },
    });
    const history = await openHistory(user);
    await within(history).findAllByRole('listitem');
    await user.click(within(history).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(
        within(history)
          .getAllByRole('listitem')
          .map((item) => item.dataset.read),
      ).toEqual(['true', 'true']),
    );
    expect(api.callsOf('NotificationsMarkAllRead')).toHaveLength(1);
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('puts everything back and says so when the server refuses', async () => {
    const { user } = renderBell({
      NotificationsUnread: unreadReply(2),
      Notifications: notificationsReply(notificationPage([notification(1), notification(2)])),
      NotificationsMarkAllRead: accountError('INTERNAL', 'Something went wrong'),
    });
    const history = await openHistory(user);
    await within(history).findAllByRole('listitem');
    await user.click(within(history).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(history).findByRole('alert')).toBeTruthy();
    expect(within(history).getByText('We could not mark them as read. Try again.')).toBeTruthy();
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.dataset.read),
    ).toEqual(['false', 'false']);
    expect(screen.getByTestId('notification-count').textContent).toBe('2');
  });

  it('follows stored notifications live, and marks read from other tabs', async () => {
    let unread = 1;
    let nodes = [notification(2)];
    const { user, api, store } = renderBell({
      NotificationsUnread: () => unreadReply(unread),
      Notifications: () => notificationsReply(notificationPage(nodes)),
    });
    const history = await openHistory(user);
    await within(history).findByText('Deal 2 moved on');
    const receive = (message: Record<string, unknown>) =>
      act(() => {
        store.dispatch(messageReceived({ topic: 'company/42/notifications', message }));
      });

    // A toast's message that was stored: the count and the open list follow.
    unread = 2;
    nodes = [
      notification(0, { id: 'notification-new', message: 'Ana uploaded a video' }),
      ...nodes,
    ];
    receive({ message: 'Ana uploaded a video', notification_id: 'notification-new' });
    await waitFor(() => expect(bellName()).toBe('Notifications, 2 unread'));
    expect(await within(history).findByText('Ana uploaded a video')).toBeTruthy();

    // Another tab marked them read.
    unread = 0;
    nodes = nodes.map((node) => ({ ...node, read: true }));
    receive({ message: '', event: 'notifications_read' });
    await waitFor(() => expect(bellName()).toBe('Notifications'));
    await waitFor(() => expect(rowOf('notification-new').dataset.read).toBe('true'));

    // A message that was never stored (a chat line on a deal's topic) changes nothing.
    const calls = api.callsOf('NotificationsUnread').length;
    receive({ id: 'm-1', deal_id: 'deal-1', author: 'creator', text: 'Hi' });
    unread = 5;
    receive({ message: 'Also stored', notification_id: 7 });
    await waitFor(() => expect(bellName()).toBe('Notifications, 5 unread'));
    expect(api.callsOf('NotificationsUnread')).toHaveLength(calls + 1);
  });

  it('reads in Spanish', async () => {
    const { user } = renderBell({ NotificationsUnread: unreadReply(2) }, { locale: 'es' });
    await user.click(await bell('Notificaciones, 2 sin leer'));
    const history = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(history).getByRole('button', { name: 'Marcar todas como leídas' })).toBeTruthy();
    expect(await within(history).findByText('Aún no hay notificaciones')).toBeTruthy();
  });
});
