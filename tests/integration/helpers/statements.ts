import type { Database } from '@/server/db/client';

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface StatementLog {
  statements: Statement[];
  stop(): void;
}

type Query = (text: unknown, params?: unknown, ...rest: unknown[]) => Promise<unknown>;
interface Queryable {
  query: Query;
}

/** The text and parameters of a driver call: pg takes a config object or text, PGlite text. */
function statementOf(text: unknown, params: unknown): Statement {
  if (typeof text === 'object' && text !== null && 'text' in text) {
    const config = text as { text: string; values?: unknown[] };
    return { sql: config.text, params: config.values ?? (Array.isArray(params) ? params : []) };
  }
  return { sql: String(text), params: Array.isArray(params) ? params : [] };
}

/** Replaces `target[name]` with `wrap(original)` until the returned function restores it. */
function patch<T extends object, K extends keyof T>(target: T, name: K, wrap: (f: T[K]) => T[K]) {
  const own = Object.prototype.hasOwnProperty.call(target, name);
  const original = target[name];
  target[name] = wrap(original);
  return () => {
    if (own) target[name] = original;
    else delete target[name];
  };
}

/**
 * Records every statement the server's database driver receives from now until `stop()`:
 * PGlite's query/exec and transactions (BEGIN and COMMIT count), or the pg pool's queries
 * and those of the clients it lends (transactions). The driver level, so nothing a service
 * runs (raw SQL included) escapes the count.
 */
export function recordStatements(db: Database): StatementLog {
  const statements: Statement[] = [];
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const record =
    (query: Query): Query =>
    (text, params, ...rest) => {
      statements.push(statementOf(text, params));
      return query(text, params, ...rest);
    };
  const restores: Array<() => void> = [];
  const queryable = client as unknown as Queryable;
  restores.push(patch(queryable, 'query', (query) => record(query.bind(client))));
  if (typeof client.listen === 'function') {
    // PGlite: exec runs text without parameters; a transaction is BEGIN, its work, COMMIT.
    const embedded = client as unknown as {
      exec: Query;
      transaction: (work: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
    };
    restores.push(patch(embedded, 'exec', (exec) => record(exec.bind(client))));
    restores.push(
      patch(embedded, 'transaction', (transaction) => (work) => {
        statements.push({ sql: 'begin', params: [] });
        return transaction
          .call(client, (tx) => {
            restores.push(patch(tx, 'query', (query) => record(query.bind(tx))));
            return work(tx);
          })
          .finally(() => statements.push({ sql: 'commit', params: [] }));
      }),
    );
  } else {
    // pg.Pool: a transaction borrows a client and sends BEGIN/COMMIT through it.
    // pool.query itself borrows through connect(callback): that one is counted above.
    const pool = client as unknown as { connect: (...args: unknown[]) => Promise<Queryable> };
    restores.push(
      patch(pool, 'connect', (connect) => async (...args: unknown[]) => {
        if (args.length > 0) return connect.apply(client, args);
        const lent = await connect.call(client);
        restores.push(patch(lent, 'query', (query) => record(query.bind(lent))));
        return lent;
      }),
    );
  }
  return {
    statements,
    stop: () => {
      for (const restore of restores.splice(0).reverse()) restore();
    },
  };
}

/** The statements `work` made the server run. */
export async function statementsOf(db: Database, work: () => Promise<unknown>) {
  const log = recordStatements(db);
  try {
    await work();
  } finally {
    log.stop();
  }
  return log.statements;
}
