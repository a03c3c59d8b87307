import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import {
  DEAL_ID,
  dealDetail,
  dealReply,
  fakeRealtime,
  message,
  messagePage,
  messagesReply,
  renderDeals,
} from './fixtures';

const dealPath = `/deal/${DEAL_ID}`;
const topic = `deal/${DEAL_ID}/messages`;

/**
 * Lets the effects of the last render run, and the requests they start reach the API stub
 * (all of it microtasks, done before the next task): a request not made by then is not made.
 */
const settled = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const bubbles = () => within(screen.getByRole('log')).getAllByTestId('chat-message');

describe('DealOverview: chat', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the history oldest first, own messages on the right, links as links and markup as text', async () => {
    renderDeals(dealPath, {
      DealMessages: messagesReply(
        messagePage([
          message(3, { text: 'See https://brief.test/spec. <b>thanks</b>' }),
          message(2, { text: 'Hello Ana' }),
          message(1, { text: 'Hi!' }),
        ]),
      ),
    });
    await screen.findByRole('log');
    const [first, second, third] = bubbles();
    expect(within(first!).getByText('Hi!')).toBeTruthy();
    expect(within(first!).getByText('Ana Ruiz')).toBeTruthy();
    expect(within(second!).getByText('Northwind Labs')).toBeTruthy();
    expect(getComputedStyle(second!).alignSelf).toBe('flex-end');
    expect(getComputedStyle(first!).alignSelf).toBe('flex-start');
    const link = within(third!).getByRole('link', { name: 'https://brief.test/spec' });
    expect(link.getAttribute('href')).toBe('https://brief.test/spec');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(third!.querySelector('b')).toBeNull();
    expect(third!.textContent).toContain('<b>thanks</b>');
  });

  it('loads older messages on demand', async () => {
    const { api, user } = renderDeals(dealPath, {
      DealMessages: (variables) =>
        variables.after
          ? messagesReply(messagePage([message(1, { text: 'The first one' })]))
          : messagesReply(messagePage([message(3), message(2)], 'cursor-2')),
    });
    await user.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('The first one')).toBeTruthy();
    expect(api.callsOf('DealMessages').map((call) => call.variables)).toEqual([
      { id: DEAL_ID, first: 30, after: null },
      { id: DEAL_ID, first: 30, after: 'cursor-2' },
    ]);
    expect(bubbles()[0]!.textContent).toContain('The first one');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('follows the deal topic while the deal is open, and adds its messages live, once', async () => {
    const realtime = fakeRealtime();
    const { api, router } = renderDeals(
      dealPath,
      { DealMessages: messagesReply(messagePage([message(1)])) },
      { realtime },
    );
    await screen.findByRole('log');
    expect(realtime.calls).toContain(`subscribe ${topic}`);

    const live = { ...message(5, { text: 'Just posted it' }) };
    act(() => realtime.receive(topic, live));
    expect(await screen.findByText('Just posted it')).toBeTruthy();
    // The same message again (a repeat delivery) is not shown twice, and costs no request;
    // another deal's chat is none of this one's. The next message shows they were handled.
    act(() => realtime.receive(topic, live));
    act(() => realtime.receive('deal/deal-9/messages', message(6, { deal_id: 'deal-9' })));
    act(() => realtime.receive(topic, message(7, { text: 'After them' })));
    expect(await screen.findByText('After them')).toBeTruthy();
    expect(screen.getAllByText('Just posted it')).toHaveLength(1);
    expect(screen.queryByText('Message 6')).toBeNull();
    expect(api.callsOf('DealMessages')).toHaveLength(1);

    await act(() => router.navigate('/deals'));
    await waitFor(() => expect(realtime.calls).toContain(`unsubscribe ${topic}`));
  });

  it('reads the chat on opening when some was unread, and at each message from the creator', async () => {
    const realtime = fakeRealtime();
    const { api } = renderDeals(
      dealPath,
      {
        Deal: dealReply(dealDetail({ unread_messages: 2 })),
        DealMessages: messagesReply(messagePage([message(1)])),
      },
      { realtime },
    );
    await waitFor(() => expect(api.callsOf('DealMessagesRead')).toHaveLength(1));
    expect(api.callsOf('DealMessagesRead')[0]?.variables).toEqual({ id: DEAL_ID });
    act(() => realtime.receive(topic, message(7, { author: 'creator', text: 'New one' })));
    await screen.findByText('New one');
    await waitFor(() => expect(api.callsOf('DealMessagesRead')).toHaveLength(2));
    // The company's own message (from another tab) is nothing to read.
    act(() => realtime.receive(topic, message(8, { author: 'company', text: 'Mine' })));
    await screen.findByText('Mine');
    await settled();
    expect(api.callsOf('DealMessagesRead')).toHaveLength(2);
  });

  it('does not mark anything read on opening when nothing was unread', async () => {
    const realtime = fakeRealtime();
    const { api } = renderDeals(
      dealPath,
      { DealMessages: messagesReply(messagePage([message(1)])) },
      { realtime },
    );
    await screen.findByRole('log');
    await settled();
    expect(api.callsOf('DealMessagesRead')).toHaveLength(0);
    act(() => realtime.receive(topic, message(3, { author: 'creator', text: 'Ping' })));
    await waitFor(() => expect(api.callsOf('DealMessagesRead')).toHaveLength(1));
  });

  it('sends with Enter, starts a line with Shift+Enter, and shows the message at once', async () => {
    const { api, user } = renderDeals(dealPath, {
      DealMessageSend: (variables) => ({
        data: {
          DealMessageSend: message(10, {
            author: 'company',
            author_name: 'Northwind Labs',
            text: String(variables.text),
          }),
        },
      }),
    });
    expect(await screen.findByText('No messages yet. Say hello to Ana Ruiz.')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Message' });
    // Enter on an empty box sends nothing.
    await user.type(box, '{Enter}');
    expect(api.callsOf('DealMessageSend')).toHaveLength(0);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() =>
      expect(api.callsOf('DealMessageSend')[0]?.variables).toEqual({
        id: DEAL_ID,
        text: 'Line one\nline two',
      }),
    );
    const [sent] = await within(await screen.findByRole('log')).findAllByTestId('chat-message');
    expect(sent!.textContent).toContain('Line one\nline two');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the text and says why when the message is refused', async () => {
    const { user } = renderDeals(dealPath, {
      DealMessageSend: accountError('BAD_USER_INPUT', 'Some fields are not valid', {
        fields: { text: 'A message must have 1 to 2000 characters' },
      }),
    });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByText('A message must have 1 to 2000 characters')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('counts the characters near the limit and refuses a longer message before sending', async () => {
    const { api, user } = renderDeals(dealPath);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    expect(screen.queryByText(/\/2000$/)).toBeNull();
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2001/2000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A message must have 1 to 2000 characters')).toBeTruthy();
    expect(api.callsOf('DealMessageSend')).toHaveLength(0);
  });
});
