import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { object } from 'yup';
import { SubmitButton } from '@/src/ui/forms/FormFooter';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { ImagesField } from '@/src/entities/image/ImagesField';
import type { ImageValue } from '@/domain/images/rules';
import { renderWithProviders } from '../renderWithProviders';
import { installFakeXhr, pngFile, uploaded } from './fakeXhr';

interface Values {
  images?: ImageValue[];
}

function renderField(max = 3, initial: ImageValue[] = []) {
  const xhr = installFakeXhr();
  const onSubmit = vi.fn((_values: Values) => undefined);
  const view = renderWithProviders(
    <ValidatedForm<Values>
      schema={object({})}
      onSubmit={onSubmit}
      initialValues={{ images: initial }}
    >
      <ImagesField name="images" label="Photos" max={max} />
      <SubmitButton>Save</SubmitButton>
    </ValidatedForm>,
    { preloadedState: { session: { token: 'token-1', role: 'company' } } },
  );
  const fileInput = () => {
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    return input;
  };
  const choose = (...files: File[]) => view.user.upload(fileInput(), files);
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, xhr, onSubmit, fileInput, choose, submit };
}

describe('ImagesField', () => {
  it('refuses a text file named .png before sending anything', async () => {
    const { choose, xhr } = renderField();
    const fake = new File(['just some text, no picture'], 'fake.png', { type: 'image/png' });
    await choose(fake);
    expect(
      await screen.findByText('fake.png: This file is not a PNG, JPEG, GIF or WebP image'),
    ).toBeTruthy();
    expect(xhr.requests).toHaveLength(0);
  });

  it('shows the progress, holds the submit back until the upload is done, then keeps the image', async () => {
    const { choose, xhr, submit, onSubmit } = renderField();
    await choose(pngFile('photo.png'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.png' });
    act(() => xhr.last().progress(40, 100));
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();

    await submit();
    expect(screen.getByText('Wait until the images finish uploading')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    act(() => xhr.last().respond(200, uploaded('img-1')));
    const thumbnail = await screen.findByRole('img', { name: 'Image 1' });
    expect(thumbnail.getAttribute('src')).toBe('/v1/images/img-1');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByText('Wait until the images finish uploading')).toBeNull(),
    );

    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      images: [{ id: 'img-1', url: '/v1/images/img-1' }],
    });
  });

  it('removes an uploaded image, and cancels one still uploading', async () => {
    const first = { id: 'img-1', url: '/v1/images/img-1' };
    const { choose, xhr, user, submit, onSubmit } = renderField(3, [first]);
    expect(screen.getByRole('img', { name: 'Image 1' })).toBeTruthy();
    await choose(pngFile('second.png'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(xhr.last().aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(screen.queryByRole('img', { name: 'Image 1' })).toBeNull();
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ images: [] });
  });

  it('takes at most `max` images and says why the rest were left out', async () => {
    const { choose, xhr } = renderField(2);
    await choose(pngFile('a.png'), pngFile('b.png'), pngFile('c.png'));
    expect(await screen.findByText('1 file was not added: at most 2 images fit')).toBeTruthy();
    expect(xhr.requests).toHaveLength(2);
    // Full: no more picking until one is removed.
    expect(screen.queryByRole('button', { name: 'Choose images' })).toBeNull();
    expect(screen.getByText(/You have added 2 images, the most allowed/)).toBeTruthy();
  });

  it("shows the server's refusal on the file, and uploads it again on retry", async () => {
    const { choose, xhr, user } = renderField(1);
    await choose(pngFile('logo.png'));
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    act(() =>
      xhr.last().respond(200, {
        data: null,
        errors: [{ message: 'Too big', extensions: { code: 'IMAGE_TOO_LARGE' } }],
      }),
    );
    expect(
      await screen.findByText('The image is larger than 10 MB: choose a smaller one'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry image 1' }));
    expect(xhr.requests).toHaveLength(2);
    act(() => xhr.last().respond(200, uploaded('img-2')));
    expect(await screen.findByRole('img', { name: 'Image 1' })).toBeTruthy();
    expect(screen.getByText('Remove the image to choose another')).toBeTruthy();
  });

  it('aborts uploads in flight when the form goes away', async () => {
    const { choose, xhr, unmount } = renderField();
    await choose(pngFile());
    await waitFor(() => expect(xhr.requests).toHaveLength(1));
    unmount();
    expect(xhr.last().aborted).toBe(true);
  });
});
