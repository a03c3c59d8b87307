/**
 * CreatorContentUpload (docs/product.md#deal-statuses): the creator of a deal in
 * product_received uploads its content, of the kind its campaign asks for: 1 to 10 images
 * (PNG, JPEG, GIF or WebP, each at most 10 MB and decodable) or exactly one MP4 or WebM
 * video of at most 200 MB, judged by their bytes. The upload becomes content
 * "Under review" (round 1, 2 after a revision, …) and the deal creator_upload_content;
 * screening then approves it at once (CONTENT_SCREENING=auto) or waits for an operator.
 * A UGC video campaign's raw footage and extra hooks, when it bought them, come in the same
 * request, one video each (uploadParts.ts): every file is stored with its role.
 * A refused upload stores nothing; files stored for an upload whose transaction failed are
 * removed again.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { count, eq } from 'drizzle-orm';
import { contentKindOf } from '../../../domain/content/rules';
import {
  contentSizesProblem,
  contentSniffBytes,
  contentTypeOf,
  notOfKind,
} from '../../../domain/content/upload';
import type { ContentUploadProblem } from '../../../domain/content/upload';
import type { ContentKind } from '../../../domain/content/rules';
import { IMAGE_SNIFF_BYTES, sniffImageType } from '../../../domain/images/rules';
import type { CampaignType } from '../../../domain/campaigns/rules';
import { contentFiles, contents } from '../../db/schema/deals';
import type { DealRow } from '../../db/schema/deals';
import { companyPrefix } from '../../storage/keys';
import { hashedBody } from '../../storage/sha256';
import type { ServiceEnv } from '../env';
import { queuesChanged } from '../ops/queue';
import { judgeImage, TOO_MANY_PIXELS } from '../images/judge';
import type { DecodePool } from '../images/decodePool';
import { assertMove, lockDeal, moveDeal, readDeal, runDealWork } from './moves';
import { toCompany } from './notices';
import { approveInTransaction } from './screening';
import { checkParts, contentInvalid, FIELD_OF_ROLE, listOf } from './uploadParts';
import type { ContentFileRole } from '../../../domain/content/parts';

/** The server's words for each refusal of the shared upload rules. */
const CONTENT_PROBLEM_KEYS: Record<ContentUploadProblem['code'], string> = {
  imagesCount: 'errors:contentImagesCount',
  videoOne: 'errors:contentVideoOne',
  empty: 'errors:contentEmpty',
  tooLarge: 'errors:contentTooLarge',
  notImage: 'errors:contentNotImage',
  notVideo: 'errors:contentNotVideo',
};

/** A file part as yoga gives it (its own File class, not necessarily the global one). */
function isBlob(value: unknown): value is Blob {
  const blob = value as Partial<Blob> | null;
  return typeof blob?.size === 'number' && typeof blob.arrayBuffer === 'function';
}

interface CheckedFile {
  role: ContentFileRole;
  /** An image's bytes (read whole to decode it), or a video's file as it was received. */
  body: Uint8Array | Blob;
  size: number;
  contentType: string;
}

/** The first `length` bytes of a file, without reading the rest. */
const headOf = async (blob: Blob, length: number) =>
  new Uint8Array(await blob.slice(0, length).arrayBuffer());

/**
 * The files of an upload of `kind`, checked: their number and sizes first (nothing is read
 * then), then their bytes: an image's all, a video's first bytes only (a video is stored
 * as a stream from the file it was received in, never held whole in memory).
 */
async function checkedFiles(
  decoder: DecodePool,
  files: unknown,
  kind: ContentKind,
  role: ContentFileRole = 'main',
): Promise<CheckedFile[]> {
  const list = listOf(files);
  const field = FIELD_OF_ROLE[role];
  const notKind = CONTENT_PROBLEM_KEYS[notOfKind(kind).code];
  const refuse = (refused: ContentUploadProblem) =>
    contentInvalid(CONTENT_PROBLEM_KEYS[refused.code], refused.values, field);
  // The count first: it needs nothing of the files.
  const counted = contentSizesProblem(
    kind,
    list.map(() => 1),
  );
  if (counted) throw refuse(counted);
  // The File scalar takes any value: a string in a JSON request is not a file at all.
  const blobs = list.filter(isBlob);
  if (blobs.length !== list.length) throw contentInvalid(notKind, {}, field);
  const sized = contentSizesProblem(
    kind,
    blobs.map((blob) => blob.size),
  );
  if (sized) throw refuse(sized);
  const checked: CheckedFile[] = [];
  for (const blob of blobs) {
    if (kind === 'video') {
      const type = contentTypeOf(kind, await headOf(blob, contentSniffBytes(kind)));
      if (!type) throw contentInvalid(notKind, {}, field);
      checked.push({ body: blob, size: blob.size, contentType: type, role });
      continue;
    }
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const type = sniffImageType(bytes.subarray(0, IMAGE_SNIFF_BYTES));
    // What is stored must be an image, not only start like one (as for every image).
    if (!type) throw contentInvalid(notKind);
    const verdict = await judgeImage(decoder, bytes, type);
    if (verdict?.problem === 'tooManyPixels') throw contentInvalid(TOO_MANY_PIXELS, verdict.values);
    if (verdict) throw contentInvalid(notKind);
    checked.push({ body: bytes, size: bytes.byteLength, contentType: type, role });
  }
  return checked;
}

