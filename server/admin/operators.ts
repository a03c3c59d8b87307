/**
 * `npm run admin -- operator-add <email>` and `operator-reset-factor <email>`: how
 * operators get into the console at /ops (docs/product.md#operator-console). The first makes
 * an operator (or, for an existing one, a new link: a lost password) and prints its
 * one-time link to set a password; the second removes a lost second factor and ends the
 * operator's sessions. Both are recorded in the audit log as "cli".
 */
import {
  addOperator,
  OperatorCommandError,
  operatorSetupLink,
  resetOperatorFactor,
} from '../services/ops/account';
import { fail, ok } from './command';
import type { AdminContext, Command, CommandResult } from './command';

/** An OperatorCommandError as the command's refusal; anything else is a bug and throws. */
async function refusing(name: string, work: () => Promise<CommandResult>): Promise<CommandResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OperatorCommandError) return fail(`${name}: ${error.message}`);
    throw error;
  }
}

const nowOf = (ctx: AdminContext) => ctx.now?.() ?? new Date();

export const operatorAddCommand: Command = {
  usage: 'operator-add <email>',
  description:
    'make an operator of the console at /ops (or, for an existing one, a new link: a lost ' +
    'password); prints its one-time link to set a password, valid 24 hours',
  positional: 1,
  run: (ctx, { positional: [email = ''] }) =>
    refusing('operator-add', async () => {
      const { operator, created, token } = await addOperator(ctx.db, email, nowOf(ctx));
      const what = created
        ? `added operator ${operator.email} (id ${operator.id})`
        : `${operator.email} is an operator already: earlier links no longer work`;
      return ok(
        `${what}; its password is set at this link, once, within 24 hours:\n` +
          operatorSetupLink(ctx.config.publicUrl, token),
      );
    }),
};

export const operatorResetFactorCommand: Command = {
  usage: 'operator-reset-factor <email>',
  description:
    "remove an operator's second factor (its next login sets up TOTP again) and end its sessions",
  positional: 1,
  run: (ctx, { positional: [email = ''] }) =>
    refusing('operator-reset-factor', async () => {
      const reset = await resetOperatorFactor(ctx.db, email, nowOf(ctx));
      ctx.sessions?.revoked(reset.operator.id);
      const factor = reset.hadFactor ? 'removed the second factor' : 'had no second factor';
      return ok(
        `${reset.operator.email}: ${factor}, ended ${reset.sessionsEnded} session(s); ` +
          'its next login sets up TOTP again',
      );
    }),
};
