import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { content, DEAL_ID, dealDetail, dealReply, renderDeals } from './fixtures';

// The raw footage and extra hooks delivered with the main video, reviewed with it
// (docs/product.md#deals-and-content).

const dealPath = `/deal/${DEAL_ID}`;

const file = (id: string, role: 'main' | 'raw_footage' | 'hook') => ({
  id,
  role,
  url: `/v1/content-files/${id}`,
  content_type: 'video/mp4',
  size: 1,
});

const withExtras = () =>
  dealDetail({
    status: 'content_approved_by_admin',
    delivery: 'delivered',
    actions: ['accept_content', 'request_revision'],
    contents: [
      content(1, {
        files: [
          file('main-1', 'main'),
          file('raw-1', 'raw_footage'),
          file('hook-1', 'hook'),
          file('hook-2', 'hook'),
        ],
      }),
    ],
  });

describe('DealOverview: review with extras', { timeout: TYPING_TIMEOUT }, () => {
  it('shows the main video, then the raw footage and each hook with a player and a link', async () => {
    renderDeals(dealPath, { Deal: dealReply(withExtras()) });
    const latest = await screen.findByTestId('latest-content');
    // The main video is the one under review, with its timeline.
    expect(within(latest).getByLabelText('Video by Ana Ruiz').getAttribute('src')).toBe(
      '/v1/content-files/main-1',
    );
    const extras = within(latest).getByRole('region', { name: 'Also delivered' });
    const headings = within(extras)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Also delivered', 'Raw footage', 'Hook 1', 'Hook 2']);
    for (const [name, id] of [
      ['Raw footage', 'raw-1'],
      ['Hook 1', 'hook-1'],
      ['Hook 2', 'hook-2'],
    ] as const) {
      expect(within(extras).getByLabelText(`${name} by Ana Ruiz`).getAttribute('src')).toBe(
        `/v1/content-files/${id}`,
      );
      expect(
        within(extras)
          .getByRole('link', { name: `Download: ${name}` })
          .getAttribute('href'),
      ).toBe(`/v1/content-files/${id}`);
    }
    // Accept and revision apply to the whole upload, as for any other.
    expect(screen.getByRole('button', { name: 'Accept content' })).toBeTruthy();
  });

  it('shows no extras section for an upload of the main video only', async () => {
    renderDeals(dealPath, { Deal: dealReply(dealDetail({ contents: [content(1)] })) });
    const latest = await screen.findByTestId('latest-content');
    await waitFor(() => expect(within(latest).getByLabelText('Video by Ana Ruiz')).toBeTruthy());
    expect(within(latest).queryByRole('region', { name: 'Also delivered' })).toBeNull();
  });
});
