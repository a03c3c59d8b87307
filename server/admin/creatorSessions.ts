/**
 * `admin creator-session`: sessions for creators, whose own app is not part of this
 * product. Tests and `npm run simulate` act as creators with these tokens.
 *
 * - `creator-session <creator id|email>` prints one creator's token.
 * - `creator-session --deals N [--campaign ID] [--deal ID]` prints up to N lines
 *   `<creator id> deal <token>` of creators a deal waits for (a step to take, or the company's
 *   unread chat messages), the longest waiting first: the simulator plays their side.
 * - `creator-session --candidates N [--campaign ID] [--seed S] [--offset K]` prints up to N
 *   lines `<creator id> invited|likely <token>` of creators likely to match an active campaign: first those
 *   invited and not yet applied (that is how an invitation gets accepted), then creators in
 *   its category with its tier, in an order fixed by the seed, from position K. Whether a
 *   creator really matches (audience too) is the API's answer to CreatorCampaigns.
 * - `creator-session --counts [--campaign ID]` prints `<creators> <active campaigns>`, so the
 *   simulator can say what it lacks instead of waiting in silence.
 */
import { and, eq, sql } from 'drizzle-orm';
import { issueSession } from '../auth/tokens';
import { campaigns } from '../db/schema/campaigns';
import { campaignApplications, campaignInvitations, creators } from '../db/schema/creators';
import { dealMessages, deals } from '../db/schema/deals';
import { parseId } from '../services/ids';
import { findCompanyByEmail, findCompanyById } from '../services/companies';
import { fail, ok } from './command';
import type { AdminContext, Command, CommandResult } from './command';

const USAGE =
  'creator-session <creator id|email> | creator-session --candidates N [--campaign ID] [--seed S] [--offset K] | creator-session --deals N [--campaign ID] [--deal ID] | creator-session --counts [--campaign ID]';
const CANDIDATES_MAX = 500;

function whole(value: string | true | undefined, fallback: number, max: number): number | null {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^[0-9]{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number <= max ? number : null;
}

async function oneSession(ctx: AdminContext, who: string): Promise<CommandResult> {
  const id = parseId(who);
  const account =
    id !== null ? await findCompanyById(ctx.db, id) : await findCompanyByEmail(ctx.db, who);
  if (!account || account.role !== 'creator') {
    return fail(`creator-session: no creator ${JSON.stringify(who)}`);
  }
  const now = ctx.now?.() ?? new Date();
  const { token } = await issueSession(ctx.db, ctx.config.jwtSecret, account.id, now, 'creator');
  return ok(token);
}

/** Active campaigns (or the one asked for, if active), as candidates are drawn from them. */
const activeCampaigns = (campaignId: number | null) =>
  and(
    eq(campaigns.status, 'active'),
    campaignId === null ? undefined : eq(campaigns.id, campaignId),
  );

async function candidates(
  ctx: AdminContext,
  limit: number,
  campaignId: number | null,
  seed: number,
  offset: number,
): Promise<CommandResult> {
  const invited = await ctx.db
    .selectDistinct({ id: campaignInvitations.creator_id, at: campaignInvitations.created_at })
    .from(campaignInvitations)
    .innerJoin(campaigns, eq(campaigns.id, campaignInvitations.campaign_id))
    .leftJoin(
      campaignApplications,
      and(
        eq(campaignApplications.campaign_id, campaignInvitations.campaign_id),
        eq(campaignApplications.creator_id, campaignInvitations.creator_id),
      ),
    )
    .where(and(activeCampaigns(campaignId), sql`${campaignApplications.creator_id} is null`))
    .orderBy(campaignInvitations.created_at, campaignInvitations.creator_id)
    .limit(limit);
  const likely = await ctx.db
    .select({ id: creators.id })
    .from(creators)
    .where(
      sql`exists (select 1 from ${campaigns} where ${activeCampaigns(campaignId)}
        and ${campaigns.creator_category} = any(${creators.categories})
        and (${campaigns.creator_tier} = 'basic' or ${creators.tier} = 'pro'))`,
    )
    // md5 of seed and id: a shuffle that is the same on both engines and every run.
    .orderBy(sql`md5(${String(seed)} || ':' || ${creators.id}::text)`, creators.id)
    .offset(offset)
    .limit(limit);
  const invitedIds = new Set(invited.map((row) => row.id));
  const ids = [...new Set([...invited, ...likely].map((row) => row.id))].slice(0, limit);
  const now = ctx.now?.() ?? new Date();
  const lines: string[] = [];
  for (const id of ids) {
    const { token } = await issueSession(ctx.db, ctx.config.jwtSecret, id, now, 'creator');
    lines.push(`${id} ${invitedIds.has(id) ? 'invited' : 'likely'} ${token}`);
  }
  return lines.length === 0 ? ok('') : ok(lines.join('\n'));
}

/**
 * Deals waiting for their creator: a step the creator owes (the refund purchase, receipt,
 * an upload, the post) or company messages the creator has not read.
 */
const waitingForCreator = sql`(${deals.status} in ('purchased_sent', 'product_received',
    'creator_waiting_for_publish_date')
  or (${deals.status} = 'creator_accepted' and ${campaigns.delivery_type} = 'refund')
  or exists (select 1 from ${dealMessages} where ${dealMessages.deal_id} = ${deals.id}
    and ${dealMessages.author} = 'company' and ${dealMessages.id} > ${deals.creator_read_message_id}))`;

async function dealCreators(
  ctx: AdminContext,
  limit: number,
  campaignId: number | null,
  dealId: number | null,
): Promise<CommandResult> {
  const rows = await ctx.db
    .select({ id: deals.creator_id, waiting: sql<Date>`min(${deals.updated_at})` })
    .from(deals)
    .innerJoin(campaigns, eq(campaigns.id, deals.campaign_id))
    .where(
      and(
        waitingForCreator,
        campaignId === null ? undefined : eq(deals.campaign_id, campaignId),
        dealId === null ? undefined : eq(deals.id, dealId),
      ),
    )
    .groupBy(deals.creator_id)
    .orderBy(sql`min(${deals.updated_at})`, deals.creator_id)
    .limit(limit);
  const now = ctx.now?.() ?? new Date();
  const lines: string[] = [];
  for (const { id } of rows) {
    const { token } = await issueSession(ctx.db, ctx.config.jwtSecret, id, now, 'creator');
    lines.push(`${id} deal ${token}`);
  }
  return ok(lines.join('\n'));
}

/** How many creators there are, and active campaigns (or whether the one asked for is). */
async function counts(ctx: AdminContext, campaignId: number | null): Promise<CommandResult> {
  const [creatorCount] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(creators);
  const [active] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaigns)
    .where(activeCampaigns(campaignId));
  return ok(`${creatorCount?.n ?? 0} ${active?.n ?? 0}`);
}

