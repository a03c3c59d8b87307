/**
 * `admin company-session --active N [--campaign ID]`: sessions for the companies
 * `npm run simulate -- --brands` plays, up to N lines `<company id> company <token>`: each
 * company with an active campaign or a deal waiting for it (to ship, or to review content),
 * the one waiting longest first. Like creator-session, an operator's tool: the token is a
 * real session of that company.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { issueSession } from '../auth/tokens';
import { companies } from '../db/schema/account';
import { campaigns } from '../db/schema/campaigns';
import { deals } from '../db/schema/deals';
import { parseId } from '../services/ids';
import { fail, ok } from './command';
import type { Command } from './command';
import { IS_COMPANY_ACCOUNT } from '../services/teams/companyAccounts';

const USAGE = 'company-session --active N [--campaign ID]';
const SESSIONS_MAX = 200;

/** The statuses in which a deal waits for its company: to ship, or to review content. */
const WAITING_FOR_COMPANY = ['creator_accepted', 'content_approved_by_admin'];

export const companySessionCommand: Command = {
  usage: USAGE,
  description:
    'print up to N lines "<company id> company <token>" of companies with an active campaign ' +
    'or a deal waiting for them (npm run simulate -- --brands plays them)',
  valueOptions: ['active', 'campaign'],
  positional: 0,
  async run(ctx, { options }) {
    const limitText = options.get('active');
    const limit =
      typeof limitText === 'string' && /^[0-9]{1,3}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= SESSIONS_MAX)) {
      return fail(`company-session: --active must be a whole number from 1 to ${SESSIONS_MAX}`);
    }
    const campaignText = options.get('campaign');
    const campaignId = typeof campaignText === 'string' ? parseId(campaignText) : null;
    if (campaignText !== undefined && campaignId === null) {
      return fail(`company-session: "${String(campaignText)}" is not a campaign id`);
    }
    const ofCampaign = campaignId === null ? undefined : eq(campaigns.id, campaignId);
    // The oldest thing waiting on each company: a deal's status time, else its campaign's.
    const waitingSince = sql<Date>`min(coalesce(${deals.status_changed_at}, ${campaigns.status_changed_at}))`;
    const rows = await ctx.db
      .select({ id: campaigns.company_id })
      .from(campaigns)
      .innerJoin(companies, eq(companies.id, campaigns.company_id))
      .leftJoin(
        deals,
        and(eq(deals.campaign_id, campaigns.id), inArray(deals.status, WAITING_FOR_COMPANY)),
      )
      .where(
        and(
          IS_COMPANY_ACCOUNT,
          ofCampaign,
          or(eq(campaigns.status, 'active'), sql`${deals.id} is not null`),
        ),
      )
      .groupBy(campaigns.company_id)
      .orderBy(waitingSince, campaigns.company_id)
      .limit(limit);
    const now = ctx.now?.() ?? new Date();
    const lines = [];
    for (const { id } of rows) {
      const { token } = await issueSession(ctx.db, ctx.config.jwtSecret, id, now, 'company');
      lines.push(`${id} company ${token}`);
    }
    return ok(lines.join('\n'));
  },
};
