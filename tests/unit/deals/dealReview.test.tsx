import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountError, TYPING_TIMEOUT } from '../account/apiStub';
import { content, DEAL_ID, dealDetail, dealReply, renderDeals } from './fixtures';

const dealPath = `/deal/${DEAL_ID}`;

/** A UGC video deal whose second upload passed screening and waits for the company. */
const awaitingReview = (overrides: Parameters<typeof dealDetail>[0] = {}) =>
  dealDetail({
    status: 'content_approved_by_admin',
    delivery: 'delivered',
    revisions_used: 1,
    revisions_left: 1,
    auto_accept_at: '2026-03-05T15:30:00.000Z',
    actions: ['accept_content', 'request_revision'],
    contents: [
      content(2),
      content(1, {
        status: 'denied',
        feedback: 'Show the label in the first seconds',
        time_comments: [{ at_seconds: 4, text: 'Label here' }],
      }),
    ],
    ...overrides,
  });

const moved = (operation: string, fields: Record<string, unknown> = {}) => ({
  data: {
    [operation]: {
      id: DEAL_ID,
      status: 'product_received',
      delivery: 'delivered',
      revisions_used: 2,
      revisions_left: 0,
      auto_accept_at: null,
      actions: [],
      updated_at: '2026-03-04T10:00:00.000Z',
      ...fields,
    },
  },
});

/** Gives the video under review a length, as a browser does once its metadata loads. */
function loadVideo(seconds: number) {
  const video = within(screen.getByTestId('latest-content')).getByLabelText(
    'Video by Ana Ruiz',
  ) as HTMLVideoElement;
  Object.defineProperty(video, 'duration', { configurable: true, value: seconds });
  fireEvent.loadedMetadata(video);
  return video;
}

/** Clicks the timeline at `ratio` of its width. */
function clickTimeline(ratio: number) {
  const bar = within(screen.getByTestId('latest-content')).getByRole('group', {
    name: /Timeline/,
  });
  bar.getBoundingClientRect = () =>
    ({ left: 0, width: 200, top: 0, height: 24, right: 200, bottom: 24, x: 0, y: 0 }) as DOMRect;
  fireEvent.click(bar, { clientX: ratio * 200 });
}

