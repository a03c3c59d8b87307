import type { GraphqlBaseQueryError, GraphqlErrorItem } from '@/store/graphqlBaseQuery';

/** The `extensions` of an expected API error (server/graphql/errors.ts). */
export interface ServiceErrorExtensions {
  code?: string;
  /** Argument name → message, already translated into the request's language. */
  fields?: Record<string, string>;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
}

export type SubmissionErrors = Record<string, string>;

/**
 * The key of a form-level message among submission errors: final-form's `FORM_ERROR`,
 * written out so that Login's form, which does without final-form, need not load it for
 * this one string (the tests of `submissionErrorsOf` hold the two equal).
 */
export const FORM_ERROR = 'FINAL_FORM/form-error';

function isBaseQueryError(error: unknown): error is GraphqlBaseQueryError {
  return typeof error === 'object' && error !== null && 'kind' in error;
}

/** The first GraphQL error of a failed call, or null for network-level failures. */
export function graphqlErrorOf(error: unknown): GraphqlErrorItem | null {
  if (!isBaseQueryError(error) || error.kind !== 'graphql') return null;
  return error.errors[0] ?? null;
}

export function extensionsOf(error: unknown): ServiceErrorExtensions {
  return (graphqlErrorOf(error)?.extensions ?? {}) as ServiceErrorExtensions;
}

/** The `extensions.code` of a failed call (INVALID_CREDENTIALS, CODE_INVALID, …). */
export function errorCodeOf(error: unknown): string | undefined {
  return extensionsOf(error).code;
}

/**
 * A failed call as react-final-form submission errors. Messages the server tied to an
 * argument land on the field of that name, or on the field `fields` maps it to where the
 * form names it otherwise (`{ logo_image_id: 'logo' }`); the rest (or a field the form
 * does not show, such as a link's token) become the form-level message above the button.
 *
 * Network failures (unreachable, 404, 401) return nothing: the app already reported them
 * with a toast or by ending the session (docs/product.md#network-errors); other statuses are
 * "a bad request, with no message shown".
 */
export function submissionErrorsOf(
  error: unknown,
  fields: readonly string[] | Readonly<Record<string, string>>,
): SubmissionErrors | undefined {
  const item = graphqlErrorOf(error);
  if (!item) return undefined;
  const fieldOf: Readonly<Record<string, string>> = Array.isArray(fields)
    ? Object.fromEntries(fields.map((name) => [name, name]))
    : fields;
  const errors: SubmissionErrors = {};
  const stray: string[] = [];
  for (const [name, message] of Object.entries(extensionsOf(error).fields ?? {})) {
    if (typeof message !== 'string') continue;
    const field = Object.hasOwn(fieldOf, name) ? fieldOf[name] : undefined;
    if (field !== undefined) errors[field] = message;
    else stray.push(message);
  }
  // A field message says more than the general "some fields are not valid".
  if (stray.length > 0) errors[FORM_ERROR] = stray.join(' ');
  else if (Object.keys(errors).length === 0) errors[FORM_ERROR] = item.message;
  return errors;
}

/** Failures the app already told the user about (docs/product.md#network-errors). */
const REPORTED: ReadonlyArray<GraphqlBaseQueryError['kind']> = [
  'unauthorized',
  'unreachable',
  'not_found',
];

/** Whether a failed call was already reported (a toast, or the session ended). */
export const alreadyReported = (error: unknown) =>
  isBaseQueryError(error) && REPORTED.includes(error.kind);
