/**
 * The operator console's role wall (docs/product.md#operator-console), for every root
 * field of the schema, including those added after this file: each `Ops…` operation
 * refuses company and creator sessions and dead operator sessions, and an operator session
 * reaches nothing else.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_TTL_SECONDS } from '@/domain/ops/rules';
import { issueSession, revokeSessions } from '@/server/auth/tokens';
import { creators } from '@/server/db/schema/creators';
import { isOperatorOperation } from '@/server/graphql/roles';
import { errorOf } from './helpers/account';
import { creatorSession, variedCreators } from './helpers/creators';
import { signedInOperator } from './helpers/operators';
import { rootOperations, sendOperation } from './helpers/rootFields';
import { serverForFile } from './helpers/testServer';

const t = serverForFile();

const FORBIDDEN = { message: 'This account cannot do that', extensions: { code: 'FORBIDDEN' } };

const tokens = { company: '', creator: '', operator: '', expired: '', revoked: '' };

beforeAll(async () => {
  const company = await t.createCompany();
  tokens.company = await t.createSession(company.id);
  const creator = await t.createCompany({ role: 'creator' });
  await t.db.insert(creators).values({ ...variedCreators(1)[0]!, id: creator.id });
  tokens.creator = await creatorSession(t, creator.id);
  tokens.operator = (await signedInOperator(t)).token;

  const operator = await t.createCompany({ role: 'operator' });
  const longAgo = new Date(Date.now() - 2 * OPERATOR_SESSION_TTL_SECONDS * 1000);
  const session = (at: Date) =>
    issueSession(
      t.db,
      t.config.jwtSecret,
      operator.id,
      at,
      'operator',
      OPERATOR_SESSION_TTL_SECONDS,
    );
  tokens.expired = (await session(longAgo)).token;
  tokens.revoked = (await session(new Date())).token;
  await revokeSessions(t.db, operator.id);
});

describe('operator operations: operator sessions only', () => {
  const all = rootOperations();
  const ops = all.filter((op) => isOperatorOperation(op.name));

  it('finds the console operations in the schema', () => {
    expect(ops.map((op) => op.name)).toEqual(
      expect.arrayContaining(['OpsMe', 'OpsAuditLog', 'OpsLogout']),
    );
  });

  it('refuses each to a company and a creator session', async () => {
    for (const op of ops) {
      for (const role of ['company', 'creator'] as const) {
        const response = await sendOperation(t.url, tokens[role], op);
        expect(response.status, `${op.name} as ${role}`).toBe(200);
        expect(errorOf(response), `${op.name} as ${role}`).toMatchObject(FORBIDDEN);
      }
    }
  });

  it('refuses each to an expired and a revoked operator session (401)', async () => {
    for (const op of ops) {
      for (const which of ['expired', 'revoked'] as const) {
        const response = await sendOperation(t.url, tokens[which], op);
        expect(response.status, `${op.name} with a ${which} session`).toBe(401);
        expect(response.body, `${op.name} with a ${which} session`).toEqual({
          errors: [{ message: 'Unauthorized' }],
        });
      }
    }
  });

  it('refuses every other operation to an operator session', async () => {
    const others = all.filter((op) => !isOperatorOperation(op.name));
    expect(others.length).toBeGreaterThan(50);
    for (const op of others) {
      const response = await sendOperation(t.url, tokens.operator, op);
      expect(response.status, op.name).toBe(200);
      expect(errorOf(response), op.name).toMatchObject(FORBIDDEN);
    }
  });
});
