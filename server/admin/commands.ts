import { revokeEverySession } from '../auth/tokens';
import { formatOutbox, listOutbox, MAX_OUTBOX_LIMIT } from '../mail/outbox';
import { notifyCompany } from '../realtime/publisher';
import { createCompany, DuplicateEmailError, findCompanyByEmail } from '../services/companies';
import { EMAIL_WITH_DOTTED_DOMAIN } from '../../domain/account/rules';
import { isStorableText } from '../../domain/storableText';
import type { Database } from '../db/client';
import type { CompanyNotice } from '../services/notifications/notice';
import { storeNotices } from '../services/notifications/store';
import { personalNotice } from '../services/notifications/recipients';
import { errorText } from '../logger';
import { fail, ok } from './command';
import type { AdminContext, Command, CommandResult, ParsedArgs } from './command';
import { campaignCommand } from './campaigns';
import { contentCommand, dealCommand } from './content';
import { creatorSessionCommand } from './creatorSessions';
import { seedCommand } from './seed';
import { companySessionCommand } from './companySessions';
import { withPublisher, withServiceEnv } from './serviceEnv';
import { OPS_REASON_MAX, OPS_REASON_MIN } from '../../domain/ops/rules';
import { opsReasonSchema } from '../../domain/ops/schema';
import { ServiceError } from '../services/errors';
import { CLI_ACTOR } from '../services/ops/audit';
import { impersonateCompany, impersonatePerson } from '../services/ops/impersonation';
import { isCompanyAccount } from '../services/teams/companyAccounts';
import { payoutsFailedCommand } from './payouts';
import { operatorAddCommand, operatorResetFactorCommand } from './operators';
import { walletCommand } from './wallet';

export type { AdminContext, CommandResult } from './command';

/** notify --count: enough for a load test, not enough to take the server down. */
const MAX_NOTIFY_COUNT = 100_000;
/** Rows per insert of `notify`'s messages (4 parameters each: PostgreSQL takes 65,535). */
const NOTIFY_INSERT_ROWS = 10_000;

/**
 * Keeps `notify`'s messages in the person's notifications before they are published: one
 * insert for a message, multi-row inserts for --count. The notices with their ids.
 */
async function storeNotified(
  db: Database,
  { companyId, personId }: Pick<CompanyNotice, 'companyId' | 'personId'>,
  messages: string[],
  now: Date,
): Promise<CompanyNotice[]> {
  const stored: CompanyNotice[] = [];
  for (let from = 0; from < messages.length; from += NOTIFY_INSERT_ROWS) {
    const batch = messages.slice(from, from + NOTIFY_INSERT_ROWS);
    stored.push(
      ...(await storeNotices(
        db,
        batch.map((message) => ({ companyId, personId, message })),
        now,
      )),
    );
  }
  return stored;
}

