/** PostgreSQL error codes the services react to (SQLSTATE). */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export interface PgError {
  code: string;
  /** The constraint that failed, when the error names one. */
  constraint?: string;
}

/**
 * The PostgreSQL error inside `error`, as node-postgres or PGlite report it (Drizzle may
 * wrap it in its own error, with the original as `cause`), or null for any other error.
 */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  while (current && typeof current === 'object') {
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return typeof constraint === 'string' ? { code, constraint } : { code };
    }
    current = cause;
  }
  return null;
}

export function isPgError(error: unknown, code: string): boolean {
  return pgErrorOf(error)?.code === code;
}

/**
 * The SQL text of a failed query, or null: Drizzle wraps the driver's error in one that
 * holds the text and the values (`query`, `params`), and writes both into its message.
 */
export function queryOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    const { query, params, cause } = current as {
      query?: unknown;
      params?: unknown;
      cause?: unknown;
    };
    if (typeof query === 'string' && Array.isArray(params)) return query;
    current = cause;
  }
  return null;
}
