/**
 * The profile's intro video field (docs/product.md#creators-accounts): a file checked
 * here first (type, duration from its headers), uploaded with progress, played back,
 * removed; the server's refusal shown on the field.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { IntroVideoField } from '@/features/creatorProfile/components/IntroVideoField';
import type { IntroVideoValue } from '@/features/creatorProfile/schema';
import { SubmitButton } from '@/src/ui/forms/FormFooter';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { mp4Bytes, webmBytes } from '../../integration/helpers/videos';
import { installFakeXhr } from '../images/fakeXhr';
import { renderWithProviders } from '../renderWithProviders';

interface Values {
  intro_video?: IntroVideoValue[];
}

const STORED = { id: 'intro-1', url: '/v1/content-files/intro-1' };

const videoFile = (bytes: Uint8Array, name = 'hello.mp4') =>
  new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });

const storedAnswer = (id: string) => ({
  data: {
    CreatorIntroVideoUpload: { id, url: `/v1/content-files/${id}`, duration_ms: 20_000 },
  },
});

function renderField(initial: IntroVideoValue[] = [], locale: 'en' | 'es' = 'en') {
  const xhr = installFakeXhr();
  const onSubmit = vi.fn((_values: Values) => undefined);
  const view = renderWithProviders(
    <ValidatedForm<Values>
      schema={object({})}
      onSubmit={onSubmit}
      initialValues={{ intro_video: initial }}
    >
      <IntroVideoField name="intro_video" />
      <SubmitButton>Save</SubmitButton>
    </ValidatedForm>,
    {
      preloadedState: {
        session: { token: 'token-1', role: 'creator' },
        preferences: { locale, colorMode: 'light', sidebarCollapsed: false },
      },
    },
  );
  const choose = (file: File) => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return view.user.upload(input, file);
  };
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, xhr, onSubmit, choose, submit };
}

const player = (view: { container: HTMLElement }) => view.container.querySelector('video');

describe('IntroVideoField', () => {
  it('refuses a video over 60 s or one whose length cannot be read, sending nothing', async () => {
    const view = renderField();
    await view.choose(videoFile(mp4Bytes(61)));
    expect(
      await screen.findByText('The video lasts 61 seconds: an intro video is at most 60 seconds'),
    ).toBeTruthy();
    await view.choose(videoFile(webmBytes(10, { noDuration: true }), 'live.webm'));
    expect(
      await screen.findByText(
        'We could not read how long this video is: export it again as MP4 or WebM',
      ),
    ).toBeTruthy();
    await view.choose(new File(['plain text'], 'notes.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('This file is not an MP4 or WebM video')).toBeTruthy();
    expect(view.xhr.requests).toHaveLength(0);
  });

  it('uploads with progress, holds the submit back meanwhile, then plays it', async () => {
    const view = renderField();
    await view.choose(videoFile(mp4Bytes(20)));
    await waitFor(() => expect(view.xhr.requests).toHaveLength(1));
    expect(view.xhr.last().operations.operationName).toBe('CreatorIntroVideoUpload');
    const bar = screen.getByRole('progressbar', { name: 'Uploading hello.mp4' });
    act(() => view.xhr.last().progress(30, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('30%')).toBeTruthy();

    await view.submit();
    expect(screen.getByText('Wait until the intro video finishes uploading')).toBeTruthy();
    expect(view.onSubmit).not.toHaveBeenCalled();

    act(() => view.xhr.last().respond(200, storedAnswer('intro-9')));
    await waitFor(() =>
      expect(player(view)?.getAttribute('src')).toBe('/v1/content-files/intro-9'),
    );
    expect(player(view)?.hasAttribute('controls')).toBe(true);
    await view.submit();
    expect(view.onSubmit.mock.calls[0]?.[0]).toEqual({
      intro_video: [{ id: 'intro-9', url: '/v1/content-files/intro-9' }],
    });
  });

  it('shows the server’s refusal on the field, in the user’s language', async () => {
    const view = renderField([], 'es');
    await view.choose(videoFile(mp4Bytes(20)));
    await waitFor(() => expect(view.xhr.requests).toHaveLength(1));
    const refusal = 'El vídeo de presentación debe ser un vídeo MP4 o WebM';
    act(() =>
      view.xhr.last().respond(200, {
        data: null,
        errors: [
          {
            message: 'Revisa los campos',
            extensions: { code: 'BAD_USER_INPUT', fields: { file: refusal } },
          },
        ],
      }),
    );
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar la subida' })).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Cancelar la subida' }));
    expect(screen.queryByText(refusal)).toBeNull();
    expect(screen.getByRole('button', { name: 'Elegir un vídeo' })).toBeTruthy();
  });

  it('plays the stored video and removes it with the keyboard', async () => {
    const view = renderField([STORED]);
    expect(player(view)?.getAttribute('src')).toBe(STORED.url);
    screen.getByRole('button', { name: 'Remove the video' }).focus();
    await view.user.keyboard('{Enter}');
    expect(player(view)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a video' })).toBeTruthy();
    await view.submit();
    expect(view.onSubmit.mock.calls[0]?.[0]).toEqual({ intro_video: [] });
  });
});