describe('DealOverview: review', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the latest upload, the earlier one folded with its feedback, and the deadline', async () => {
    renderDeals(dealPath, { Deal: dealReply(awaitingReview()) });
    const latest = await screen.findByTestId('latest-content');
    expect(within(latest).getByText('Upload 2')).toBeTruthy();
    expect(within(latest).getByText('Ready for review')).toBeTruthy();
    // Content not accepted yet has no licence.
    expect(within(latest).queryByRole('link', { name: 'View the licence' })).toBeNull();
    expect(within(latest).getByLabelText('Video by Ana Ruiz').getAttribute('src')).toBe(
      '/v1/content-files/file-2',
    );
    const earlier = screen.getByText('1 earlier upload');
    expect(earlier.tagName).toBe('SUMMARY');
    const folded = earlier.closest('details')!;
    expect(within(folded).getByText('Revision requested')).toBeTruthy();
    expect(within(folded).getByText('Show the label in the first seconds')).toBeTruthy();
    expect(within(folded).getByText('Label here')).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Review' });
    expect(within(review).getByText(/^Accepted automatically on March 5, 2026/)).toBeTruthy();
    expect(within(review).getByText('1 revision left')).toBeTruthy();
  });

  it('accepts after a confirmation that says the fee is released', async () => {
    let accepted = false;
    const { api, user } = renderDeals(dealPath, {
      Deal: () =>
        dealReply(
          accepted
            ? awaitingReview({
                status: 'completed',
                actions: [],
                auto_accept_at: null,
                contents: [content(2, { status: 'bought' })],
              })
            : awaitingReview(),
        ),
      DealAcceptContent: () => {
        accepted = true;
        return moved('DealAcceptContent', { status: 'completed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept content' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this content?' });
    expect(
      within(dialog).getByText(
        "The creator's fee of $90.00 is released to Ana Ruiz. This cannot be undone.",
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    await waitFor(() =>
      expect(api.callsOf('DealAcceptContent')[0]?.variables).toEqual({
        id: DEAL_ID,
        content_id: 'content-2',
      }),
    );
    expect(await screen.findByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
    // What the brand bought is now on its licence, printable.
    const latest = screen.getByTestId('latest-content');
    expect(
      within(latest).getByRole('link', { name: 'View the licence' }).getAttribute('href'),
    ).toBe('/content/content-2/licence');
  });

  it('keeps a refused acceptance in the dialog, in the server words', async () => {
    const { user } = renderDeals(dealPath, {
      Deal: dealReply(awaitingReview()),
      DealAcceptContent: accountError('CONTENT_NOT_CURRENT', 'This is not the latest upload'),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept content' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this content?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept and pay' }));
    expect(await within(dialog).findByText('This is not the latest upload')).toBeTruthy();
  });

  it('requests a revision with feedback counted live and comments pinned on the timeline', async () => {
    const { api, user } = renderDeals(dealPath, {
      Deal: dealReply(awaitingReview()),
      DealRequestRevision: moved('DealRequestRevision'),
    });
    const form = await screen.findByRole('form', { name: 'Request a revision' });
    const feedback = within(form).getByRole('textbox', { name: 'What should the creator change?' });
    expect(within(form).getByText('0/255')).toBeTruthy();
    await user.type(feedback, 'Short');
    expect(within(form).getByText('5/255')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Request a revision' }));
    expect(
      await within(form).findByText('The feedback must have 8 to 255 characters'),
    ).toBeTruthy();
    expect(api.callsOf('DealRequestRevision')).toHaveLength(0);

    loadVideo(60);
    clickTimeline(0.5);
    const at30 = await within(form).findByRole('textbox', { name: 'Comment at 0:30' });
    await waitFor(() => expect(document.activeElement).toBe(at30));
    clickTimeline(0.25);
    const at15 = await within(form).findByRole('textbox', { name: 'Comment at 0:15' });
    // In the video's order, and marked on the timeline.
    expect(
      within(within(form).getByRole('list', { name: 'Comments at moments of the video' }))
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Comment at 0:15', 'Comment at 0:30']);
    expect(within(form).getByText('2 of 20')).toBeTruthy();

    await user.clear(feedback);
    await user.type(feedback, 'Show the label more clearly');
    await user.type(at30, 'Too dark here');
    // An empty comment is refused where it is.
    await user.click(within(form).getByRole('button', { name: 'Request a revision' }));
    expect(await within(form).findByText('A comment must have 1 to 255 characters')).toBeTruthy();
    expect(api.callsOf('DealRequestRevision')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Remove the comment at 0:15' }));
    expect(within(form).queryByRole('textbox', { name: 'Comment at 0:15' })).toBeNull();
    expect(at15.isConnected).toBe(false);

    await user.click(within(form).getByRole('button', { name: 'Request a revision' }));
    await waitFor(() =>
      expect(api.callsOf('DealRequestRevision')[0]?.variables).toEqual({
        id: DEAL_ID,
        content_id: 'content-2',
        feedback: 'Show the label more clearly',
        time_comments: [{ at_seconds: 30, text: 'Too dark here' }],
      }),
    );
  });

  it('with no revision left, offers only Accept and the way to dispute', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(awaitingReview({ revisions_left: 0, actions: ['accept_content'] })),
    });
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(within(review).getByRole('button', { name: 'Accept content' })).toBeTruthy();
    expect(
      within(review).getByText(
        'You have used all revision rounds. If the content does not follow the brief, write to support from the FAQ.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Request a revision' })).toBeNull();
    // No pinning on the video either.
    expect(
      screen.queryByRole('group', { name: 'Timeline: click to comment at that moment' }),
    ).toBeNull();
  });

  it('takes no time comments for images', async () => {
    const { api, user } = renderDeals(dealPath, {
      Deal: dealReply(
        awaitingReview({
          campaign: { ...dealDetail().campaign, type: 'ugc_image', video_duration: null },
          contents: [
            content(1, {
              kind: 'image',
              files: [
                {
                  id: 'i1',
                  role: 'main',
                  url: '/v1/content-files/i1',
                  content_type: 'image/png',
                  size: 1,
                },
              ],
            }),
          ],
        }),
      ),
      DealRequestRevision: moved('DealRequestRevision'),
    });
    const form = await screen.findByRole('form', { name: 'Request a revision' });
    expect(within(form).queryByText('Comments at moments of the video')).toBeNull();
    await user.type(
      within(form).getByRole('textbox', { name: 'What should the creator change?' }),
      'Brighter light, please',
    );
    await user.click(within(form).getByRole('button', { name: 'Request a revision' }));
    await waitFor(() =>
      expect(api.callsOf('DealRequestRevision')[0]?.variables).toEqual({
        id: DEAL_ID,
        content_id: 'content-1',
        feedback: 'Brighter light, please',
      }),
    );
  });

  it('says the upload is being screened, with nothing to review yet', async () => {
    renderDeals(dealPath, {
      Deal: dealReply(
        dealDetail({
          status: 'creator_upload_content',
          delivery: 'delivered',
          actions: [],
          contents: [content(1, { status: 'pending_approval' })],
        }),
      ),
    });
    const latest = await screen.findByTestId('latest-content');
    expect(within(latest).getByText('Under review')).toBeTruthy();
    expect(
      within(latest).getByText(
        'The content is being screened by our team; you can review it once it passes.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull();
  });
});