const COMMANDS: Record<string, Command> = {
  'company-add': {
    usage:
      'company-add <email> [--name "Company name"] [--first First] [--last Last] [--unverified] [--not-onboarded]',
    description:
      'create a company for demos and tests (verified and onboarded unless told); prints its id',
    valueOptions: ['name', 'first', 'last'],
    flags: ['unverified', 'not-onboarded'],
    positional: 1,
    async run({ db }, { positional: [email = ''], options }) {
      if (!EMAIL_WITH_DOTTED_DOMAIN.test(email))
        return fail(`company-add: "${email}" is not a valid e-mail address`);
      const onboarded = !options.has('not-onboarded');
      const text = (name: string, fallback: string) => {
        const value = options.get(name);
        // An onboarded account has the about-you fields filled in, as the app requires.
        return typeof value === 'string' ? value : onboarded ? fallback : null;
      };
      try {
        const company = await createCompany(db, {
          email,
          company_name: text('name', 'Demo company'),
          first_name: text('first', 'Demo'),
          last_name: text('last', 'User'),
          has_verified_email: !options.has('unverified'),
          onboard_position: onboarded ? 1 : 0,
        });
        return ok(String(company.id));
      } catch (error) {
        if (error instanceof DuplicateEmailError) return fail(`company-add: ${error.message}`);
        throw error;
      }
    },
  },
  impersonate: {
    usage: 'impersonate <email> [--reason "Why"]',
    description:
      "open a session of an hour as that company, or as that person in the company they worked in last (recorded in the audit log; with --reason, as a person's support, also told to the company); prints the link that logs the browser in",
    valueOptions: ['reason'],
    positional: 1,
    async run(ctx, { positional: [email = ''], options }) {
      const account = await findCompanyByEmail(ctx.db, email);
      if (!account || account.role !== 'company') {
        return fail(`impersonate: no company with e-mail ${email}`);
      }
      const given = options.get('reason');
      const reason = typeof given === 'string' ? given.trim() : '';
      if (reason && !(await opsReasonSchema.isValid(reason))) {
        return fail(
          `impersonate: --reason must have ${OPS_REASON_MIN} to ${OPS_REASON_MAX} characters the database can store`,
        );
      }
      // An account an invitation made is a person with no company of its own
      // (docs/product.md#brand-teams): it opens as that person where their login would.
      const asCompany = await isCompanyAccount(ctx.db, account.id);
      try {
        const { url } = await withServiceEnv(ctx, (env) =>
          asCompany
            ? impersonateCompany(env, CLI_ACTOR, account.id, reason)
            : impersonatePerson(env, CLI_ACTOR, account.id, reason),
        );
        return ok(url);
      } catch (error) {
        if (error instanceof ServiceError && error.code === 'NOT_FOUND') {
          return fail(`impersonate: the company ${email} was deleted`);
        }
        if (error instanceof ServiceError && error.code === 'NO_COMPANY') {
          return fail(
            `impersonate: ${email} is a person who belongs to no company (they left or were removed everywhere); a company must invite them again`,
          );
        }
        throw error;
      }
    },
  },
  mail: {
    usage: 'mail [--to email] [--limit N]',
    description:
      'print the newest mails of the outbox (where mail goes when SMTP_URL is not set), newest first',
    valueOptions: ['to', 'limit'],
    positional: 0,
    async run({ db, config }, { options }) {
      const to = options.get('to');
      const rawLimit = options.get('limit');
      const limit = typeof rawLimit === 'string' ? Number(rawLimit) : 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > MAX_OUTBOX_LIMIT) {
        return fail(`mail: --limit must be a whole number from 1 to ${MAX_OUTBOX_LIMIT}`);
      }
      const rows = await listOutbox(db, { to: typeof to === 'string' ? to : undefined, limit });
      const note = config.smtpUrl
        ? '(SMTP_URL is set: new mail goes to the SMTP server, not to this outbox.)\n\n'
        : '';
      return ok(note + formatOutbox(rows));
    },
  },
  notify: {
    usage: 'notify <email> <text> [--count N] [--over-ms MS] [--stamp]',
    description:
      "publish a real-time notification to that company's logged-in users (kept in its " +
      'notifications too); --count sends N (numbered #1…#N), spread evenly over --over-ms, ' +
      'and --stamp adds sent_at, when each was published (load tests)',
    valueOptions: ['count', 'over-ms'],
    flags: ['stamp'],
    positional: 2,
    async run(ctx, { positional: [email = '', text = ''], options }) {
      const { db } = ctx;
      if (text.trim() === '') return fail('notify: the text must not be empty');
      if (!isStorableText(text)) {
        return fail('notify: the text has a character that cannot be stored (NUL or half a pair)');
      }
      const count = Number(options.get('count') ?? 1);
      const overMs = Number(options.get('over-ms') ?? 0);
      const stamp = options.has('stamp');
      if (!Number.isInteger(count) || count < 1 || count > MAX_NOTIFY_COUNT) {
        return fail(`notify: --count must be a whole number from 1 to ${MAX_NOTIFY_COUNT}`);
      }
      if (!Number.isFinite(overMs) || overMs < 0 || overMs > 60_000) {
        return fail('notify: --over-ms must be a number of milliseconds from 0 to 60000');
      }
      const account = await findCompanyByEmail(db, email);
      if (!account) return fail(`notify: no company with e-mail ${email}`);
      const to = await personalNotice(db, account.id, text);
      return withPublisher(ctx, async (publisher) => {
        if (!publisher) {
          return fail('notify: no server is running, so nobody is connected to be notified');
        }
        const notices = await storeNotified(
          db,
          to,
          Array.from({ length: count }, (_, i) => (count === 1 ? text : `${text} #${i + 1}`)),
          ctx.now?.() ?? new Date(),
        );
        const started = Date.now();
        // Not one after the other: each publication's promise settles on delivery, and
        // waiting for it would pace a burst by the slowest subscriber.
        const sent: Array<Promise<void>> = [];
        for (let i = 1; i <= count; i++) {
          const due = started + ((i - 1) * overMs) / count;
          const wait = due - Date.now();
          if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
          const notice = notices[i - 1]!;
          // Publication time, not storage time: what a load test times delivery from.
          const details = stamp
            ? { ...notice.details, sent_at: new Date().toISOString() }
            : notice.details;
          const publication = notifyCompany(publisher, to.companyId, notice.message, details);
          // Told below, once all are sent: not an unhandled rejection in the meantime.
          publication.catch(() => {});
          sent.push(publication);
        }
        const elapsed = Date.now() - started;
        try {
          await Promise.all(sent);
        } catch (error) {
          const reason = errorText(error);
          return fail(
            `notify: kept in the company's notifications, but not published in real time: ${reason}`,
          );
        }
        return ok(
          count === 1
            ? `notified company ${to.companyId}`
            : `notified company ${to.companyId} ${count} times in ${elapsed} ms`,
        );
      });
    },
  },
  'sessions-revoke': {
    usage: 'sessions-revoke <email>',
    description:
      "revoke every session of that login in every company, and of everyone in that e-mail's company; prints how many",
    positional: 1,
    async run({ db, sessions }, { positional: [email = ''] }) {
      const company = await findCompanyByEmail(db, email);
      if (!company) return fail(`sessions-revoke: no company with e-mail ${email}`);
      const revoked = await revokeEverySession(db, company.id);
      sessions?.revoked(company.id);
      return ok(String(revoked));
    },
  },
  wallet: walletCommand,
  'payouts-failed': payoutsFailedCommand,
  campaign: campaignCommand,
  seed: seedCommand,
  'creator-session': creatorSessionCommand,
  'company-session': companySessionCommand,
  content: contentCommand,
  deal: dealCommand,
  'operator-add': operatorAddCommand,
  'operator-reset-factor': operatorResetFactorCommand,
};

