import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { IMAGE_UPLOAD } from '@/src/entities/image/api';
import { sendWithProgress } from '@/store/uploadTransport';
import { selectIsAuthenticated } from '@/src/entities/session/sessionSlice';
import { selectToasts } from '@/src/entities/toasts/toastsSlice';
import { useImageUpload } from '@/src/entities/image/useImageUpload';
import { makeStore } from '@/store/store';
import { installFakeXhr, pngFile, uploaded } from './fakeXhr';

const loggedIn = () => makeStore({ session: { token: 'secret-token', role: 'company' } });

function send(store = loggedIn(), options: { signal?: AbortSignal } = {}) {
  const progress: number[] = [];
  const file = pngFile('logo.png');
  const result = sendWithProgress(
    { document: IMAGE_UPLOAD, variables: { file } },
    {
      getState: store.getState,
      dispatch: store.dispatch,
      onProgress: (fraction) => progress.push(fraction),
      signal: options.signal,
    },
  );
  return { store, result, progress, file };
}

describe('upload transport (XMLHttpRequest)', () => {
  it('POSTs a GraphQL multipart request to /v1/j with the token and reports progress', async () => {
    const xhr = installFakeXhr();
    const store = loggedIn();
    const { result, progress, file } = send(store);
    const request = xhr.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/j');
    expect(request.headers.Authorization).toBe('Bearer secret-token');
    expect(request.headers['Accept-Language']).toBe('en');
    // The browser sets the multipart boundary itself.
    expect(request.headers['Content-Type']).toBeUndefined();
    expect(request.operations.operationName).toBe('ImageUpload');
    expect(request.operations.variables).toEqual({ file: null });
    const form = request.body as FormData;
    expect(JSON.parse(String(form.get('map')))).toEqual({ 0: ['variables.file'] });
    expect((form.get('0') as File).name).toBe(file.name);

    request.progress(25, 100);
    request.progress(100, 100);
    request.respond(200, uploaded('img-1'));
    expect(progress).toEqual([0.25, 1]);
    expect(await result).toEqual({ data: uploaded('img-1').data });
  });

  it('on 401 ends the session like any other call', async () => {
    const xhr = installFakeXhr();
    const { store, result } = send();
    xhr.last().respond(401, '{}');
    expect(await result).toEqual({ error: { kind: 'unauthorized', status: 401 } });
    expect(selectIsAuthenticated(store.getState())).toBe(false);
    expect(selectToasts(store.getState())).toMatchObject([{ messageKey: 'errors.loggedOut' }]);
  });

  it('returns GraphQL errors to the caller without a toast', async () => {
    const xhr = installFakeXhr();
    const { store, result } = send();
    const errors = [{ message: 'Not an image', extensions: { code: 'IMAGE_UNSUPPORTED' } }];
    xhr.last().respond(200, { data: null, errors });
    expect(await result).toEqual({ error: { kind: 'graphql', status: 200, errors } });
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it('tells the user when the request got no answer, and on 404', async () => {
    const xhr = installFakeXhr();
    const failed = send();
    xhr.last().fail();
    expect(await failed.result).toMatchObject({ error: { kind: 'unreachable' } });
    expect(selectToasts(failed.store.getState())).toMatchObject([
      { messageKey: 'errors.cannotProcess', messageValues: { detail: 'Network error' } },
    ]);

    const missing = send();
    xhr.last().respond(404, 'not here');
    expect(await missing.result).toEqual({ error: { kind: 'not_found', status: 404 } });
    expect(selectToasts(missing.store.getState())).toMatchObject([
      { messageKey: 'errors.cannotProcess', messageValues: { detail: '404' } },
    ]);
  });

  it('aborts the request when its signal fires, silently', async () => {
    const xhr = installFakeXhr();
    const controller = new AbortController();
    const { store, result } = send(loggedIn(), { signal: controller.signal });
    controller.abort();
    expect(xhr.last().aborted).toBe(true);
    expect(await result).toMatchObject({ error: { kind: 'unreachable' } });
    expect(selectToasts(store.getState())).toEqual([]);
  });
});

describe('useImageUpload', () => {
  it('uploads with the store’s token and returns the image', async () => {
    const xhr = installFakeXhr();
    const store = loggedIn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useImageUpload(), { wrapper });
    const pending = result.current(pngFile());
    expect(xhr.last().headers.Authorization).toBe('Bearer secret-token');
    xhr.last().respond(200, uploaded('img-7'));
    expect(await pending).toEqual({ data: uploaded('img-7').data.ImageUpload });
    // Nothing of the file reached Redux.
    expect(JSON.stringify(store.getState())).not.toContain('photo.png');
  });
});
