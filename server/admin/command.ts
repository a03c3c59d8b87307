/** What every admin command is made of (server/admin/commands.ts lists them). */
import type { SessionCache } from '../auth/sessionCache';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Publisher } from '../realtime/publisher';
import type { ImageStorage } from '../storage/types';

/** What a command may use; the same whether it runs inside the server or in the CLI. */
export interface AdminContext {
  db: Database;
  config: Config;
  /** The running server's real-time publisher; absent when the CLI runs on its own. */
  publisher?: Publisher;
  /** The running server's session cache; absent when the CLI runs on its own. */
  sessions?: SessionCache;
  /** The running server's clock (the ledger's times follow it); the system's otherwise. */
  now?: () => Date;
  /** The running server's image storage; the CLI uses the default one under DATA_DIR. */
  storage?: ImageStorage;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface ParsedArgs {
  positional: string[];
  options: Map<string, string | true>;
}

export interface Command {
  usage: string;
  description: string;
  /** Option names taking a value; any other `--x` is a boolean flag. */
  valueOptions?: string[];
  flags?: string[];
  /** How many positional arguments: exactly N, or [min, max] (subcommands of their own). */
  positional: number | readonly [number, number];
  /** How long the CLI waits for the running server to answer, if longer than usual. */
  timeoutMs?: number;
  run(ctx: AdminContext, args: ParsedArgs): Promise<CommandResult>;
}

export const ok = (stdout: string): CommandResult => ({
  code: 0,
  stdout: `${stdout}\n`,
  stderr: '',
});
export const fail = (stderr: string): CommandResult => ({
  code: 1,
  stdout: '',
  stderr: `${stderr}\n`,
});

/** An amount as an operator reads it: $1,250.00. */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
