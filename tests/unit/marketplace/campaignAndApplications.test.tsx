import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Applications from '@/features/marketplace/screens/Applications';
import MarketplaceCampaign from '@/features/marketplace/screens/MarketplaceCampaign';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError, stubApi } from '../account/apiStub';
import { renderWithProviders } from '../renderWithProviders';
import { creatorAccount, creatorData, creatorProfile } from '../helpers/creatorApi';
import { CREATOR_SESSION, marketCampaign, pageOf } from './marketStub';

afterEach(() => vi.unstubAllGlobals());

const PITCH = 'I film skincare routines in daylight';

const renderCampaign = (id = '7') =>
  renderWithProviders(
    <Routes>
      <Route path="/creator/campaigns/:campaignId" element={<MarketplaceCampaign />} />
    </Routes>,
    { route: `/creator/campaigns/${id}`, preloadedState: CREATOR_SESSION },
  );

describe('MarketplaceCampaign (docs/product.md#marketplace)', () => {
  it('shows the whole brief and applies with a pitch of 10 to 500 characters', async () => {
    const campaign = marketCampaign('7', { name: 'Night glow' });
    const api = stubApi({
      CreatorCampaign: { data: { CreatorCampaign: campaign } },
      CreatorApply: ({ pitch }) => ({
        data: {
          CreatorApply: {
            ...campaign,
            application: { pitch, created_at: '2026-03-02T00:00:00.000Z' },
          },
        },
      }),
      CreatorCampaigns: { data: { CreatorCampaigns: pageOf([]) } },
    });
    const { user } = renderCampaign();
    expect(await screen.findByRole('heading', { name: 'Night glow' })).toBeTruthy();
    expect(screen.getByText('Show the cream at night')).toBeTruthy();
    expect(screen.getByText('glow')).toBeTruthy();
    expect(screen.getByText('You earn $80.00 per deal')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Night cream' })).toBeTruthy();
    const pitch = screen.getByRole('textbox', { name: 'Your pitch' });
    await user.type(pitch, 'Too short');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A pitch has 10 to 500 characters')).toBeTruthy();
    expect(api.callsOf('CreatorApply')).toHaveLength(0);
    await user.clear(pitch);
    await user.type(pitch, PITCH);
    expect(screen.getByText(`${PITCH.length}/500`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsOf('CreatorApply')).toHaveLength(1));
    expect(api.callsOf('CreatorApply')[0]!.variables).toEqual({
      campaign_id: '7',
      pitch: PITCH,
      with_intro_video: false,
    });
    // No intro video on the profile: nothing to send with it.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('offers to send the intro video when the profile has one, and sends it when ticked', async () => {
    const campaign = marketCampaign('7');
    const video = '/v1/content-files/intro-1';
    const api = stubApi({
      CreatorData: creatorData(
        creatorAccount({
          profile: creatorProfile({ intro_video_url: video, intro_video_id: 'intro-1' }),
        }),
      ),
      CreatorCampaign: { data: { CreatorCampaign: campaign } },
      CreatorApply: ({ pitch }) => ({
        data: {
          CreatorApply: {
            ...campaign,
            application: { pitch, intro_video_url: video, created_at: '2026-03-02T00:00:00.000Z' },
          },
        },
      }),
    });
    const { user } = renderCampaign();
    const box = await screen.findByRole('checkbox', {
      name: 'Send my intro video with this application',
    });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Your pitch' }), PITCH);
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.callsOf('CreatorApply')).toHaveLength(1));
    expect(api.callsOf('CreatorApply')[0]!.variables).toEqual({
      campaign_id: '7',
      pitch: PITCH,
      with_intro_video: true,
    });
  });

  it('withdraws after a confirmation while not picked', async () => {
    const applied = marketCampaign('7', {
      application: { pitch: PITCH, intro_video_url: null, created_at: '2026-03-02T00:00:00.000Z' },
    });
    const api = stubApi({
      CreatorCampaign: { data: { CreatorCampaign: applied } },
      CreatorWithdraw: { data: { CreatorWithdraw: { ...applied, application: null } } },
    });
    const { user } = renderCampaign();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Withdraw your application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.callsOf('CreatorWithdraw')).toHaveLength(1));
  });

  it('shows a picked creator the deal, with no form', async () => {
    stubApi({
      CreatorCampaign: { data: { CreatorCampaign: marketCampaign('7', { deal_id: '55' }) } },
    });
    renderCampaign();
    expect(await screen.findByText('Picked: your deal number is 55.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your pitch' })).toBeNull();
  });

  it('says a campaign is closed when the server no longer shows it, or live', async () => {
    stubApi({ CreatorCampaign: accountError('NOT_FOUND', 'Campaign not found') });
    renderCampaign('8');
    expect(await screen.findByText('This campaign is no longer taking applications')).toBeTruthy();
    vi.unstubAllGlobals();

    stubApi({ CreatorCampaign: { data: { CreatorCampaign: marketCampaign('9') } } });
    const { store } = renderCampaign('9');
    await screen.findByRole('textbox', { name: 'Your pitch' });
    store.dispatch(
      messageReceived({
        topic: 'marketplace/campaigns',
        message: { event: 'campaign_changed', campaign_id: '9', open: false },
      }),
    );
    expect(
      (await screen.findAllByText('This campaign is no longer taking applications')).length,
    ).toBeGreaterThan(0);
  });
});