/** What the storage is given: an image's bytes, a video's file as a stream. */
const bodyOf = ({ body }: CheckedFile) =>
  body instanceof Uint8Array ? body : Readable.fromWeb(body.stream() as WebReadableStream);

/** 128 random bits, URL-safe: the id is the only key to GET /v1/content-files/:id. */
const newFileId = () => randomBytes(16).toString('base64url');

/** Where a content file's bytes live: under the company's folder, deleted with it. */
export const contentFileKey = (companyId: number, fileId: string) =>
  `${companyPrefix(companyId)}/content/${fileId}`;

/** The main files, and the raw footage and extra hooks when the campaign bought them. */
export interface UploadArgs {
  id: string;
  files: unknown;
  raw_footage?: unknown;
  hooks?: unknown;
}

/**
 * The files of every part, checked, in the order they are stored: the main content, the raw
 * footage, then each hook (one video each, refused under its own argument).
 */
async function checkedParts(decoder: DecodePool, args: UploadArgs, kind: ContentKind) {
  const main = await checkedFiles(decoder, args.files, kind);
  // An empty list is no raw footage (checkParts has refused it when it was bought).
  const raw =
    listOf(args.raw_footage).length > 0
      ? await checkedFiles(decoder, args.raw_footage, 'video', 'raw_footage')
      : [];
  const hooks: CheckedFile[] = [];
  for (const hook of listOf(args.hooks)) {
    hooks.push(...(await checkedFiles(decoder, [hook], 'video', 'hook')));
  }
  return [...main, ...raw, ...hooks];
}

/**
 * A creator has at most 3 uploads running and 7 waiting, as a company (uploadLimiter.ts):
 * each request counts once, however many images it carries (they are decoded in turn).
 */
export function uploadContent(
  env: ServiceEnv,
  creatorId: number,
  args: UploadArgs,
): Promise<DealRow> {
  return env.services.images.uploads.run(`creator:${creatorId}`, () =>
    receiveContent(env, creatorId, args),
  );
}

async function receiveContent(
  env: ServiceEnv,
  creatorId: number,
  args: UploadArgs,
): Promise<DealRow> {
  const creator = { party: 'creator', accountId: creatorId } as const;
  // Refused before a byte is read: another's deal, or a deal not waiting for content.
  const found = await readDeal(env.db, creator, args.id);
  assertMove(found, 'upload_content', 'creator', env.t);
  const kind = contentKindOf(found.campaign.type as CampaignType);
  checkParts(found.campaign, args);
  const files = (await checkedParts(env.services.images.decoder, args, kind)).map((file) => ({
    ...file,
    id: newFileId(),
  }));

  const { storage } = env.services;
  const stored: string[] = [];
  // Each file's SHA-256, taken from the bytes on their way to the storage: the licence of
  // the content names its files by it (docs/product.md#licences).
  const hashes: string[] = [];
  try {
    for (const file of files) {
      const key = contentFileKey(found.row.company_id, file.id);
      const hashed = hashedBody(bodyOf(file));
      await storage.put(key, hashed.body);
      stored.push(key);
      hashes.push(hashed.sha256());
    }
    const row = await runDealWork(env, async (tx, move, notices) => {
      const deal = await lockDeal(tx, creator, args.id);
      const uploaded = await moveDeal(tx, move, deal, 'upload_content', 'creator', {
        set: { has_content: true },
      });
      const [previous] = await tx
        .select({ uploads: count() })
        .from(contents)
        .where(eq(contents.deal_id, deal.row.id));
      const [content] = await tx
        .insert(contents)
        .values({
          company_id: deal.row.company_id,
          deal_id: deal.row.id,
          campaign_id: deal.campaign.id,
          brand_id: deal.campaign.brand_id,
          creator_id: deal.row.creator_id,
          kind,
          status: 'pending_approval',
          round: (previous?.uploads ?? 0) + 1,
          created_at: move.now,
        })
        .returning();
      await tx.insert(contentFiles).values(
        files.map((file, position) => ({
          id: file.id,
          content_id: content!.id,
          company_id: deal.row.company_id,
          position,
          role: file.role,
          content_type: file.contentType,
          size: file.size,
          storage_key: contentFileKey(deal.row.company_id, file.id),
          sha256: hashes[position],
          created_at: move.now,
        })),
      );
      if (env.config.contentScreening === 'auto') {
        return approveInTransaction(tx, move, uploaded, content!, 'system', notices);
      }
      notices.push(toCompany(uploaded, 'messages:contentUploaded'));
      return uploaded;
    });
    // The operators' consoles: the upload waits for screening, or (screened at once) its
    // deal may wait on the company with no revision round left (a dispute).
    if (env.config.contentScreening === 'manual') await queuesChanged(env, 'content');
    else if (row.revisions_used >= found.campaign.revision_rounds) {
      await queuesChanged(env, 'disputes');
    }
    return row;
  } catch (error) {
    await Promise.all(
      stored.map((key) =>
        storage.delete(key).catch((cleanup: unknown) => {
          env.log.warn({ err: cleanup }, 'could not remove the file of a failed upload');
        }),
      ),
    );
    throw error;
  }
}
