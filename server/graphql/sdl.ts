import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `app`: the authenticated endpoint (/v1/j); `guest`: the unauthenticated one (/v1/j/guest). */
export type SchemaKind = 'app' | 'guest';
export const SCHEMA_KINDS: readonly SchemaKind[] = ['app', 'guest'];

const SCHEMA_ROOT = fileURLToPath(new URL('./schema', import.meta.url));
/** Types both schemas declare (result types such as StatusMessage). */
const SHARED = 'shared';

function filesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/**
 * The SDL files of one schema, in a stable order: the shared types, then the kind's own.
 * Each feature keeps its own file; files may each declare `type Query` / `type Mutation`,
 * which are merged field by field.
 */
export function loadTypeDefs(kind: SchemaKind): string[] {
  return [...filesOf(join(SCHEMA_ROOT, SHARED)), ...filesOf(join(SCHEMA_ROOT, kind))];
}
