/**
 * `npm run admin -- campaign …`: an operator reviews campaigns awaiting approval
 * (docs/product.md#campaign-statuses). `list` shows the newest, `approve` makes one live,
 * `reject` refuses it with a reason the company sees and returns the whole payment to its
 * wallet. The company's notice is kept in its notifications with the review (same
 * transaction) and published in real time through the running server's broker, or through
 * Redis (REDIS_URL) when the CLI runs on its own.
 */
import { desc, eq } from 'drizzle-orm';
import {
  CAMPAIGN_STATUSES,
  REJECTION_REASON_MAX,
  REJECTION_REASON_MIN,
} from '../../domain/campaigns/rules';
import { companies } from '../db/schema/account';
import { campaigns } from '../db/schema/campaigns';
import { errorText } from '../logger';
import { notifyCompany } from '../realtime/publisher';
import { approveCampaign, rejectCampaign } from '../services/campaigns/review';
import type { Reviewed } from '../services/campaigns/review';
import { ServiceError } from '../services/errors';
import { parseId } from '../services/ids';
import { CLI_ACTOR } from '../services/ops/audit';
import { optionalReason } from '../services/ops/decision';
import { dollars, fail, ok } from './command';
import { withPublisher } from './serviceEnv';
import type { AdminContext, Command, CommandResult } from './command';

const USAGE =
  'campaign list [--status <status>] | campaign approve <id> [--reason <reason>] | campaign reject <id> <reason>';
/** The most campaigns `list` prints. */
const LIST_LIMIT = 100;

async function list(ctx: AdminContext, status: string | true | undefined): Promise<CommandResult> {
  if (status !== undefined && !(CAMPAIGN_STATUSES as readonly unknown[]).includes(status)) {
    return fail(`campaign list: --status must be one of ${CAMPAIGN_STATUSES.join(', ')}`);
  }
  const rows = await ctx.db
    .select({
      id: campaigns.id,
      email: companies.email,
      name: campaigns.name,
      status: campaigns.status,
      total: campaigns.total_cents,
      createdAt: campaigns.created_at,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.company_id))
    .where(typeof status === 'string' ? eq(campaigns.status, status) : undefined)
    .orderBy(desc(campaigns.created_at), desc(campaigns.id))
    .limit(LIST_LIMIT);
  if (rows.length === 0) return ok('no campaigns');
  const lines = rows.map((row) =>
    [
      row.id,
      row.email,
      JSON.stringify(row.name),
      row.status,
      dollars(row.total),
      row.createdAt.toISOString(),
    ].join('  '),
  );
  return ok(['id  company  name  status  total  submitted', ...lines].join('\n'));
}

/**
 * Tells the company, through the running server's broker (or Redis, see withPublisher): a
 * failed publication is reported, the review and its stored notice stand (the bell shows it).
 */
function notify(ctx: AdminContext, { notices }: Reviewed): Promise<string> {
  return withPublisher(ctx, async (publisher) => {
    if (!publisher) {
      return " (no server is running: nobody was connected to be notified; the company's notifications keep it)";
    }
    try {
      for (const notice of notices) {
        await notifyCompany(publisher, notice.companyId, notice.message, notice.details);
      }
      return '';
    } catch (error) {
      const reason = errorText(error);
      return ` (the company could not be notified: ${reason})`;
    }
  });
}

/** Runs a review and answers in the operator's terms. */
async function review(
  ctx: AdminContext,
  action: 'approve' | 'reject',
  id: string,
  run: () => Promise<Reviewed>,
): Promise<CommandResult> {
  const name = `campaign ${action}`;
  if (parseId(id) === null) return fail(`${name}: "${id}" is not a campaign id (a number)`);
  let reviewed: Reviewed;
  try {
    reviewed = await run();
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.code === 'NOT_FOUND') return fail(`${name}: no campaign ${id}`);
    if (error.code === 'NOT_PENDING') {
      const [row] = await ctx.db
        .select({ status: campaigns.status })
        .from(campaigns)
        .where(eq(campaigns.id, Number(id)));
      return fail(
        `${name}: campaign ${id} is ${row?.status ?? 'gone'}, not awaiting approval: nothing changed`,
      );
    }
    if (error.code === 'BAD_USER_INPUT') {
      return fail(
        `${name}: the reason must have ${REJECTION_REASON_MIN} to ${REJECTION_REASON_MAX} characters: nothing changed`,
      );
    }
    throw error;
  }
  const { campaign } = reviewed;
  const done =
    campaign.status === 'rejected'
      ? `rejected campaign ${campaign.id} (${campaign.name}); ${dollars(campaign.total_cents)} went back to the company's wallet`
      : `approved campaign ${campaign.id} (${campaign.name}): it is live`;
  return ok(done + (await notify(ctx, reviewed)));
}

export const campaignCommand: Command = {
  usage: USAGE,
  description:
    'list campaigns (newest first, at most 100), approve one awaiting approval, or reject it with a reason (its payment goes back to the wallet)',
  valueOptions: ['status', 'reason'],
  positional: [1, 3],
  async run(ctx, { positional: [subcommand = '', id = '', reason], options }) {
    const env = { db: ctx.db, services: { now: ctx.now ?? (() => new Date()) } };
    const arity = { list: 1, approve: 2, reject: 3 }[subcommand];
    if (arity === undefined || arity !== (reason === undefined ? (id ? 2 : 1) : 3)) {
      return fail(`usage: npm run admin -- ${USAGE}`);
    }
    if (subcommand === 'list') return list(ctx, options.get('status'));
    // Audited as "cli", in the review's transaction (docs/product.md#operator-console).
    if (subcommand === 'approve') {
      const given = options.get('reason');
      return review(ctx, 'approve', id, async () =>
        approveCampaign(env, id, {
          actor: CLI_ACTOR,
          reason: await optionalReason(typeof given === 'string' ? given : null),
        }),
      );
    }
    return review(ctx, 'reject', id, () => rejectCampaign(env, id, reason ?? '', CLI_ACTOR));
  },
};
