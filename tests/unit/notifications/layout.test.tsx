import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/store/store';
import { CompanyLayout } from '@/src/layouts/CompanyLayout';
import { stubApi, TYPING_TIMEOUT } from '../account/apiStub';
import { accountCached, companyAccount } from '../helpers/api';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { renderWithProviders } from '../renderWithProviders';
import { unreadReply } from './fixtures';

function renderLayout(sidebarCollapsed = false) {
  stubApi({ NotificationsUnread: unreadReply(4) });
  const store = makeStore({
    preferences: { locale: 'en', colorMode: 'light', sidebarCollapsed },
  });
  store.dispatch(accountCached(companyAccount()));
  return renderWithProviders(
    <CompanyLayout>
      <p>Page</p>
    </CompanyLayout>,
    { store },
  );
}

describe('the bell in the company layout', { timeout: TYPING_TIMEOUT }, () => {
  it('sits in the sidebar, open or collapsed', async () => {
    const { user } = renderLayout();
    const sidebar = screen.getByTestId('sidebar');
    expect(
      await within(sidebar).findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeTruthy();
    await user.click(within(sidebar).getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar).getByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
  });

  it('sits in the top bar below 1024 px', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderLayout();
    const topBar = await screen.findByTestId('top-bar');
    expect(
      await within(topBar).findByRole('button', { name: 'Notifications, 4 unread' }),
    ).toBeTruthy();
    expect(screen.queryByTestId('sidebar')).toBeNull();
  });
});
