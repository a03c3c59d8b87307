/**
 * GraphQL multipart requests (uploads: the `operations` and `map` fields, then the files;
 * https://github.com/jaydenseric/graphql-multipart-request-spec) read as they arrive. Yoga's
 * own parser holds every file in memory; here each file part is written to a temporary file
 * and reaches the resolvers as a File backed by it, so a 200 MB video costs disk, not
 * memory. The temporary files are removed when the response ends, whatever happened (an
 * answer, an error, a client gone mid-upload). The size of the whole request is bounded
 * before this runs (uploads.ts), by the session's role.
 */
import { createWriteStream, openAsBlob } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { createGraphQLError } from 'graphql-yoga';
import type { Plugin } from 'graphql-yoga';
import { operationsOf } from './multipartOperations';
import type { FormValue } from './multipartOperations';

/**
 * What one request may hold beyond its total size: the largest upload has 10 files, and
 * each file part costs a temporary file.
 */
const LIMITS = { files: 20, fields: 20, fieldSize: 1024 * 1024 } as const;

/** A refusal of the body itself, worded and answered (400) as yoga's own parser does. */
export function invalidMultipart(reason: string) {
  return createGraphQLError(`POST body sent invalid multipart data: ${reason}`, {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });
}

/** One request's temporary folder, made at its first file and removed once. */
function temporaryFolder() {
  let made: Promise<string> | null = null;
  let removed = false;
  let files = 0;
  return {
    /** Writes the stream to a new file of the folder and returns its path. */
    async write(stream: Readable): Promise<string> {
      if (removed) throw new Error('the request ended');
      made ??= mkdtemp(join(tmpdir(), 'ugc-upload-'));
      const path = join(await made, String(files++));
      await pipeline(stream, createWriteStream(path, { flags: 'wx' }));
      return path;
    },
    async remove(): Promise<void> {
      removed = true;
      // A write still under way fails (its folder is gone) or ends in an unlinked file.
      if (made) await rm(await made, { recursive: true, force: true });
    },
  };
}
type TemporaryFolder = ReturnType<typeof temporaryFolder>;

/** The form's fields and files by name (a later part of a name replaces an earlier one). */
function readForm(req: IncomingMessage, folder: TemporaryFolder): Promise<Map<string, FormValue>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: LIMITS, defParamCharset: 'utf8' });
    } catch (error) {
      // A multipart content type without a boundary.
      return reject(invalidMultipart((error as Error).message));
    }
    const form = new Map<string, FormValue>();
    const files: Promise<void>[] = [];
    let ended = false;
    const fail = (error: unknown) => {
      if (ended) return;
      ended = true;
      // The rest of the body is drained by the handler, so the client gets the answer.
      req.unpipe(parser);
      parser.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated) return fail(invalidMultipart('Field name size exceeded'));
      if (info.valueTruncated) {
        return fail(invalidMultipart(`Field value size exceeded: ${LIMITS.fieldSize} bytes`));
      }
      form.set(name, value);
    });
    parser.on('file', (name, stream, { filename, mimeType }) => {
      const file = folder.write(stream).then(async (path) => {
        const blob = await openAsBlob(path, { type: mimeType });
        form.set(name, new File([blob], filename ?? 'blob', { type: mimeType }));
      });
      file.catch(fail);
      files.push(file);
    });
    parser.on('filesLimit', () => fail(invalidMultipart(`Files limit exceeded: ${LIMITS.files}`)));
    parser.on('fieldsLimit', () =>
      fail(invalidMultipart(`Fields limit exceeded: ${LIMITS.fields}`)),
    );
    parser.on('error', (error: Error) => fail(invalidMultipart(error.message)));
    // Emitted once every file part has been read to its end.
    parser.on('finish', () => {
      Promise.all(files).then(() => {
        if (ended) return;
        ended = true;
        resolve(form);
      }, fail);
    });
    // A client gone mid-upload: the body will never end.
    req.on('error', fail);
    req.on('close', () => {
      if (!req.complete) fail(invalidMultipart('the request was aborted'));
    });
    req.pipe(parser);
  });
}

/** Parses one multipart request; its temporary files live until `res` closes. */
async function parseUploadRequest(req: IncomingMessage, res: ServerResponse) {
  const folder = temporaryFolder();
  const removeFolder = () => {
    folder.remove().catch(() => {
      // Nothing to tell the client; the operating system empties its temporary folder.
    });
  };
  if (res.closed) throw invalidMultipart('the request was aborted');
  res.once('close', removeFolder);
  try {
    return operationsOf(await readForm(req, folder));
  } catch (error) {
    removeFolder();
    throw error;
  }
}

/** What the plugin needs of yoga's server context: fastify's request and reply. */
export interface NodeServerContext {
  req: { raw: IncomingMessage };
  reply: { raw: ServerResponse };
}

/** A yoga plugin that parses multipart requests with parseUploadRequest instead of yoga's. */
export function streamedUploads(): Plugin<object, NodeServerContext> {
  return {
    onRequestParse({ request, serverContext, setRequestParser }) {
      const type = request.headers.get('content-type')?.toLowerCase() ?? '';
      if (request.method !== 'POST' || !type.startsWith('multipart/form-data')) return;
      const { req, reply } = serverContext;
      setRequestParser(() => parseUploadRequest(req.raw, reply.raw));
    },
  };
}
