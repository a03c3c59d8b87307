import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import {
  creatorAccount,
  creatorData,
  creatorProfile,
  FIRST_LAYOUT_LOAD,
} from '../helpers/creatorApi';
import { content, DEAL_ID, dealDetail, dealReply, moved, renderCreatorDeals } from './fixtures';

const dealPath = `/creator/deals/${DEAL_ID}`;
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Night glow' }, FIRST_LAYOUT_LOAD);

describe("A creator's deal page", { timeout: TYPING_TIMEOUT }, () => {
  it('shows the next step with its due date, the brief, the products and the money', async () => {
    renderCreatorDeals(dealPath);
    await heading();
    const next = screen.getByRole('status', { name: '' });
    expect(within(next).getByText('Buy the product and report the purchase')).toBeTruthy();
    expect(within(next).getByText(/^Due by /)).toBeTruthy();
    expect(screen.getByText('Show the cream at night.')).toBeTruthy();
    expect(screen.getByText('#glow')).toBeTruthy();
    expect(screen.getByText('30 seconds')).toBeTruthy();
    expect(screen.getByText('2 of 2 left')).toBeTruthy();
    const products = within(screen.getByRole('list', { name: 'Products' }));
    expect(products.getByText('$24.99')).toBeTruthy();
    expect(
      products.getByRole('link', { name: 'View product: Night cream' }).getAttribute('href'),
    ).toBe('https://glow.test/cream');
    expect(screen.getByText('$80.00')).toBeTruthy();
    expect(screen.getByText('$29.99')).toBeTruthy();
    // Only the moves the API lists: no receipt button, no upload, no post form.
    expect(screen.queryByRole('button', { name: 'I received it' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Share your post' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Licence' })).toBeNull();
  });

  it('asks for the deal beside the account, not once the account is in, and only once', async () => {
    let answerAccount = () => {};
    const accountAsked = new Promise<void>((resolve) => {
      answerAccount = resolve;
    });
    const { api } = renderCreatorDeals(dealPath, {
      CreatorData: async () => {
        await accountAsked;
        return creatorData(creatorAccount({ profile: creatorProfile() }));
      },
    });
    await waitFor(() => expect(api.callsOf('CreatorDeal')).toHaveLength(1));
    expect(api.callsOf('CreatorDeal')[0]?.variables).toEqual({ id: DEAL_ID });
    expect(screen.queryByRole('heading', { level: 1, name: 'Night glow' })).toBeNull();
    answerAccount();
    await heading();
    // The page's own query took the answer over.
    expect(api.callsOf('CreatorDeal')).toHaveLength(1);
  });

  it('says which content rights the brand bought and what they ask the creator to deliver', async () => {
    const deal = dealDetail();
    renderCreatorDeals(dealPath, {
      CreatorDeal: dealReply({
        ...deal,
        campaign: {
          ...deal.campaign,
          usage_rights: 'perpetual',
          raw_footage: true,
          extra_hooks: 2,
        },
      }),
    });
    await heading();
    const fact = (label: string) => screen.getByText(label).nextSibling?.textContent;
    expect(fact('Usage rights')).toBe('Perpetual');
    expect(fact('Raw footage')).toBe('Deliver it too');
    expect(fact('Extra hooks to deliver')).toBe('2');
  });

  it('reports the purchase: checks the total and receipt, then sends them in cents', async () => {
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDealReportPurchase: moved('CreatorDealReportPurchase', {}),
    });
    await heading();
    const form = within(screen.getByRole('form', { name: 'Report your purchase' }));
    await user.type(form.getByRole('textbox', { name: 'Order number' }), 'AMZ-1234');
    await user.type(form.getByRole('textbox', { name: /Order total/ }), '0');
    await user.click(form.getByRole('button', { name: 'Report the purchase' }));
    expect(await form.findByText('The order total must be between $0.01 and $10,000')).toBeTruthy();
    expect(form.getByText('Add a photo of the receipt')).toBeTruthy();
    expect(api.callsOf('CreatorDealReportPurchase')).toHaveLength(0);
    // What was typed stays.
    expect((form.getByRole('textbox', { name: 'Order number' }) as HTMLInputElement).value).toBe(
      'AMZ-1234',
    );
  });

  it('shows the carrier, a tracking link and I received it on a shipped deal', async () => {
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDeal: dealReply(
        dealDetail({
          status: 'purchased_sent',
          delivery: 'pending_delivery',
          campaign: { ...dealDetail().campaign, delivery_type: 'shipping' },
          carrier: 'ups',
          tracking_number: '1Z999AA10',
          actions: ['confirm_receipt'],
        }),
      ),
      CreatorDealConfirmReceipt: moved('CreatorDealConfirmReceipt', {
        status: 'product_received',
        delivery: 'delivered',
        actions: ['upload_content'],
      }),
    });
    await heading();
    expect(screen.getByText('UPS')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10',
    );
    await user.click(screen.getByRole('button', { name: 'I received it' }));
    await waitFor(() =>
      expect(api.callsOf('CreatorDealConfirmReceipt')[0]?.variables).toEqual({ id: DEAL_ID }),
    );
  });

  it('shares the post link, refusing what is not an http(s) link', async () => {
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDeal: dealReply(
        dealDetail({
          status: 'creator_waiting_for_publish_date',
          delivery: 'delivered',
          campaign: { ...dealDetail().campaign, type: 'social_media' },
          actions: ['report_post'],
        }),
      ),
      CreatorDealReportPost: moved('CreatorDealReportPost', { status: 'completed' }),
    });
    await heading();
    const form = within(screen.getByRole('form', { name: 'Share your post' }));
    const link = form.getByRole('textbox', { name: 'Post link' });
    await user.type(link, 'ftp://example.com/p/1');
    await user.click(form.getByRole('button', { name: 'Share the link' }));
    expect(
      await form.findByText("Enter the post's link, starting with http:// or https://"),
    ).toBeTruthy();
    expect(api.callsOf('CreatorDealReportPost')).toHaveLength(0);
    await user.clear(link);
    await user.type(link, 'https://social.test/p/1');
    await user.click(form.getByRole('button', { name: 'Share the link' }));
    await waitFor(() =>
      expect(api.callsOf('CreatorDealReportPost')[0]?.variables).toEqual({
        id: DEAL_ID,
        post_url: 'https://social.test/p/1',
      }),
    );
  });

  it('cancels after a confirmation, with a reason of 8 characters or more', async () => {
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDealCancel: moved('CreatorDealCancel', { status: 'canceled', delivery: 'canceled' }),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Cancel the deal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this deal?' }));
    await user.type(dialog.getByRole('textbox', { name: 'Why are you canceling?' }), 'Too');
    await user.click(dialog.getByRole('button', { name: 'Cancel the deal' }));
    expect(await dialog.findByText(/8 to 255 characters/)).toBeTruthy();
    expect(api.callsOf('CreatorDealCancel')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: 'Why are you canceling?' }), ' far away');
    await user.click(dialog.getByRole('button', { name: 'Cancel the deal' }));
    await waitFor(() =>
      expect(api.callsOf('CreatorDealCancel')[0]?.variables).toEqual({
        id: DEAL_ID,
        reason: 'Too far away',
      }),
    );
  });

  it('sends a chat message, and keeps it with the reason when sending too fast', async () => {
    let refuse = false;
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDealMessageSend: (variables) =>
        refuse
          ? accountError(
              'TOO_MANY_MESSAGES',
              'You are sending messages too fast. Please wait a moment.',
              {
                retryAfterSeconds: 20,
              },
            )
          : {
              data: {
                CreatorDealMessageSend: {
                  id: 'm-1',
                  deal_id: DEAL_ID,
                  author: 'creator',
                  author_name: 'Maya Ortiz',
                  text: String(variables.text),
                  created_at: '2026-03-02T10:00:00.000Z',
                },
              },
            },
    });
    await heading();
    expect(screen.getByRole('region', { name: 'Chat with Glow Lab' })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello Glow Lab{Enter}');
    const [sent] = await within(await screen.findByRole('log')).findAllByTestId('chat-message');
    expect(sent!.textContent).toContain('Hello Glow Lab');
    expect(api.callsOf('CreatorDealMessageSend')[0]?.variables).toEqual({
      id: DEAL_ID,
      text: 'Hello Glow Lab',
    });
    refuse = true;
    await user.type(box, 'Again{Enter}');
    expect(
      await screen.findByText('You are sending messages too fast. Please wait a moment.'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Again');
  });

  it('links to the licence once the brand accepted the content, not before', async () => {
    renderCreatorDeals(dealPath, {
      CreatorDeal: dealReply(
        dealDetail({
          status: 'completed',
          actions: [],
          contents: [content(1, { status: 'bought' })],
        }),
      ),
    });
    await heading();
    const licence = screen.getByRole('region', { name: 'Licence' });
    expect(
      within(licence).getByRole('link', { name: 'View the licence' }).getAttribute('href'),
    ).toBe(`/creator/deals/${DEAL_ID}/licence`);
  });

  it("answers another creator's deal as not found", async () => {
    renderCreatorDeals(dealPath, {
      CreatorDeal: accountError('NOT_FOUND', 'Deal not found'),
    });
    expect(await screen.findByText('Deal not found', {}, FIRST_LAYOUT_LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My deals' }).getAttribute('href')).toBe(
      '/creator/deals',
    );
  });

  it('reads the deal again when it moves live', async () => {
    const { api, store } = renderCreatorDeals(dealPath);
    await heading();
    expect(api.callsOf('CreatorDeal')).toHaveLength(1);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/7/notifications',
          message: { event: 'deal_changed', deal_id: DEAL_ID, campaign_id: 'campaign-1' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('CreatorDeal')).toHaveLength(2));
  });
});
