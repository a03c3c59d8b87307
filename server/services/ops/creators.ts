/**
 * The operator console's creators (docs/product.md#operator-console): the lists (the
 * creators queue, the suspended, all), one creator, and the actions on it: recording what
 * an operator saw of its handles, its tier, its suspension. Each action writes its audit
 * row in its own transaction and tells open consoles that the creators queue changed.
 */
import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { object } from 'yup';
import { CREATOR_PLATFORMS, totalFollowers } from '../../../domain/creators/profile';
import type { CreatorPlatform } from '../../../domain/creators/profile';
import type { CreatorTier } from '../../../domain/creators/rules';
import { opsCreatorVerifySchema, opsSearchSchema } from '../../../domain/ops/peopleSchema';
import { PRO_MIN_ACCEPTED_DEALS } from '../../../domain/ops/rules';
import { opsReasonSchema } from '../../../domain/ops/schema';
import type { Database } from '../../db/client';
import { companies } from '../../db/schema/account';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { queuesChanged } from './queue';
import { findCreator } from '../creators/lookup';
import { validated } from '../env';
import type { ServiceEnv } from '../env';
import { fieldError, ServiceError } from '../errors';
import { likePattern } from '../shared/likePattern';
import { byCreation } from '../shared/pagination';
import type { Page } from '../shared/pagination';
import { pageArgs, readPage } from '../shared/paging';
import { recordAudit } from './audit';
import type { AuditActor, AuditEntry } from './audit';
import {
  creatorAccountLive,
  creatorMayBePro,
  opsCreatorView,
  opsCreatorViews,
  outerCreatorId,
} from './creatorViews';
import type { OpsCreatorView } from './creatorViews';

export type OpsCreatorListFilter = 'to_verify' | 'suspended' | 'all';

interface JoinedKey {
  id: number;
  created_at: Date;
}

const byJoined = (direction: 'asc' | 'desc') =>
  byCreation<JoinedKey>(
    { created_at: creators.joined_at, id: creators.id },
    `ops_creators_joined_${direction}`,
    direction,
  );
/** The queue waits oldest first (creators_to_verify_idx); the other lists show the newest. */
const OLDEST = byJoined('asc');
const NEWEST = byJoined('desc');

const hasHandle = or(...CREATOR_PLATFORMS.map((p) => isNotNull(creators[`${p}_handle`])));

/** The creators queue: handles never checked, not suspended, with a handle to check. */
const TO_VERIFY = and(
  isNull(creators.handles_checked_at),
  isNull(creators.suspended_at),
  hasHandle,
);

const FILTERS: Record<OpsCreatorListFilter, SQL | undefined> = {
  to_verify: TO_VERIFY,
  suspended: isNotNull(creators.suspended_at),
  all: undefined,
};

/** A name or an e-mail holding `search`, whatever the case. */
function matching(search: string): SQL {
  const pattern = likePattern(search);
  return sql`(${creators.name} ilike ${pattern} escape '\\' or exists (select 1 from ${companies}
    where ${companies.id} = ${outerCreatorId} and ${companies.email} ilike ${pattern} escape '\\'))`;
}

/** OpsCreators: one of the lists, optionally searched, a page and its total. */
export async function listOpsCreators(
  env: ServiceEnv,
  args: {
    filter?: OpsCreatorListFilter | null;
    search?: string | null;
    first?: number | null;
    after?: string | null;
  },
): Promise<Page<OpsCreatorView>> {
  const { search } = await validated(opsSearchSchema, { search: args.search });
  const filter = args.filter ?? 'all';
  const sort = filter === 'to_verify' ? OLDEST : NEWEST;
  const { size, position } = await pageArgs(sort, args);
  const where = and(creatorAccountLive, FILTERS[filter], search ? matching(search) : undefined);
  return readPage(
    env.db,
    sort,
    {
      size,
      position,
      table: creators,
      where,
      rowOf: (view) => ({ id: view.row.id, created_at: view.row.joined_at }),
    },
    (query) => opsCreatorViews(env.db, query),
  );
}

