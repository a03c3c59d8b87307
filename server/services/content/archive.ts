/**
 * A campaign's accepted content as one ZIP archive (ContentListing's "download all"): a
 * signed link valid ARCHIVE_LINK_MINUTES, and what the archive holds. The link carries no
 * session (a browser download cannot send one): it is a token naming the company and the
 * campaign, signed with a key of its own derived from the server's secret, so a session
 * token is never accepted as a link nor a link as a session.
 */
import { createHmac } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import { ARCHIVE_LINK_MINUTES, fileExtensionOf } from '../../../domain/content/rules';
import { roleOf } from '../../../domain/content/parts';
import type { ContentFileRole } from '../../../domain/content/parts';
import type { Database } from '../../db/client';
import { campaigns } from '../../db/schema/campaigns';
import { creators } from '../../db/schema/creators';
import { contentFiles, contents } from '../../db/schema/deals';
import { campaignNotFound } from '../campaigns/view';
import type { ServiceEnv } from '../env';
import { ServiceError } from '../errors';
import { parseId } from '../ids';

/** Where archives are served: GET <path>/<token>. */
export const CONTENT_ARCHIVE_PATH = '/v1/content-archive';

const ALGORITHM = 'HS256';
/** The links' audience: checked on reading, never set on a session token. */
const AUDIENCE = 'ugc-desk/content-archive';

/** The links' own key, so that no other token signed with the server's secret verifies. */
const archiveKey = (secret: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', secret).update('content-archive-link').digest());

/** What a link grants: one campaign's accepted content, to its company. */
export interface ArchiveGrant {
  companyId: number;
  campaignId: number;
}

export async function signArchiveToken(
  secret: string,
  now: Date,
  { companyId, campaignId }: ArchiveGrant,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ campaign: campaignId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setSubject(String(companyId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ARCHIVE_LINK_MINUTES * 60)
    .sign(archiveKey(secret));
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The grant of a link's token at `now`, or null: malformed, forged, expired or not a link. */
export async function readArchiveToken(
  secret: string,
  now: Date,
  token: string,
): Promise<ArchiveGrant | null> {
  try {
    const { payload } = await jwtVerify(token, archiveKey(secret), {
      algorithms: [ALGORITHM],
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['exp', 'sub'],
    });
    const companyId = Number(payload.sub);
    const campaignId = payload.campaign;
    if (!/^\d+$/.test(payload.sub ?? '') || !isId(companyId) || !isId(campaignId)) return null;
    return { companyId, campaignId };
  } catch {
    return null;
  }
}

/** Content accepted by the company ("Accepted"): what an archive holds. */
const BOUGHT = 'bought';

/**
 * ContentArchiveLink: the link to the archive of the company's campaign `campaignId`.
 * NOT_FOUND for any campaign but the company's; NO_ACCEPTED_CONTENT while none is bought.
 */
export async function contentArchiveLink(
  env: ServiceEnv,
  companyId: number,
  campaignId: string,
): Promise<string> {
  const id = parseId(campaignId);
  if (id === null) throw campaignNotFound();
  // The ids as values, not the outer row's columns: a one-table select names its columns
  // unqualified, which inside the subquery would name the content's own.
  const [campaign] = await env.db
    .select({
      id: campaigns.id,
      accepted: sql<boolean>`exists (select 1 from ${contents}
        where ${contents.company_id} = ${companyId} and ${contents.campaign_id} = ${id}
          and ${contents.status} = ${BOUGHT})`,
    })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.company_id, companyId)));
  if (!campaign) throw campaignNotFound();
  if (!campaign.accepted) throw new ServiceError('NO_ACCEPTED_CONTENT', 'errors:noAcceptedContent');
  const token = await signArchiveToken(env.config.jwtSecret, env.services.now(), {
    companyId,
    campaignId: campaign.id,
  });
  return `${CONTENT_ARCHIVE_PATH}/${token}`;
}

/** A file of the archive: where its bytes are, and its name inside the ZIP. */
export interface ArchiveEntry {
  name: string;
  storageKey: string;
  date: Date;
}

export interface ArchiveContents {
  /** The download's name: `<campaign-slug>-content.zip`. */
  fileName: string;
  entries: ArchiveEntry[];
}

const SLUG_MAX = 60;

/**
 * `text` as a file-name part: ASCII letters and digits in lower case joined by `-`
 * (accents dropped: "Zoë Ñ" reads "zoe-n"), or `fallback` when nothing is left of it
 * (a name in another alphabet).
 */
export function slugOf(text: string, fallback: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || fallback;
}

/** What comes before a file's number in its name, by its role. */
const ROLE_PART: Record<ContentFileRole, string> = { main: '', raw_footage: 'raw-', hook: 'hook-' };

/**
 * The name of a content's file in its campaign's archive, `n` its number within its role
 * (from 1): `<creator>-<content id>-<n>.<ext>` for the content itself, `-raw-<n>` for the
 * raw footage, `-hook-<n>` for an extra hook. A licence names its files so too
 * (docs/product.md#licences).
 */
export const archiveFileName = (
  creatorName: string,
  contentId: number,
  n: number,
  contentType: string,
  role: ContentFileRole = 'main',
) =>
  `${slugOf(creatorName, 'creator')}-${contentId}-${ROLE_PART[role]}${n}.${fileExtensionOf(contentType)}`;

/**
 * What the archive of a grant holds: every file of every bought content of the campaign,
 * by content then position, named by archiveFileName (n from 1 in each content and role). Null when the campaign is no longer the company's or holds none.
 */
export async function archiveContents(
  db: Database,
  { companyId, campaignId }: ArchiveGrant,
): Promise<ArchiveContents | null> {
  const rows = await db
    .select({
      campaignName: campaigns.name,
      contentId: contents.id,
      createdAt: contents.created_at,
      creatorName: creators.name,
      contentType: contentFiles.content_type,
      role: contentFiles.role,
      storageKey: contentFiles.storage_key,
    })
    .from(contents)
    .innerJoin(campaigns, eq(campaigns.id, contents.campaign_id))
    .innerJoin(creators, eq(creators.id, contents.creator_id))
    .innerJoin(contentFiles, eq(contentFiles.content_id, contents.id))
    .where(
      and(
        eq(contents.company_id, companyId),
        eq(contents.campaign_id, campaignId),
        eq(contents.status, BOUGHT),
      ),
    )
    .orderBy(asc(contents.id), asc(contentFiles.position));
  const [first] = rows;
  if (!first) return null;
  const counts = new Map<string, number>();
  const entries = rows.map((row) => {
    const role = roleOf(row.role);
    const counted = `${row.contentId}:${role}`;
    const n = (counts.get(counted) ?? 0) + 1;
    counts.set(counted, n);
    return {
      name: archiveFileName(row.creatorName, row.contentId, n, row.contentType, role),
      storageKey: row.storageKey,
      date: row.createdAt,
    };
  });
  return { fileName: `${slugOf(first.campaignName, 'campaign')}-content.zip`, entries };
}
