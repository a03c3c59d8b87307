/**
 * `npm run admin -- content …` and `deal …`: an operator's decisions on deals
 * (docs/product.md#deal-statuses). With CONTENT_SCREENING=manual, uploaded content waits
 * for `content approve <id>` (the company may then review it) or `content reject <id>
 * <reason>` (the creator uploads again; the reason is their feedback). `deal finish <id>`
 * closes a deal that has content. Both parties are notified through the running server.
 */
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../../domain/deals/rules';
import type { DealRow } from '../db/schema/deals';
import { approveContent, finishDeal, rejectContent } from '../services/deals/screening';
import { ServiceError } from '../services/errors';
import { parseId } from '../services/ids';
import { CLI_ACTOR } from '../services/ops/audit';
import { optionalReason } from '../services/ops/decision';
import type { AuditNote } from '../services/ops/decision';
import { translate } from '../i18n';
import { fail, ok } from './command';
import type { AdminContext, Command, CommandResult } from './command';
import { withServiceEnv } from './serviceEnv';

const CONTENT_USAGE =
  'content approve <contentId> [--reason <reason>] | content reject <contentId> <reason>';
const DEAL_USAGE = 'deal finish <dealId> [--reason <reason>]';

/** The operator's optional --reason, for the audit log ("cli": see services/ops/audit.ts). */
async function auditNote(options: Map<string, string | true>): Promise<AuditNote> {
  const given = options.get('reason');
  return {
    actor: CLI_ACTOR,
    reason: await optionalReason(typeof given === 'string' ? given : null),
  };
}

/** Runs an operator's decision and answers in the operator's terms. */
async function decide(
  ctx: AdminContext,
  name: string,
  what: 'content' | 'deal',
  id: string,
  run: () => Promise<DealRow>,
  done: (deal: DealRow) => string,
): Promise<CommandResult> {
  if (parseId(id) === null) return fail(`${name}: "${id}" is not a ${what} id (a number)`);
  try {
    return ok(done(await run()));
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    if (error.code === 'NOT_FOUND') return fail(`${name}: no ${what} ${id}`);
    if (error.code === 'CONTENT_NOT_CURRENT') {
      return fail(`${name}: content ${id} is not the upload awaiting screening: nothing changed`);
    }
    if (error.code === 'BAD_USER_INPUT') {
      return fail(
        `${name}: the reason must have ${FEEDBACK_MIN} to ${FEEDBACK_MAX} characters: nothing changed`,
      );
    }
    const message = translate('en', error.key, error.options.values);
    return fail(`${name}: ${message}: nothing changed`);
  }
}

export const contentCommand: Command = {
  usage: CONTENT_USAGE,
  description:
    'screen uploaded content (CONTENT_SCREENING=manual): approve it for the company, or reject it with a reason the creator reads',
  valueOptions: ['reason'],
  positional: [2, 3],
  async run(ctx, { positional: [subcommand = '', id = '', reason], options }) {
    if (subcommand === 'approve' && reason === undefined) {
      return decide(
        ctx,
        'content approve',
        'content',
        id,
        async () => {
          const audit = await auditNote(options);
          return withServiceEnv(ctx, (env) => approveContent(env, id, audit));
        },
        (deal) => `approved content ${id}: deal ${deal.id} waits for the company's review`,
      );
    }
    if (subcommand === 'reject' && reason !== undefined) {
      return decide(
        ctx,
        'content reject',
        'content',
        id,
        () => withServiceEnv(ctx, (env) => rejectContent(env, id, reason, CLI_ACTOR)),
        (deal) => `rejected content ${id}: deal ${deal.id} is back to the creator`,
      );
    }
    return fail(`usage: npm run admin -- ${CONTENT_USAGE}`);
  },
};

export const dealCommand: Command = {
  usage: DEAL_USAGE,
  description: 'close a deal that has content (finished), e.g. after a dispute',
  valueOptions: ['reason'],
  positional: 2,
  async run(ctx, { positional: [subcommand = '', id = ''], options }) {
    if (subcommand !== 'finish') return fail(`usage: npm run admin -- ${DEAL_USAGE}`);
    return decide(
      ctx,
      'deal finish',
      'deal',
      id,
      async () => {
        const audit = await auditNote(options);
        return withServiceEnv(ctx, (env) => finishDeal(env, id, audit));
      },
      (deal) => `finished deal ${deal.id}`,
    );
  },
};