/** An optional id option: null when absent, undefined when it is not an id. */
function idOption(value: string | true | undefined): number | null | undefined {
  if (value === undefined) return null;
  return typeof value === 'string' ? (parseId(value) ?? undefined) : undefined;
}

export const creatorSessionCommand: Command = {
  usage: USAGE,
  description:
    "open a creator's session and print its token; --candidates N prints `<id> invited|likely <token>` for " +
    'up to N creators likely to match an active campaign, invited ones first; --deals N prints ' +
    '`<id> deal <token>` for creators a deal waits for (the simulator); --counts prints ' +
    '`<creators> <active campaigns>`',
  valueOptions: ['candidates', 'campaign', 'seed', 'offset', 'deals', 'deal'],
  flags: ['counts'],
  positional: [0, 1],
  async run(ctx, { positional: [who], options }) {
    if (who !== undefined) {
      if (options.size > 0) return fail(`usage: npm run admin -- ${USAGE}`);
      return oneSession(ctx, who);
    }
    if (options.has('counts')) {
      const campaignId = idOption(options.get('campaign'));
      if (campaignId === undefined || options.size > (campaignId === null ? 1 : 2)) {
        return fail(`usage: npm run admin -- ${USAGE}`);
      }
      return counts(ctx, campaignId);
    }
    if (options.has('deals')) {
      const limit = whole(options.get('deals'), -1, CANDIDATES_MAX);
      const campaignId = idOption(options.get('campaign'));
      const dealId = idOption(options.get('deal'));
      if (limit === null || limit < 1 || campaignId === undefined || dealId === undefined) {
        return fail(
          `creator-session: --deals must be a whole number from 1 to ${CANDIDATES_MAX}, ` +
            '--campaign and --deal ids (numbers)',
        );
      }
      return dealCreators(ctx, limit, campaignId, dealId);
    }
    const limit = whole(options.get('candidates'), -1, CANDIDATES_MAX);
    if (limit === null || limit < 1) {
      return fail(
        `creator-session: --candidates must be a whole number from 1 to ${CANDIDATES_MAX}`,
      );
    }
    const rawCampaign = options.get('campaign');
    const campaignId = rawCampaign === undefined ? null : parseId(String(rawCampaign));
    if (rawCampaign !== undefined && campaignId === null) {
      return fail(`creator-session: "${String(rawCampaign)}" is not a campaign id (a number)`);
    }
    const seed = whole(options.get('seed'), 1, 2 ** 31 - 1);
    const offset = whole(options.get('offset'), 0, 10_000_000);
    if (seed === null || offset === null) {
      return fail('creator-session: --seed and --offset are whole numbers');
    }
    return candidates(ctx, limit, campaignId, seed, offset);
  },
};
