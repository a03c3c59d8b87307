import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/features/preferences/preferencesSlice';
import { TYPING_TIMEOUT } from '../account/apiStub';
import { FIRST_LAYOUT_LOAD } from '../helpers/creatorApi';
import { installFakeXhr, PNG_BYTES } from '../images/fakeXhr';
import { DEAL_ID, dealDetail, dealReply, moved, renderCreatorDeals } from './fixtures';

// The raw footage and extra hooks a video campaign bought, uploaded beside the main video
// (docs/product.md#deals-and-content).

const dealPath = `/creator/deals/${DEAL_ID}`;
const heading = () =>
  screen.findByRole('heading', { level: 1, name: 'Night glow' }, FIRST_LAYOUT_LOAD);

const WEBM = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01];
const webm = (name: string) => new File([new Uint8Array(WEBM)], name, { type: 'video/webm' });

/** A deal waiting for its content, of a campaign that bought these extras. */
const waiting = (raw_footage: boolean, extra_hooks: number, locale?: Locale) => {
  const detail = dealDetail({
    status: 'product_received',
    delivery: 'delivered',
    actions: ['upload_content'],
  });
  return renderCreatorDeals(
    dealPath,
    {
      CreatorDeal: dealReply({
        ...detail,
        campaign: { ...detail.campaign, raw_footage, extra_hooks },
      }),
    },
    locale,
  );
};

const fileInput = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('The raw footage and extra hooks', { timeout: TYPING_TIMEOUT }, () => {
  it('asks for nothing more when the campaign bought neither', async () => {
    installFakeXhr();
    waiting(false, 0);
    await heading();
    expect(screen.queryByRole('heading', { name: 'Raw footage' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Extra hook/ })).toBeNull();
  });

  it('sends only once every bought part is chosen, saying what is missing', async () => {
    const xhr = installFakeXhr();
    const { user } = waiting(true, 2);
    await heading();
    expect(screen.getByRole('heading', { name: 'Raw footage' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Extra hook 1' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Extra hook 2' })).toBeTruthy();
    const rawInput = fileInput('Choose the video: Raw footage');
    expect(rawInput.getAttribute('accept')).toBe('video/mp4,video/webm');

    await user.upload(fileInput('Choose from your files'), webm('main.webm'));
    expect(
      await screen.findByText(
        'Still to add before uploading: the raw footage, extra hook 1, and extra hook 2.',
      ),
    ).toBeTruthy();
    expect(uploadButton()).toHaveProperty('disabled', true);

    await user.upload(rawInput, webm('raw.webm'));
    await user.upload(fileInput('Choose the video: Extra hook 2'), webm('hook-2.webm'));
    expect(await screen.findByText('Still to add before uploading: extra hook 1.')).toBeTruthy();
    expect(uploadButton()).toHaveProperty('disabled', true);
    // The keyboard reaches each part's button in turn.
    screen.getByRole('button', { name: 'Choose the video: Extra hook 1' }).focus();
    expect(document.activeElement?.textContent).toBe('Choose the video: Extra hook 1');

    await user.upload(fileInput('Choose the video: Extra hook 1'), webm('hook-1.webm'));
    await waitFor(() => expect(uploadButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(/Still to add/)).toBeNull();
    await user.click(uploadButton());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const sent = xhr.last();
    expect(sent.operations.variables).toEqual({
      id: DEAL_ID,
      files: [null],
      raw_footage: [null],
      hooks: [null, null],
    });
    const form = sent.body as FormData;
    expect(JSON.parse(form.get('map') as string)).toEqual({
      0: ['variables.files.0'],
      1: ['variables.raw_footage.0'],
      2: ['variables.hooks.0'],
      3: ['variables.hooks.1'],
    });
    expect(['0', '1', '2', '3'].map((key) => (form.get(key) as File).name)).toEqual([
      'main.webm',
      'raw.webm',
      'hook-1.webm',
      'hook-2.webm',
    ]);
    act(() =>
      sent.respond(200, moved('CreatorContentUpload', { status: 'creator_upload_content' })),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull());
  });

  it('refuses a part that is not a video before sending, and lets it be removed', async () => {
    const xhr = installFakeXhr();
    const { user } = waiting(true, 0);
    await heading();
    const picture = new File([new Uint8Array(PNG_BYTES)], 'raw.webm', { type: 'video/webm' });
    await user.upload(fileInput('Choose the video: Raw footage'), picture);
    expect(await screen.findByText('This campaign asks for a video (MP4 or WebM)')).toBeTruthy();
    await user.upload(fileInput('Choose the video: Raw footage'), webm('raw.webm'));
    await user.click(await screen.findByRole('button', { name: 'Remove raw.webm' }));
    await user.upload(fileInput('Choose from your files'), webm('main.webm'));
    expect(await screen.findByText('Still to add before uploading: the raw footage.')).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);
  });

  it('says what is missing in Spanish', async () => {
    installFakeXhr();
    const { user } = waiting(true, 1, 'es');
    await screen.findByRole('heading', { level: 1, name: 'Night glow' }, FIRST_LAYOUT_LOAD);
    expect(screen.getByRole('heading', { name: 'Material en bruto' })).toBeTruthy();
    await user.upload(fileInput('Elegir de tus archivos'), webm('main.webm'));
    expect(
      await screen.findByText(
        'Falta añadir antes de subir: el material en bruto y el gancho adicional 1.',
      ),
    ).toBeTruthy();
  });
});
