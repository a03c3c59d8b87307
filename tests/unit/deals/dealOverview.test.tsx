import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageReceived } from '@/features/realtime/realtimeSlice';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import { PHONE_WIDTH, setViewportWidth } from '../helpers/viewport';
import { unreadReply } from '../notifications/fixtures';
import { DEAL_ID, dealDetail, dealReply, renderDeals } from './fixtures';

const dealPath = `/deal/${DEAL_ID}`;

const moved = (operation: string, fields: Record<string, unknown>) => ({
  data: {
    [operation]: {
      id: DEAL_ID,
      status: 'purchased_sent',
      delivery: 'pending_delivery',
      revisions_used: 0,
      revisions_left: 2,
      auto_accept_at: null,
      actions: [],
      updated_at: '2026-03-02T10:00:00.000Z',
      ...fields,
    },
  },
});

describe('DealOverview', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the campaign, labels, creator, products and money of the deal', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          campaign: { ...dealDetail().campaign, delivery_type: 'refund' },
          reimbursement: 3_450,
          actions: ['cancel'],
        }),
      ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring glow' })).toBeTruthy();
    expect(screen.getByText('UGC video · Glow Co')).toBeTruthy();
    expect(screen.getByTitle('Status').textContent).toBe('Deal started');
    // A refund deal: the creator buys the product next.
    expect(screen.getByTitle('Delivery').textContent).toBe('Pending purchase');
    const creator = screen.getByRole('group', { name: 'Creator' });
    expect(within(creator).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(creator).getByText('Pro')).toBeTruthy();
    expect(within(creator).getByText('123.4K followers')).toBeTruthy();
    const products = within(screen.getByRole('list', { name: 'Products' }));
    expect(products.getByText('Glow serum')).toBeTruthy();
    expect(products.getByText('$29.50')).toBeTruthy();
    const link = products.getByRole('link', { name: 'View product: Glow serum' });
    expect(link.getAttribute('href')).toBe('https://glow.test/serum');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('$90.00')).toBeTruthy();
    expect(screen.getByText('$34.50')).toBeTruthy();
    // Refund delivery, nothing bought yet: no shipping form, the purchase is awaited.
    expect(screen.queryByRole('form', { name: 'Ship the product' })).toBeNull();
    expect(
      screen.getByText(/The creator buys the product and reports the order number/),
    ).toBeTruthy();
  });

  it('lists the timeline oldest first with who, when and what each step carried', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'creator_waiting_for_publish_date',
          delivery: 'delivered',
          actions: [],
          events: [
            {
              id: 'e1',
              action: 'ship',
              actor: 'company',
              status: 'purchased_sent',
              note: '1Z999AA10123456784',
              by: 'Ben Lee',
              created_at: '2026-03-01T10:00:00.000Z',
            },
            {
              id: 'e2',
              action: 'request_revision',
              actor: 'company',
              status: 'product_received',
              note: 'Show the label',
              by: null,
              created_at: '2026-03-03T10:00:00.000Z',
            },
            {
              id: 'e3',
              action: 'report_post',
              actor: 'creator',
              status: 'completed',
              note: 'https://social.test/p/1',
              by: null,
              created_at: '2026-03-05T10:00:00.000Z',
            },
          ],
        }),
      ),
    });
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getAllByText(/./)[0]!.textContent)).toEqual([
      'Deal started',
      'Product shipped',
      'Revision requested',
      'Post published',
    ]);
    // Each step names the status it led to, as the spec labels it, unless the step's own
    // name says it (a shipping deal's shipment leads to "Product shipped").
    expect(steps.map((step) => within(step).getAllByText(/./)[1]!.textContent)).toEqual([
      expect.stringMatching(/^You ·/),
      expect.stringMatching(/^You ·/),
      'Content creation',
      'Completed',
    ]);
    // The company's person who made a step is named (docs/product.md#brand-teams); a step
    // made before teams, or by no one of the company, names no one.
    expect(within(steps[1]!).getByText(/^You · by Ben Lee ·/)).toBeTruthy();
    expect(within(steps[2]!).queryByText(/ by /)).toBeNull();
    expect(within(steps[3]!).queryByText(/ by /)).toBeNull();
    expect(within(steps[1]!).getByText('1Z999AA10123456784')).toBeTruthy();
    expect(within(steps[2]!).getByText('Show the label')).toBeTruthy();
    expect(within(steps[3]!).getByText(/^The creator ·/)).toBeTruthy();
    expect(
      within(steps[3]!).getByRole('link', { name: 'https://social.test/p/1' }).getAttribute('href'),
    ).toBe('https://social.test/p/1');
  });

  it('ships: checks the tracking number, sends carrier and number, shows the new status', async () => {
    let shipped = false;
    const { api, user, store } = renderDeals(dealPath, {
      Deal: () =>
        dealReply(
          shipped
            ? dealDetail({
                status: 'purchased_sent',
                delivery: 'pending_delivery',
                carrier: 'ups',
                tracking_number: '1Z999',
                actions: ['cancel'],
              })
            : dealDetail(),
        ),
      DealShip: () => {
        shipped = true;
        return moved('DealShip', { actions: ['cancel'] });
      },
    });
    const form = await screen.findByRole('form', { name: 'Ship the product' });
    await user.click(within(form).getByRole('button', { name: 'Product shipped' }));
    expect(await within(form).findByText('Choose the carrier')).toBeTruthy();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'UPS');
    const tracking = within(form).getByRole('textbox', { name: 'Tracking number' });
    await user.type(tracking, 'AB');
    await user.click(within(form).getByRole('button', { name: 'Product shipped' }));
    expect(
      await within(form).findByText('The tracking number must have 3 to 22 characters'),
    ).toBeTruthy();
    expect(api.callsOf('DealShip')).toHaveLength(0);
    await user.clear(tracking);
    await user.type(tracking, '  1Z999 ');
    await user.click(within(form).getByRole('button', { name: 'Product shipped' }));
    await waitFor(() =>
      expect(api.callsOf('DealShip')[0]?.variables).toEqual({
        id: DEAL_ID,
        carrier: 'ups',
        tracking_number: '1Z999',
      }),
    );
    await waitFor(() => expect(screen.getByTitle('Status').textContent).toBe('Product shipped'));
    expect(screen.queryByRole('form', { name: 'Ship the product' })).toBeNull();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('UPS')).toBeTruthy();
    expect(within(delivery).getByText('1Z999')).toBeTruthy();
    expect(selectToasts(store.getState()).map((toast) => toast.messageKey)).toContain(
      'deals:toast.shipped',
    );
  });

  it("shows the server's refusal of a move in its words, and keeps the form", async () => {
    const { user } = renderDeals(dealPath, {
      DealShip: accountError(
        'DEAL_ACTION_NOT_ALLOWED',
        'This deal cannot do that in its current status',
      ),
    });
    const form = await screen.findByRole('form', { name: 'Ship the product' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Carrier' }), 'DHL');
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), 'JD0123');
    await user.click(within(form).getByRole('button', { name: 'Product shipped' }));
    expect(
      await within(form).findByText('This deal cannot do that in its current status'),
    ).toBeTruthy();
  });

  it('shows the order number and the reimbursement paid on a refund deal', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'purchased_sent',
          delivery: 'pending_delivery',
          campaign: { ...dealDetail().campaign, delivery_type: 'refund' },
          order_number: 'ORDER-1234',
          reimbursement: 3_450,
          actions: ['cancel'],
        }),
      ),
    });
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('ORDER-1234')).toBeTruthy();
    expect(within(delivery).getByText('Reimbursement paid to the creator')).toBeTruthy();
    expect(within(delivery).getByText('$34.50')).toBeTruthy();
  });

  it('cancels with a reason, saying what returns to the wallet', async () => {
    let canceled = false;
    const { api, user } = renderDeals(dealPath, {
      Deal: () =>
        dealReply(
          canceled
            ? dealDetail({
                status: 'canceled',
                delivery: 'canceled',
                canceled_by: 'company',
                cancel_reason: 'Out of stock, sorry',
                actions: [],
              })
            : dealDetail({
                campaign: { ...dealDetail().campaign, delivery_type: 'refund' },
                reimbursement: 3_450,
              }),
        ),
      DealCancel: () => {
        canceled = true;
        return moved('DealCancel', { status: 'canceled', delivery: 'canceled' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deal?' });
    expect(
      within(dialog).getByText(
        "$124.50 returns to your wallet: the creator's fee ($90.00) and the product reimbursement ($34.50).",
      ),
    ).toBeTruthy();
    const reason = within(dialog).getByRole('textbox', { name: 'Why are you canceling?' });
    await user.type(reason, 'Too s');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deal' }));
    expect(
      await within(dialog).findByText('The reason must have 8 to 255 characters'),
    ).toBeTruthy();
    expect(within(dialog).getByText('5/255')).toBeTruthy();
    await user.clear(reason);
    await user.type(reason, 'Out of stock, sorry');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel deal' }));
    await waitFor(() =>
      expect(api.callsOf('DealCancel')[0]?.variables).toEqual({
        id: DEAL_ID,
        reason: 'Out of stock, sorry',
      }),
    );
    expect(await screen.findByText('You canceled this deal: Out of stock, sorry')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel deal' })).toBeNull();
  });

  it('says only the fee returns once the creator was reimbursed', async () => {
    const { user } = renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'purchased_sent',
          campaign: { ...dealDetail().campaign, delivery_type: 'refund' },
          order_number: 'ORDER-1',
          reimbursement: 3_450,
          actions: ['cancel'],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel deal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this deal?' });
    expect(
      within(dialog).getByText("$90.00, the creator's fee, returns to your wallet."),
    ).toBeTruthy();
  });

  it('offers no move the deal does not list', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(dealDetail({ status: 'purchased_sent', actions: [] })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Spring glow' });
    expect(screen.queryByRole('form', { name: 'Ship the product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel deal' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });

  it("answers another company's deal as not found, with the way back", async () => {
    renderDeals(dealPath, { Deal: accountError('NOT_FOUND', 'Not found') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Deal not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to deals' }).getAttribute('href')).toBe('/deals');
  });

  it('reads the deal again when it moves live', async () => {
    const { api, store } = renderDeals(dealPath);
    await screen.findByRole('heading', { level: 1, name: 'Spring glow' });
    expect(api.callsOf('Deal')).toHaveLength(1);
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'deal_changed', deal_id: 'deal-other', campaign_id: 'c' },
        }),
      );
    });
    act(() => {
      store.dispatch(
        messageReceived({
          topic: 'company/42/notifications',
          message: { event: 'deal_changed', deal_id: DEAL_ID, campaign_id: 'campaign-1' },
        }),
      );
    });
    await waitFor(() => expect(api.callsOf('Deal')).toHaveLength(2));
  });

  it('puts the chat after the deal on a phone', async () => {
    setViewportWidth(PHONE_WIDTH);
    renderDeals(dealPath);
    const chat = await screen.findByRole('region', { name: 'Chat with Ana Ruiz' });
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(timeline.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('opening a deal', { timeout: TYPING_TIMEOUT }, () => {
  it("marks the deal's notifications read, and the bell's count drops", async () => {
    const { api } = renderDeals(dealPath, {
      NotificationsUnread: unreadReply(3),
      NotificationsMarkDealRead: { data: { NotificationsMarkDealRead: 1 } },
    });
    // The count was 3 before the deal's page loaded; the server answers 1 left.
    expect(await screen.findByRole('heading', { level: 1, name: 'Spring glow' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(api.callsOf('NotificationsMarkDealRead').map((call) => call.variables)).toEqual([
      { deal_id: DEAL_ID },
    ]);
  });
});
