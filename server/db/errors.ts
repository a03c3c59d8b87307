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
