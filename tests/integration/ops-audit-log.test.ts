/**
 * The audit log (docs/product.md#operator-console): append-only in the database itself,
 * written only with the action's own transaction, and read by OpsAuditLog newest first
 * with exact filters, a time range and cursor pages.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/server/db/schema/ops';
import { pgErrorOf } from '@/server/db/errors';
import { CLI_ACTOR, recordAudit } from '@/server/services/ops/audit';
import { operatorActor } from '@/server/services/ops/actor';
import { ServiceError } from '@/server/services/errors';
import { errorOf } from './helpers/account';
import { dataOf } from './helpers/catalog';
import { postGraphql } from './helpers/http';
import { signedInOperator } from './helpers/operators';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const AUDIT_LOG = `query OpsAuditLog($filter: OpsAuditFilter, $first: Int, $after: String) {
  OpsAuditLog(filter: $filter, first: $first, after: $after) {
    nodes { id created_at operator action record_type record_id reason details }
    page_info { has_next_page end_cursor } } }`;

interface Entry {
  id: string;
  created_at: string;
  operator: string;
  action: string;
  record_type: string;
  record_id: string;
  reason: string;
  details: string;
}
interface AuditPage {
  OpsAuditLog: {
    nodes: Entry[];
    page_info: { has_next_page: boolean; end_cursor: string | null };
  };
}

let token = '';
let operatorEmail = '';
let operatorId = 0;
const BASE = Date.parse('2026-03-01T12:00:00.000Z');
/** Unique to this run, so other rows of the log (logins) never mix in. */
const ACTION = `test.${Date.now().toString(36)}`;

const read = (variables: Record<string, unknown>) =>
  postGraphql<AuditPage>(`${t.url}/v1/j`, AUDIT_LOG, { token, variables });

beforeAll(async () => {
  const operator = await signedInOperator(t);
  token = operator.token;
  operatorEmail = operator.email;
  const me = await postGraphql<{ OpsMe: { id: string } }>(
    `${t.url}/v1/j`,
    'query { OpsMe { id } }',
    {
      token,
    },
  );
  operatorId = Number(dataOf(me).OpsMe.id);
  const actor = { kind: 'operator' as const, operatorId, email: operatorEmail };
  // Five rows a minute apart, two at the very same time (the id breaks the tie).
  const times = [0, 1, 2, 2, 3].map((minutes) => new Date(BASE + minutes * 60_000));
  for (const [i, time] of times.entries()) {
    await t.db.transaction((tx) =>
      recordAudit(
        tx,
        i % 2 === 0 ? actor : CLI_ACTOR,
        {
          action: ACTION,
          recordType: i < 3 ? 'campaign' : 'creator',
          recordId: i + 1,
          reason: `reason number ${i}`,
          details: { n: i },
        },
        time,
      ),
    );
  }
});

describe('the audit log is append-only', () => {
  /** The database's refusal: its SQLSTATE (insufficient_privilege) and message. */
  const refusal = async (statement: ReturnType<typeof sql>) => {
    const error = await t.db.execute(statement).then(
      () => null,
      (e: unknown) => e,
    );
    const cause = (error as { cause?: { message?: unknown } } | null)?.cause;
    return `${pgErrorOf(error)?.code} ${String(cause?.message)}`;
  };

  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    expect(await refusal(sql`update audit_log set reason = 'rewritten'`)).toMatch(
      /^42501 .*append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from audit_log`)).toMatch(
      /^42501 .*append-only: DELETE refused/,
    );
    expect(await refusal(sql`truncate audit_log`)).toMatch(
      /^42501 .*append-only: TRUNCATE refused/,
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, ACTION));
    expect(rows.map((row) => row.reason)).toEqual([0, 1, 2, 3, 4].map((i) => `reason number ${i}`));
  });

  it('keeps no row of an action whose transaction failed', async () => {
    const action = `${ACTION}.failed`;
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, CLI_ACTOR, { action, recordType: 'campaign', recordId: 1 });
        throw new Error('the action failed after its audit row');
      }),
    ).rejects.toThrow('the action failed');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, action))).toEqual([]);
  });

  it('names only a signed-in operator as the actor of a request', () => {
    const operator = { id: 7, email: 'ops@example.com' };
    expect(operatorActor({ role: 'operator', operator })).toEqual({
      kind: 'operator',
      operatorId: 7,
      email: 'ops@example.com',
    });
    for (const role of ['company', 'creator'] as const) {
      expect(() => operatorActor({ role, operator })).toThrow(ServiceError);
    }
    expect(() => operatorActor({ role: 'operator' })).toThrow(ServiceError);
  });
});

describe('OpsAuditLog', () => {
  it('lists newest first, in pages that neither skip nor repeat', async () => {
    const first = dataOf(await read({ filter: { action: ACTION }, first: 2 })).OpsAuditLog;
    expect(first.nodes.map((node) => node.record_id)).toEqual(['5', '4']);
    expect(first.page_info.has_next_page).toBe(true);
    expect(first.nodes[0]).toEqual({
      id: expect.any(String),
      created_at: new Date(BASE + 3 * 60_000).toISOString(),
      operator: operatorEmail,
      action: ACTION,
      record_type: 'creator',
      record_id: '5',
      reason: 'reason number 4',
      details: '{"n":4}',
    });
    const second = dataOf(
      await read({ filter: { action: ACTION }, first: 2, after: first.page_info.end_cursor }),
    ).OpsAuditLog;
    expect(second.nodes.map((node) => node.record_id)).toEqual(['3', '2']);
    const last = dataOf(
      await read({ filter: { action: ACTION }, first: 2, after: second.page_info.end_cursor }),
    ).OpsAuditLog;
    expect(last.nodes.map((node) => node.record_id)).toEqual(['1']);
    expect(last.page_info.has_next_page).toBe(false);
  });

  it('filters by operator, record and time range (from inclusive, to exclusive)', async () => {
    const ids = async (filter: Record<string, unknown>) =>
      dataOf(await read({ filter: { action: ACTION, ...filter } })).OpsAuditLog.nodes.map(
        (node) => node.record_id,
      );
    expect(await ids({ operator: 'cli' })).toEqual(['4', '2']);
    expect(await ids({ operator: operatorEmail })).toEqual(['5', '3', '1']);
    expect(await ids({ record_type: 'campaign' })).toEqual(['3', '2', '1']);
    expect(await ids({ record_type: 'campaign', record_id: '2' })).toEqual(['2']);
    expect(
      await ids({
        from: new Date(BASE + 60_000).toISOString(),
        to: new Date(BASE + 3 * 60_000).toISOString(),
      }),
    ).toEqual(['4', '3', '2']);
    // The login that opened this session is in the log too.
    const logins = dataOf(
      await read({ filter: { action: 'operator.login', operator: operatorEmail } }),
    );
    expect(logins.OpsAuditLog.nodes).toHaveLength(1);
  });

  it('refuses bad filters and pages with a translated message, reading nothing', async () => {
    const refused = async (variables: Record<string, unknown>) =>
      errorOf(await read(variables)).extensions;
    expect(await refused({ filter: { action: 'a'.repeat(256) } })).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { action: 'At most 255 characters' },
    });
    expect(await refused({ filter: { record_id: 'a\u0000b' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { record_id: expect.any(String) },
    });
    for (const from of ['yesterday', '2026-02-30T00:00:00.000Z']) {
      expect(await refused({ filter: { from } })).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { from: 'Enter a valid date' },
      });
    }
    for (const first of [0, 101]) {
      expect(await refused({ first })).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await refused({ after: 'not-a-cursor' })).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { after: expect.any(String) },
    });
  });
});
