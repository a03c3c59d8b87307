/**
 * An admin command that fails at the database says so without the values bound to the
 * failed statement (e-mails, names, amounts): neither the server's log (a command run
 * through its admin endpoint) nor what the CLI prints (a command run on the database
 * itself) holds them, as for the API's errors (graphql-errors.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '@/server/admin/client';
import { openDatabase } from '@/server/db/client';
import { createLogger } from '@/server/logger';
import { logLeakOf } from '../fuzz/check';
import { startTestServer } from './helpers/testServer';
import type { TestServer } from './helpers/testServer';

/** A company name the database refuses (a check constraint of the test): text never to echo. */
const SECRET_NAME = 'Refused 4b8e1d';
const SECRET_EMAIL = 'refused-4b8e1d@example.com';
const SECRET_FIRST = 'Firstname9c2a';

const REFUSE = sql.raw(
  `alter table accounts add constraint test_refused_name check (company_name <> '${SECRET_NAME}')`,
);
const REFUSED_COMMAND = [
  'company-add',
  SECRET_EMAIL,
  '--name',
  SECRET_NAME,
  '--first',
  SECRET_FIRST,
];

/** The direct (no server) run must use the embedded database whatever the shell says. */
const embeddedEnv: NodeJS.ProcessEnv = { NODE_ENV: 'test' };

function expectNoValues(text: string): void {
  for (const value of [SECRET_NAME, SECRET_EMAIL, SECRET_FIRST]) expect(text).not.toContain(value);
  for (const line of text.split('\n')) expect(logLeakOf(line), line).toBeNull();
}

describe('an admin command failing at the database', () => {
  const lines: string[] = [];
  let t: TestServer;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    t = await startTestServer({ logger: createLogger({ logLevel: 'trace' }, sink) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('through the running server: the log names the statement and SQLSTATE, not the values', async () => {
    await t.db.execute(REFUSE);
    try {
      const result = await runAdminCommand(t.dataDir, REFUSED_COMMAND);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('company-add failed: database error (SQLSTATE 23514');
      expectNoValues(result.stdout + result.stderr);
    } finally {
      await t.db.execute(sql.raw('alter table accounts drop constraint test_refused_name'));
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        command: 'company-add',
        statement: expect.stringMatching(/^s_[0-9a-f]{32}$/),
        sqlState: '23514',
      }),
    );
    expectNoValues(lines.join(''));
  });

  it('on the database itself (no server): what the CLI prints holds no values', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ugc-admin-errors-'));
    try {
      const handle = await openDatabase({ dataDir, databaseUrl: undefined });
      try {
        await handle.db.execute(REFUSE);
      } finally {
        await handle.close();
      }
      const result = await runAdminCommand(dataDir, REFUSED_COMMAND, embeddedEnv);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('The command failed: database error (SQLSTATE 23514');
      expectNoValues(result.stdout + result.stderr);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // It creates and migrates an embedded database: seconds, more on a busy machine.
  }, 120_000);
});