export function helpText(): string {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage}\n      ${c.description}`);
  return [
    'Usage: npm run admin -- <command> [arguments]',
    '',
    'Commands:',
    '  help',
    '      list these commands',
    ...lines,
    '',
  ].join('\n');
}

function parseArgs(command: Command, name: string, rest: string[]): ParsedArgs | string {
  const positional: string[] = [];
  const options = new Map<string, string | true>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [key = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (command.valueOptions?.includes(key)) {
      const value = inline ?? rest[++i];
      if (value === undefined) return `${name}: --${key} needs a value`;
      options.set(key, value);
    } else if (command.flags?.includes(key) && inline === undefined) {
      options.set(key, true);
    } else {
      return `${name}: unknown option --${key}`;
    }
  }
  const [min, max] =
    typeof command.positional === 'number'
      ? [command.positional, command.positional]
      : command.positional;
  if (positional.length < min || positional.length > max) {
    return `usage: npm run admin -- ${command.usage}`;
  }
  return { positional, options };
}

/**
 * Splits a command line into what can be answered at once (help, unknown command, usage
 * errors: no database needed) and what must run against the database.
 */
export function prepareCommand(
  argv: string[],
):
  | { result: CommandResult }
  | { run: (ctx: AdminContext) => Promise<CommandResult>; timeoutMs?: number } {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    return { result: { code: 0, stdout: helpText(), stderr: '' } };
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    return { result: { code: 1, stdout: helpText(), stderr: `Unknown command: ${name}\n` } };
  }
  const args = parseArgs(command, name, rest);
  if (typeof args === 'string') return { result: fail(args) };
  return { run: (ctx) => command.run(ctx, args), timeoutMs: command.timeoutMs };
}

/** Runs a command line in a context that has the database (the server's admin endpoint). */
export async function runCommand(ctx: AdminContext, argv: string[]): Promise<CommandResult> {
  const prepared = prepareCommand(argv);
  return 'result' in prepared ? prepared.result : prepared.run(ctx);
}
