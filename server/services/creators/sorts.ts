/**
 * Every discovery order (CreatorSort) as a keyset total order: the sort column, then the id
 * in the same direction, each served by its own index (creators_*_idx).
 */
import type { AnyColumn } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { CREATOR_TIERS } from '../../../domain/creators/rules';
import type { CreatorSortName } from '../../../domain/creators/rules';
import { creators } from '../../db/schema/creators';
import type { CreatorRow } from '../../db/schema/creators';
import { byCreation } from '../shared/pagination';
import type { Sort } from '../shared/pagination';

type Direction = 'asc' | 'desc';
type IntegerField = 'followers' | 'views' | 'price_cents';

const INTEGER_MAX = 2 ** 31 - 1;

function byInteger(field: IntegerField, name: string, direction: Direction): Sort<CreatorRow> {
  return {
    name,
    expr: creators[field],
    id: creators.id,
    direction,
    valueOf: (row) => row[field],
    param: (value) => sql`${value}::integer`,
    // Within PostgreSQL's integer, or the cast would fail.
    accepts: (value): value is number =>
      typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INTEGER_MAX,
  };
}

/** A timestamp order: the creation-time sort of the other lists, over another column. */
function byTime(
  column: AnyColumn,
  field: 'joined_at' | 'last_active_at',
  name: string,
  direction: Direction,
): Sort<CreatorRow> {
  const sort = byCreation<{ created_at: Date }>(
    { created_at: column, id: creators.id },
    name,
    direction,
  );
  return { ...sort, valueOf: (row) => sort.valueOf({ created_at: row[field] }) };
}

/** Tier as text: 'pro' after 'basic', so descending puts pro creators first. */
function byTier(name: string, direction: Direction): Sort<CreatorRow> {
  return {
    name,
    expr: creators.tier,
    id: creators.id,
    direction,
    valueOf: (row) => row.tier,
    param: (value) => sql`${value}::text`,
    accepts: (value): value is string =>
      typeof value === 'string' && (CREATOR_TIERS as readonly string[]).includes(value),
  };
}

export const CREATOR_SORT_ORDERS: Record<CreatorSortName, Sort<CreatorRow>> = {
  followers_desc: byInteger('followers', 'followers_desc', 'desc'),
  followers_asc: byInteger('followers', 'followers_asc', 'asc'),
  views_desc: byInteger('views', 'views_desc', 'desc'),
  views_asc: byInteger('views', 'views_asc', 'asc'),
  new_desc: byTime(creators.joined_at, 'joined_at', 'new_desc', 'desc'),
  new_asc: byTime(creators.joined_at, 'joined_at', 'new_asc', 'asc'),
  active_desc: byTime(creators.last_active_at, 'last_active_at', 'active_desc', 'desc'),
  price_asc: byInteger('price_cents', 'price_asc', 'asc'),
  price_desc: byInteger('price_cents', 'price_desc', 'desc'),
  tier_desc: byTier('tier_desc', 'desc'),
  tier_asc: byTier('tier_asc', 'asc'),
};
