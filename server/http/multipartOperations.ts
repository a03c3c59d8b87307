/**
 * The GraphQL operations of a multipart request, its files put where its `map` says
 * (https://github.com/jaydenseric/graphql-multipart-request-spec), refused with the same
 * messages as yoga's own multipart parser.
 */
import { createGraphQLError } from 'graphql-yoga';
import type { GraphQLParams } from 'graphql-yoga';

/** A form part: a field's text, or a file. */
export type FormValue = string | File;

const refused = (message: string) => createGraphQLError(message);

/** Keys that would reach an object's prototype instead of the operations' own values. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Sets `value` at a dotted path of `target` (`variables.files.0`), making objects on the way. */
function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let current = target;
  for (const [at, key] of keys.entries()) {
    if (FORBIDDEN_KEYS.has(key)) return;
    if (at === keys.length - 1) {
      current[key] = value;
      return;
    }
    const next = current[key];
    if (!Object.hasOwn(current, key) || typeof next !== 'object' || next === null) {
      current[key] = {};
    }
    current = current[key] as Record<string, unknown>;
  }
}

function parsedField(form: Map<string, FormValue>, name: string): unknown {
  const text = form.get(name);
  if (typeof text !== 'string') throw refused(`Multipart form field "${name}" must be a string`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw refused(`Multipart form field "${name}" must be a valid JSON string`);
  }
}

export function operationsOf(form: Map<string, FormValue>): GraphQLParams | GraphQLParams[] {
  if (!form.get('operations')) throw refused('Missing multipart form field "operations"');
  const operations = parsedField(form, 'operations');
  // Not an object: yoga refuses such parameters itself; there is nowhere to put files.
  if (!form.has('map') || typeof operations !== 'object' || operations === null) {
    return operations as GraphQLParams;
  }
  const map = parsedField(form, 'map');
  for (const [part, paths] of Object.entries(map ?? {})) {
    if (!Array.isArray(paths) || !paths.every((path) => typeof path === 'string')) {
      throw refused('Multipart form field "map" must give each file a list of paths');
    }
    // A part the request does not hold leaves null there, as yoga's parser does.
    for (const path of paths) {
      setAtPath(operations as Record<string, unknown>, path, form.get(part) ?? null);
    }
  }
  return operations as GraphQLParams;
}