describe('Applications (docs/product.md#marketplace)', () => {
  it('shows each application with its state, and the deal once picked', async () => {
    const at = '2026-03-02T00:00:00.000Z';
    stubApi({
      CreatorApplications: {
        data: {
          CreatorApplications: pageOf([
            {
              campaign: marketCampaign('1', { name: 'Waiting' }),
              state: 'applied',
              pitch: PITCH,
              created_at: at,
            },
            {
              campaign: marketCampaign('2', { name: 'Chosen', deal_id: '55' }),
              state: 'picked',
              pitch: PITCH,
              created_at: at,
            },
            {
              campaign: marketCampaign('3', { name: 'Filled', open: false }),
              state: 'not_picked',
              pitch: PITCH,
              created_at: at,
            },
          ]),
        },
      },
    });
    renderWithProviders(<Applications />, {
      route: '/creator/applications',
      preloadedState: CREATOR_SESSION,
    });
    const rows = await screen.findAllByTestId('application');
    expect(
      rows.map(
        (row) =>
          within(row)
            .getAllByText(/Applied|Picked|Not picked/)
            .at(-1)!.textContent,
      ),
    ).toEqual(['Applied', 'Picked', 'Not picked']);
    expect(within(rows[1]!).getByText('Deal 55')).toBeTruthy();
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
  });

  it('shows "Picked" without a reload when the creator is told of the pick', async () => {
    let picked = false;
    const application = () => ({
      campaign: marketCampaign('4', { name: 'Live pick', deal_id: picked ? '60' : null }),
      state: picked ? 'picked' : 'applied',
      pitch: PITCH,
      created_at: '2026-03-02T00:00:00.000Z',
    });
    stubApi({
      CreatorApplications: () => ({
        data: { CreatorApplications: pageOf([application()]) },
      }),
    });
    const { store } = renderWithProviders(<Applications />, {
      route: '/creator/applications',
      preloadedState: CREATOR_SESSION,
    });
    const [row] = await screen.findAllByTestId('application');
    expect(within(row!).queryByText('Deal 60')).toBeNull();
    picked = true;
    store.dispatch(
      messageReceived({
        topic: 'company/5/notifications',
        message: { event: 'creator_picked', campaign_id: '4', deal_id: '60' },
      }),
    );
    expect(await screen.findByText('Deal 60')).toBeTruthy();
  });

  it('accepts an invitation on the campaign page and declines one after a confirmation', async () => {
    let declined = false;
    const invitation = {
      campaign: marketCampaign('4', { name: 'Invited one', invited: true }),
      invited_at: '2026-03-02T00:00:00.000Z',
    };
    const api = stubApi({
      CreatorInvitations: () => ({
        data: { CreatorInvitations: pageOf(declined ? [] : [invitation]) },
      }),
      CreatorInvitationDecline: () => {
        declined = true;
        return { data: { CreatorInvitationDecline: { invited_at: invitation.invited_at } } };
      },
      CreatorApplications: { data: { CreatorApplications: pageOf([]) } },
      CreatorCampaigns: { data: { CreatorCampaigns: pageOf([]) } },
    });
    const { user } = renderWithProviders(<Applications />, {
      route: '/creator/applications?tab=invitations',
      preloadedState: CREATOR_SESSION,
    });
    const row = await screen.findByTestId('invitation');
    expect(within(row).getByRole('link', { name: 'Accept' }).getAttribute('href')).toBe(
      '/creator/campaigns/4#apply',
    );
    await user.click(within(row).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.callsOf('CreatorInvitationDecline')).toHaveLength(1));
    expect(api.callsOf('CreatorInvitationDecline')[0]!.variables).toEqual({ campaign_id: '4' });
    expect(await screen.findByText('No invitations right now')).toBeTruthy();
  });

  it('shows an empty list and a failed one', async () => {
    stubApi({ CreatorApplications: accountError('INTERNAL', 'Something went wrong') });
    renderWithProviders(<Applications />, {
      route: '/creator/applications',
      preloadedState: CREATOR_SESSION,
    });
    expect(await screen.findByText('Your applications could not be loaded')).toBeTruthy();
  });
});
