import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OpsCreatorDetail from '@/features/opsCreators/screens/OpsCreatorDetail';
import OpsCreatorList from '@/features/opsCreators/screens/OpsCreatorList';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import { patterns } from '@/src/lib/paths';
import { accountError, TYPING_TIMEOUT, type Reply } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { connection, opsCreator, REASON, renderOps } from './peopleFixtures';

const creatorsReply = (nodes = [opsCreator(1), opsCreator(2)], total = nodes.length): Reply => ({
  data: { OpsCreators: connection(nodes, { total, next: total > nodes.length ? 'c1' : null }) },
});
const creatorReply = (creator = opsCreator(1)): Reply => ({ data: { OpsCreator: creator } });

const renderList = (route = '/ops/creators', handlers = {}) =>
  renderOps(<OpsCreatorList />, patterns.opsCreators, route, {
    OpsCreators: creatorsReply(),
    ...handlers,
  });
const renderDetail = (handlers = {}) =>
  renderOps(<OpsCreatorDetail />, patterns.opsCreator, '/ops/creators/creator-1', {
    OpsCreator: creatorReply(),
    ...handlers,
  });

describe('OpsCreatorList', { timeout: TYPING_TIMEOUT }, () => {
  it('shows skeletons while the first page loads', async () => {
    renderList('/ops/creators', { OpsCreators: { pending: true } });
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the creators to verify, oldest first as the server sends them', async () => {
    const { api } = renderList('/ops/creators', {
      OpsCreators: creatorsReply(
        [opsCreator(1), opsCreator(2, { suspended: true, tier: 'pro', handles_checked_at: null })],
        12,
      ),
    });
    const table = await screen.findByRole('table', { name: 'Creators' });
    const [first, second] = within(table).getAllByTestId('ops-creator-row');
    const row = within(first!);
    expect(row.getByRole('link', { name: 'Creator 1' }).getAttribute('href')).toBe(
      '/ops/creators/creator-1',
    );
    expect(row.getByText('creator-1@creators.test')).toBeTruthy();
    expect(row.getByText('Basic')).toBeTruthy();
    expect(row.getByText('To verify')).toBeTruthy();
    expect(row.getByText('1 of 2 verified')).toBeTruthy();
    expect(row.getByText('12.5K')).toBeTruthy();
    expect(row.getByText('1 hour ago')).toBeTruthy();
    expect(within(second!).getByText('Suspended')).toBeTruthy();
    expect(within(second!).getByText('Pro')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 12 creators')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
    expect(api.callsOf('OpsCreators')[0]?.variables).toEqual({
      filter: 'to_verify',
      first: 20,
      after: null,
    });
  });

  it('filters and searches from the address, and says when nothing matches', async () => {
    const { api, user, router } = renderList('/ops/creators', {
      OpsCreators: (variables: Record<string, unknown>) =>
        variables['search'] ? creatorsReply([]) : creatorsReply(),
    });
    await screen.findByRole('table', { name: 'Creators' });
    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    await waitFor(() =>
      expect(api.callsOf('OpsCreators').at(-1)?.variables).toMatchObject({ filter: 'suspended' }),
    );
    expect(new URLSearchParams(router.state.location.search).get('filter')).toBe('suspended');
    await user.type(screen.getByRole('searchbox', { name: 'Search by name or e-mail' }), 'ana');
    await waitFor(() =>
      expect(api.callsOf('OpsCreators').at(-1)?.variables).toEqual({
        filter: 'suspended',
        search: 'ana',
        first: 20,
        after: null,
      }),
    );
    expect(await screen.findByText('No creator matches')).toBeTruthy();
  });

  it('says when no creator waits to be verified', async () => {
    renderList('/ops/creators', { OpsCreators: creatorsReply([]) });
    expect(await screen.findByText('No creator to verify')).toBeTruthy();
  });

  it('shows a failed load with Try again, which loads the list', async () => {
    let fail = true;
    const { user } = renderList('/ops/creators', {
      OpsCreators: () => (fail ? { status: 500 } : creatorsReply()),
    });
    expect(await screen.findByText('We could not load the creators')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Creators' })).toBeTruthy();
  });

  it('shows cards on a phone, and a row opens the creator', async () => {
    setViewportWidth(PHONE_WIDTH);
    const { user, router } = renderList();
    const list = await screen.findByRole('list', { name: 'Creators' });
    const card = within(list).getByRole('listitem', { name: 'Creator 2' });
    await user.click(within(card).getByText('creator-2@creators.test'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ops/creators/creator-2'));
  });
});

describe('OpsCreatorDetail', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the creator, its facts and its declared handles', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator 1' })).toBeTruthy();
    const facts = screen.getByRole('group', { name: 'About the creator' });
    expect(within(facts).getByText('Mexico')).toBeTruthy();
    expect(within(facts).getByText('Beauty, Health')).toBeTruthy();
    expect(within(facts).getByText('12,500')).toBeTruthy();
    expect(within(facts).getByText('Never')).toBeTruthy();
    const instagram = screen.getByRole('group', { name: 'Instagram' });
    expect(within(instagram).getByText('@insta1')).toBeTruthy();
    expect(within(instagram).getByRole('checkbox')).toHaveProperty('checked', true);
    expect(screen.getByRole('group', { name: 'TikTok' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'YouTube' })).toBeNull();
  });

  it('records the handles check with its reason, then reads the creator again', async () => {
    const { api, user, store } = renderDetail({
      OpsCreatorVerify: () => ({
        data: { OpsCreatorVerify: opsCreator(1, { handles_checked_at: new Date().toISOString() }) },
      }),
    });
    const tiktok = await screen.findByRole('group', { name: 'TikTok' });
    await user.click(within(tiktok).getByRole('checkbox', { name: "The handle is the creator's" }));
    const followers = within(tiktok).getByRole('textbox', { name: 'Followers you saw' });
    await user.clear(followers);
    await user.type(followers, 'many');
    await user.click(screen.getByRole('button', { name: 'Record the check' }));
    expect(
      await within(tiktok).findByText(
        'Enter the followers you saw: a whole number from 0 to 1,000,000,000',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.clear(followers);
    await user.type(followers, '3100');
    await user.click(screen.getByRole('button', { name: 'Record the check' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record the check of Creator 1' });
    expect(within(dialog).getByText('TikTok: verified, 3,100 followers')).toBeTruthy();
    expect(within(dialog).getByText('Kept in the audit log; only operators read it.')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A reason has 8 to 255 characters')).toBeTruthy();
    expect(api.callsOf('OpsCreatorVerify')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ` ${REASON}`);
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() =>
      expect(api.callsOf('OpsCreatorVerify')[0]?.variables).toEqual({
        id: 'creator-1',
        handles: [
          { platform: 'instagram', verified: true, followers: 10_000 },
          { platform: 'tiktok', verified: true, followers: 3_100 },
        ],
        reason: `short ${REASON}`,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(selectToasts(store.getState()).map((toast) => toast.messageKey)).toContain(
      'opsCreators:toast.verified',
    );
    await waitFor(() => expect(api.callsOf('OpsCreator')).toHaveLength(2));
  });

  it('offers pro only when the tier rule allows it', async () => {
    renderDetail();
    const pro = await screen.findByRole('button', { name: 'Make pro' });
    expect(pro).toHaveProperty('disabled', true);
    expect(screen.getByText('Pro needs a verified handle and 3 accepted deals.')).toBeTruthy();
  });

  it('makes a creator pro with a reason', async () => {
    const { api, user } = renderDetail({
      OpsCreator: creatorReply(opsCreator(1, { may_be_pro: true, accepted_deals: 3 })),
      OpsCreatorSetTier: { data: { OpsCreatorSetTier: opsCreator(1, { tier: 'pro' }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Make pro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Creator 1 pro' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Make pro' }));
    await waitFor(() =>
      expect(api.callsOf('OpsCreatorSetTier')[0]?.variables).toEqual({
        id: 'creator-1',
        tier: 'pro',
        reason: REASON,
      }),
    );
  });

  it('suspends, and shows a refusal in the dialog, which stays open', async () => {
    const { api, user } = renderDetail({
      OpsCreatorSuspend: accountError('VALIDATION', 'The reason cannot be stored'),
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Creator 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText('The reason cannot be stored')).toBeTruthy();
    expect(api.callsOf('OpsCreatorSuspend')[0]?.variables).toEqual({
      id: 'creator-1',
      suspended: true,
      reason: REASON,
    });
    expect(screen.getByRole('dialog', { name: 'Suspend Creator 1' })).toBeTruthy();
  });

  it('lifts a suspension', async () => {
    const { api, user, store } = renderDetail({
      OpsCreator: creatorReply(
        opsCreator(1, { suspended: true, suspended_at: '2026-03-01T10:00:00.000Z' }),
      ),
      OpsCreatorSuspend: { data: { OpsCreatorSuspend: opsCreator(1) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Lift the suspension' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lift the suspension of Creator 1',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    await waitFor(() =>
      expect(api.callsOf('OpsCreatorSuspend')[0]?.variables).toMatchObject({ suspended: false }),
    );
    await waitFor(() =>
      expect(selectToasts(store.getState()).map((toast) => toast.messageKey)).toContain(
        'opsCreators:toast.unsuspended',
      ),
    );
  });

  it('says an unknown creator is not found', async () => {
    renderDetail({ OpsCreator: accountError('NOT_FOUND', 'Not found') });
    expect(await screen.findByText('Creator not found')).toBeTruthy();
  });

  it('offers Try again after a failed load', async () => {
    let fail = true;
    const { user } = renderDetail({
      OpsCreator: () => (fail ? { status: 500 } : creatorReply()),
    });
    expect(await screen.findByText('We could not load this creator')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Creator 1' })).toBeTruthy();
  });
});
