/**
 * How a refused input is reported, client and server alike, whatever checked it: one
 * message per field, an i18next key of the `validation` namespace with the limits its text
 * names. Free of yup at run time, so that a screen checking its input with hand-written
 * rules (`InputRules`, the login's) loads no schema library.
 */
import type { ValidationError } from 'yup';

/** A translation key of the `validation` namespace plus the values its text interpolates. */
export interface FieldMessage {
  key: string;
  values: Record<string, number | string>;
}

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, FieldMessage> };

/**
 * Rules written by hand instead of as a yup schema: `check` casts (trims) and validates
 * at once, synchronously, with the same messages a schema would give.
 */
export interface InputRules<T> {
  check: (input: unknown) => ValidationResult<T>;
}

export const isInputRules = (rules: object): rules is InputRules<unknown> =>
  typeof (rules as Partial<InputRules<unknown>>).check === 'function';

export const isFieldMessage = (message: unknown): message is FieldMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as Partial<FieldMessage>).key === 'string' &&
  typeof (message as Partial<FieldMessage>).values === 'object';

/**
 * A yup refusal, told by its name as yup's own `ValidationError.isError` does: comparing
 * with the class would load yup wherever an error is read.
 */
export const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError';

/** The values a message may interpolate: the declared limits, never the input itself. */
const MESSAGE_VALUES = ['min', 'max', 'length'] as const;

/**
 * One message per field (the first rule it breaks), from a failed `validate(…,
 * { abortEarly: false })`. The client turns them into form errors, the server into the
 * `fields` of its BAD_USER_INPUT error, each translating with its own i18n.
 */
export function fieldErrorsOf(error: ValidationError): Record<string, FieldMessage> {
  const fields: Record<string, FieldMessage> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const item of errors) {
    // An item of a list (`image_ids[2]`) is reported on the list: the argument the form knows.
    const path = (item.path ?? '').replace(/\[\d+\]$/, '');
    if (path in fields) continue;
    // Typed as a string by yup, but a message given as withValues(…) stays that object.
    const message: unknown = item.message;
    if (isFieldMessage(message)) {
      fields[path] = message;
      continue;
    }
    const values: Record<string, number | string> = {};
    for (const name of MESSAGE_VALUES) {
      const value = item.params?.[name];
      if (typeof value === 'number' || typeof value === 'string') values[name] = value;
    }
    fields[path] = { key: String(item.message), values };
  }
  return fields;
}
