import type { Action } from '@reduxjs/toolkit';
import {
  interpretResponse,
  prepareRequest,
  sessionTokenIn,
  unreachable,
  type GraphqlRequest,
  type GraphqlResult,
} from '@/store/graphqlBaseQuery';

export interface ProgressContext {
  getState: () => unknown;
  dispatch: (action: Action) => unknown;
  /** Fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborting it cancels the request (the upload was removed, the form closed). */
  signal?: AbortSignal;
  /** Prefix for the endpoint; empty in the browser. */
  baseUrl?: string;
}

/** Shown in the "cannot process your request [...]" toast: XHR gives no reason of its own. */
export const NETWORK_ERROR = 'Network error';

/**
 * Sends a GraphQL request over XMLHttpRequest, the one browser API that reports upload
 * progress. Headers, body and the reading of the answer are the base query's own
 * (`prepareRequest`, `interpretResponse`), so both transports follow the error catalogue
 * the same way. Never rejects.
 */
export function sendWithProgress(
  request: GraphqlRequest,
  { getState, dispatch, onProgress, signal, baseUrl }: ProgressContext,
): Promise<GraphqlResult> {
  const state = getState();
  const { url, headers, body } = prepareRequest(request, state, baseUrl);
  return new Promise<GraphqlResult>((resolve) => {
    if (signal?.aborted) {
      resolve(unreachable(dispatch, 'aborted', true));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = (result: GraphqlResult | Promise<GraphqlResult>) => {
      signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = {
        status: xhr.status,
        ok: xhr.status >= 200 && xhr.status < 300,
        json: async (): Promise<unknown> => JSON.parse(xhr.responseText),
      };
      settle(interpretResponse(response, { dispatch, getState, sentToken: sessionTokenIn(state) }));
    };
    xhr.onerror = () => settle(unreachable(dispatch, NETWORK_ERROR, false));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(unreachable(dispatch, 'aborted', true));
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(body);
  });
}
