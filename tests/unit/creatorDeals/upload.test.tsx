import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { installFakeXhr, PNG_BYTES, pngFile } from '../images/fakeXhr';
import { content, DEAL_ID, dealDetail, dealReply, moved, renderCreatorDeals } from './fixtures';

const dealPath = `/creator/deals/${DEAL_ID}`;
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Night glow' }, FIRST_LAYOUT_LOAD);

const WEBM = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01];
const webmFile = (name = 'clip.webm') =>
  new File([new Uint8Array(WEBM)], name, { type: 'video/webm' });

/** A deal at content creation: the creator uploads next. */
const atCreation = (overrides = {}) =>
  dealReply(
    dealDetail({
      status: 'product_received',
      delivery: 'delivered',
      actions: ['upload_content'],
      ...overrides,
    }),
  );

const fileInput = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe("A creator's uploads", { timeout: TYPING_TIMEOUT }, () => {
  it('reports a purchase with the receipt uploaded first and the total in cents', async () => {
    const xhr = installFakeXhr();
    const { api, user } = renderCreatorDeals(dealPath, {
      CreatorDealReportPurchase: moved('CreatorDealReportPurchase', {}),
    });
    await heading();
    const form = within(screen.getByRole('form', { name: 'Report your purchase' }));
    await user.type(form.getByRole('textbox', { name: 'Order number' }), 'AMZ-1234');
    await user.type(form.getByRole('textbox', { name: /Order total/ }), '45.99');
    const receiptInput = screen
      .getByRole('form', { name: 'Report your purchase' })
      .querySelector<HTMLInputElement>('input[type="file"]');
    await user.upload(receiptInput!, pngFile('receipt.png'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    expect(xhr.last().operations.operationName).toBe('CreatorImageUpload');
    act(() =>
      xhr.last().respond(200, {
        data: {
          CreatorImageUpload: {
            id: 'receipt-1',
            url: '/v1/images/receipt-1',
            content_type: 'image/png',
            size: 13,
            created_at: '2026-03-02T10:00:00.000Z',
          },
        },
      }),
    );
    // The receipt counts once the field shows it stored: a press before that (a busy
    // machine may take a while to render the answer) is refused with "Wait until the
    // images finish uploading".
    const thumbnail = await form.findByRole('img', { name: 'Image 1' });
    expect(thumbnail.getAttribute('src')).toBe('/v1/images/receipt-1');
    await user.click(form.getByRole('button', { name: 'Report the purchase' }));
    await waitFor(() =>
      expect(api.callsOf('CreatorDealReportPurchase')[0]?.variables).toEqual({
        id: DEAL_ID,
        order_number: 'AMZ-1234',
        order_total_cents: 4599,
        receipt_image_id: 'receipt-1',
      }),
    );
  });

  it('refuses a file the campaign does not take before sending anything', async () => {
    const xhr = installFakeXhr();
    const { user } = renderCreatorDeals(dealPath, { CreatorDeal: atCreation() });
    await heading();
    // Named and typed as a video, but its bytes are a picture's.
    const disguised = new File([new Uint8Array(PNG_BYTES)], 'clip.webm', { type: 'video/webm' });
    await user.upload(fileInput('Choose from your files'), disguised);
    expect(await screen.findByText('This campaign asks for a video (MP4 or WebM)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(xhr.requests).toHaveLength(0);
  });

  it('shows the progress, and after a lost connection Retry sends the same file again', async () => {
    const xhr = installFakeXhr();
    const { user } = renderCreatorDeals(dealPath, {
      CreatorDeal: atCreation(),
    });
    await heading();
    const input = fileInput('Record a video');
    expect(input.getAttribute('capture')).toBe('environment');
    expect(input.getAttribute('accept')).toBe('video/mp4,video/webm');
    await user.upload(fileInput('Choose from your files'), webmFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const first = xhr.last();
    expect(first.operations.operationName).toBe('CreatorContentUpload');
    expect((first.body as FormData).get('0')).toBeInstanceOf(File);
    act(() => first.progress(50, 100));
    expect(
      screen
        .getByRole('progressbar', { name: 'Uploading clip.webm' })
        .getAttribute('aria-valuenow'),
    ).toBe('50');
    act(() => first.fail());
    expect(
      await screen.findByText(
        'The connection was lost. Retry sends the same files again from the start.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(2));
    const again = xhr.last();
    expect(((again.body as FormData).get('0') as File).name).toBe('clip.webm');
    expect(again.operations.variables).toEqual({ id: DEAL_ID, files: [null] });
    act(() =>
      again.respond(
        200,
        moved('CreatorContentUpload', {
          status: 'creator_upload_content',
          delivery: 'delivered',
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull());
  });

  it("shows the server's refusal of an upload in its words", async () => {
    const xhr = installFakeXhr();
    const { user } = renderCreatorDeals(dealPath, { CreatorDeal: atCreation() });
    await heading();
    await user.upload(fileInput('Choose from your files'), webmFile());
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() =>
      xhr.last().respond(200, {
        errors: [
          {
            message: 'A file is larger than 200 MB',
            extensions: {
              code: 'CONTENT_INVALID',
              fields: { files: 'A file is larger than 200 MB' },
            },
          },
        ],
      }),
    );
    expect(await screen.findByText('A file is larger than 200 MB')).toBeTruthy();
    // The chosen file stays, to send again or replace.
    expect(screen.getByRole('button', { name: 'Remove clip.webm' })).toBeTruthy();
  });

  it("shows the brand's feedback with its comments, which seek the creator's video", async () => {
    renderCreatorDeals(dealPath, {
      CreatorDeal: atCreation({
        revisions_used: 1,
        revisions_left: 1,
        contents: [
          content(1, {
            time_comments: [
              { at_seconds: 12, text: 'Hold the jar closer' },
              { at_seconds: 3, text: 'Smile here' },
            ],
          }),
        ],
        events: [
          {
            id: 'e-1',
            action: 'request_revision',
            actor: 'company',
            status: 'product_received',
            note: 'Show the jar in daylight, please',
            created_at: '2026-03-03T10:00:00.000Z',
          },
        ],
      }),
    });
    await heading();
    expect(screen.getAllByText(/^Revision requested: upload again by /).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Show the jar in daylight, please').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Upload your content again' })).toBeTruthy();
    const video = document.querySelector('video')!;
    const seek = screen.getByRole('button', { name: /0:12/ });
    await act(async () => {
      seek.click();
    });
    expect(video.currentTime).toBe(12);
    expect(screen.getByText('Smile here')).toBeTruthy();
  });
});
