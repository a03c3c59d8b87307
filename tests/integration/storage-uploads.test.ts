/**
 * Uploads are streamed, never held whole in memory: a file part goes to a temporary file
 * as it arrives, the resolver receives a File backed by it, and a video goes to the
 * storage (here an S3 bucket) as a stream. The temporary files are gone once the response
 * ends, whatever happened; a malformed body is refused as before.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorOf } from './helpers/account';
import { campaignWithDeals, dealOf, dealUpTo, UPLOAD_DOCUMENT, videoBytes } from './helpers/deals';
import { serverOnS3ForFile } from './helpers/s3Server';

/** The server's temporary folder (TMPDIR), where its uploads' temporary files go. */
let temporary: string;
// Registered first, so it runs before the server starts.
beforeAll(() => {
  temporary = mkdtempSync(join(tmpdir(), 'ugc-tmp-'));
  vi.stubEnv('TMPDIR', temporary);
});
afterAll(() => {
  if (temporary) rmSync(temporary, { recursive: true, force: true });
});
const { t, s3 } = serverOnS3ForFile();

/** The uploads' temporary folders left in the server's temporary folder. */
const leftovers = () =>
  existsSync(temporary)
    ? readdirSync(temporary).filter((name) => name.startsWith('ugc-upload-'))
    : [];

/**
 * Runs a full garbage collection: memory is measured from what is alive, not from what an
 * earlier test left for the collector (it would be freed during the upload and hide it).
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Polls `check` until it holds or the deadline passes (conditions, not time). */
async function eventually(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

async function videoDeal() {
  const made = await campaignWithDeals(t, { type: 'ugc_video' });
  const deal = made.deals[0]!;
  await dealUpTo(t, made.token, deal, 'ugc_video', 'refund', 'product_received');
  return { ...made, deal };
}

const BOUNDARY = 'ugc-test-boundary-7d1e';
const CHUNK = 1024 * 1024;

/**
 * CreatorContentUpload of one MP4 of `size` bytes, the body made as it is sent (the test
 * holds 1 MB of it at a time). `sendOnly` bytes of the file, then the client goes away.
 */
function streamedVideoUpload(
  token: string,
  dealId: string,
  size: number,
  { sendOnly }: { sendOnly?: number } = {},
): Promise<{ status: number; body: string } | 'aborted'> {
  const envelope = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n`,
    JSON.stringify({ query: UPLOAD_DOCUMENT, variables: { id: dealId, files: [null] } }),
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n`,
    JSON.stringify({ 0: ['variables.files.0'] }),
    `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="clip.mp4"\r\n`,
    'Content-Type: video/mp4\r\n\r\n',
  ].join('');
  const end = `\r\n--${BOUNDARY}--\r\n`;
  const first = videoBytes(CHUNK);
  const rest = first.slice(CHUNK - CHUNK / 2).subarray(0, CHUNK / 2);
  const filler = Buffer.concat([rest, rest]);
  const stop = sendOnly ?? size;
  const body = Readable.from(
    (function* parts() {
      yield Buffer.from(envelope);
      for (let sent = 0; sent < stop; sent += CHUNK) {
        yield (sent === 0 ? Buffer.from(first) : filler).subarray(0, Math.min(CHUNK, stop - sent));
      }
      if (sendOnly === undefined) yield Buffer.from(end);
    })(),
  );
  const length = Buffer.byteLength(envelope) + size + end.length;
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}/v1/j`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
      },
    });
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', (error) => (sendOnly === undefined ? reject(error) : resolve('aborted')));
    body.pipe(req, { end: false });
    body.on('end', () => (sendOnly === undefined ? req.end() : req.destroy()));
  });
}

describe('a large video upload', () => {
  it('is streamed: the process does not grow by its size', async () => {
    const { deal, company } = await videoDeal();
    const size = 60 * 1024 * 1024;
    // What is alive, not what awaits the collector: V8 lets some 100 MB of dead buffers
    // pile up before collecting them. A sample above a quarter of the file collects the
    // garbage first and keeps what remains.
    const buffers = () => process.memoryUsage().arrayBuffers;
    collectGarbage();
    const before = buffers();
    let peak = before;
    const sampler = setInterval(() => {
      if (buffers() - before < size / 4) return;
      collectGarbage();
      peak = Math.max(peak, buffers());
    }, 20);
    let answer;
    try {
      answer = await streamedVideoUpload(deal.creatorToken, deal.id, size);
    } finally {
      clearInterval(sampler);
    }
    expect(answer).not.toBe('aborted');
    const { status, body } = answer as { status: number; body: string };
    expect(status).toBe(200);
    const shown = dealOf({ status, body: JSON.parse(body) as never });
    expect(shown.contents[0]!.files[0]!.size).toBe(size);
    expect(await s3.keys(`${company.id}/content/`)).toHaveLength(1);

    const growth = peak - before;
    console.info(`60 MB upload: the live buffers grew by ${(growth / 2 ** 20).toFixed(1)} MB`);
    // Held whole, the file alone would add 60 MB (and yoga's parser made a copy of it).
    expect(growth).toBeLessThan(size / 2);
    expect(await eventually(() => leftovers().length === 0)).toBe(true);
    // Collecting the garbage while 60 MB go through two servers takes a while.
  }, 120_000);
});

describe('temporary files of uploads', () => {
  it('are removed after a refused upload', async () => {
    const { deal } = await videoDeal();
    // Not a video: refused by its first bytes.
    const form = new FormData();
    form.set(
      'operations',
      JSON.stringify({ query: UPLOAD_DOCUMENT, variables: { id: deal.id, files: [null] } }),
    );
    form.set('map', JSON.stringify({ 0: ['variables.files.0'] }));
    form.set('0', new Blob([new Uint8Array(5000).fill(7)]), 'clip.mp4');
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { authorization: `Bearer ${deal.creatorToken}` },
      body: form,
    });
    const body = (await response.json()) as never;
    expect(errorOf({ status: response.status, body }).extensions?.code).toBe('CONTENT_INVALID');
    expect(await eventually(() => leftovers().length === 0)).toBe(true);
  });

  it('are removed when the client goes away mid-upload, and nothing is stored', async () => {
    const { deal, company } = await videoDeal();
    const outcome = await streamedVideoUpload(deal.creatorToken, deal.id, 20 * CHUNK, {
      sendOnly: 8 * CHUNK,
    });
    expect(outcome).toBe('aborted');
    expect(await eventually(() => leftovers().length === 0)).toBe(true);
    expect(await s3.keys(`${company.id}/`)).toEqual([]);
  });
});

describe('a malformed multipart body', () => {
  const send = async (token: string, contentType: string, body: string) => {
    const response = await fetch(`${t.url}/v1/j`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      body,
    });
    return { status: response.status, body: (await response.json()) as never };
  };

  it('is refused as yoga refused it', async () => {
    const { deal } = await videoDeal();
    const noOperations = `--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--x--\r\n`;
    const cases: Array<[string, string, number, RegExp]> = [
      ['multipart/form-data; boundary=x', '{"query":"{ __typename }"}', 400, /invalid multipart/],
      ['multipart/form-data', noOperations, 400, /invalid multipart.*Boundary not found/],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-da', 400, /invalid/],
      // A well-formed body that is not a GraphQL request: a GraphQL error, as before.
      ['multipart/form-data; boundary=x', noOperations, 200, /Missing multipart form field/],
    ];
    for (const [type, body, status, message] of cases) {
      const response = await send(deal.creatorToken, type, body);
      expect(response.status, body).toBe(status);
      expect(errorOf(response).message, body).toMatch(message);
    }
  });
});