/** OpsCreator: any creator whose account is not deleted. */
export const getOpsCreator = (env: ServiceEnv, id: string) => opsCreatorView(env.db, id);

/**
 * Runs one action on a creator: its row locked, `change` writes the change and says what
 * the audit row records, in the same transaction. Then open consoles are told.
 */
async function actOnCreator(
  env: ServiceEnv,
  actor: AuditActor,
  id: string,
  change: (
    tx: Database,
    view: OpsCreatorView,
    now: Date,
  ) => Promise<Omit<AuditEntry, 'recordType' | 'recordId'>>,
): Promise<OpsCreatorView> {
  const creatorId = await env.db.transaction(async (tx) => {
    const { id: lockedId } = await findCreator(tx, id, { lock: 'update' });
    const now = env.services.now();
    const entry = await change(tx, await opsCreatorView(tx, lockedId), now);
    await recordAudit(tx, actor, { ...entry, recordType: 'creator', recordId: lockedId }, now);
    return lockedId;
  });
  await queuesChanged(env, 'creators');
  return opsCreatorView(env.db, creatorId);
}

const reasonOnly = object({ reason: opsReasonSchema });

type HandleColumns = Partial<Pick<CreatorRow, `${CreatorPlatform}_${'followers' | 'verified'}`>>;

/**
 * OpsCreatorVerify: each given handle's verified flag and followers (only handles the
 * creator has), the total followers recomputed as a profile save does, and the handles
 * marked checked (out of the queue).
 */
export async function verifyOpsCreator(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; handles: unknown[]; reason: string },
): Promise<OpsCreatorView> {
  const input = await validated(opsCreatorVerifySchema, args);
  return actOnCreator(env, actor, args.id, async (tx, { row }, now) => {
    const columns: HandleColumns = {};
    for (const check of input.handles) {
      const platform = check.platform as CreatorPlatform;
      if (row[`${platform}_handle`] === null) {
        throw fieldError('handles', 'opsPeople:handleMissing', { platform });
      }
      columns[`${platform}_verified`] = check.verified;
      columns[`${platform}_followers`] = check.followers;
    }
    const after = { ...row, ...columns };
    const followers = totalFollowers(CREATOR_PLATFORMS.map((p) => after[`${p}_followers`]));
    await tx
      .update(creators)
      .set({ ...columns, followers, handles_checked_at: now })
      .where(eq(creators.id, row.id));
    return { action: 'creator.verify', reason: input.reason, details: { handles: input.handles } };
  });
}

/** OpsCreatorSetTier: basic always; pro only when the tier rule allows it. */
export async function setOpsCreatorTier(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; tier: CreatorTier; reason: string },
): Promise<OpsCreatorView> {
  const { reason } = await validated(reasonOnly, { reason: args.reason });
  return actOnCreator(env, actor, args.id, async (tx, view) => {
    if (args.tier === 'pro' && !creatorMayBePro(view)) {
      throw new ServiceError('TIER_NOT_ALLOWED', 'opsPeople:tierNotAllowed', {
        values: { min: PRO_MIN_ACCEPTED_DEALS },
      });
    }
    await tx.update(creators).set({ tier: args.tier }).where(eq(creators.id, view.row.id));
    return { action: 'creator.tier', reason, details: { from: view.row.tier, to: args.tier } };
  });
}

/**
 * OpsCreatorSuspend: suspended, the creator is hidden from discovery and the marketplace
 * while its open deals go on; unsuspended, it is back. A suspension keeps its first time.
 */
export async function suspendOpsCreator(
  env: ServiceEnv,
  actor: AuditActor,
  args: { id: string; suspended: boolean; reason: string },
): Promise<OpsCreatorView> {
  const { reason } = await validated(reasonOnly, { reason: args.reason });
  return actOnCreator(env, actor, args.id, async (tx, { row }, now) => {
    await tx
      .update(creators)
      .set({ suspended_at: args.suspended ? (row.suspended_at ?? now) : null })
      .where(eq(creators.id, row.id));
    return { action: args.suspended ? 'creator.suspend' : 'creator.unsuspend', reason };
  });
}
