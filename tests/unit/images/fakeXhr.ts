import { vi } from 'vitest';

type Handler = ((event: ProgressEvent) => void) | null;

/**
 * A stand-in for XMLHttpRequest that records what was sent and lets the test decide what
 * happens next: progress, an answer, a network failure.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: unknown) {
    this.body = body;
  }

  abort() {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.(
      new ProgressEvent('progress', { lengthComputable: true, loaded, total }),
    );
  }

  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.(new ProgressEvent('load'));
  }

  fail() {
    this.onerror?.(new ProgressEvent('error'));
  }

  /** The GraphQL operation of a multipart body. */
  get operations(): { operationName: string; variables: Record<string, unknown> } {
    return JSON.parse(String((this.body as FormData).get('operations')));
  }
}

/** Installs the fake for the current test; `vi.unstubAllGlobals` (setup.ts) removes it. */
export function installFakeXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    requests: FakeXhr.instances,
    last: () => {
      const request = FakeXhr.instances.at(-1);
      if (!request) throw new Error('No upload was sent');
      return request;
    },
  };
}

/** An ImageUpload answer, as the server gives it. */
export const uploaded = (id: string) => ({
  data: {
    ImageUpload: {
      id,
      url: `/v1/images/${id}`,
      content_type: 'image/png',
      size: 120,
      created_at: '2026-01-01T00:00:00.000Z',
    },
  },
});

/** The first bytes of a real PNG, enough for the content check. */
export const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49];

export const pngFile = (name = 'photo.png') =>
  new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });
