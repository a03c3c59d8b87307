/**
 * What every form's rules share, client and server alike (pure: no DOM, no i18n).
 * A rule's message is an i18next key (`validation:…`) with the limits as values, turned
 * into text by whoever shows it; `fieldErrorsOf` collects one per field.
 */
import { array, string, ValidationError } from 'yup';
import type { AnyObjectSchema, InferType, MixedSchema, StringSchema } from 'yup';

/** A translation key of the `validation` namespace plus the values its text interpolates. */
export interface FieldMessage {
  key: string;
  values: Record<string, number | string>;
}

/**
 * A message with the values its text names, for the rules that carry no values of their
 * own (required, typeError, matches): "The name must have {{min}} to {{max}} characters"
 * must read the same whichever rule refused the name. yup keeps such a message as given.
 */
export const withValues = (
  key: string,
  values: FieldMessage['values'],
): FieldMessage & Record<PropertyKey, unknown> => ({ key, values });

const isFieldMessage = (message: unknown): message is FieldMessage =>
  typeof message === 'object' &&
  message !== null &&
  typeof (message as Partial<FieldMessage>).key === 'string' &&
  typeof (message as Partial<FieldMessage>).values === 'object';

/**
 * What the database cannot store as text: PostgreSQL refuses NUL, and UTF-8 has no
 * encoding for half of a UTF-16 surrogate pair. In unicode mode a pair is one code point,
 * so only a lone half matches.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE_TEXT = /[\u0000\uD800-\uDFFF]/u;

export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

/**
 * The start of every text rule, client and server alike: a string the database can store.
 * Anything else is refused as bad input with a message of its own, never sent to SQL.
 */
export function storableString() {
  return string().test({
    name: 'storable',
    message: 'validation:textNotStorable',
    skipAbsent: true,
    test: (value) => value === undefined || isStorableText(value),
  });
}

/** One of `values`, with `key` when missing or anything else. */
export function oneOf<T extends string>(values: readonly T[], key: string) {
  // A test, not yup's oneOf: oneOf runs before every test and skips them, so text the
  // database cannot store would be told it is not a choice instead.
  return storableString()
    .required(key)
    .test({
      name: 'oneOf',
      message: key,
      skipAbsent: true,
      test: (value) => value === undefined || (values as readonly string[]).includes(value),
    }) as unknown as MixedSchema<T>; // typed as the choice it admits, for InferType
}

/** A list of choices from `values`, no repeats, possibly empty or absent (a filter's). */
export function optionalChoices<T extends string>(values: readonly T[], key: string) {
  return array(oneOf(values, key))
    .max(values.length, key)
    .test({
      name: 'unique',
      message: key,
      test: (items) => !items || new Set(items).size === items.length,
    });
}

/** A list of choices from `values`: at least one, no repeats. */
export function choices<T extends string>(values: readonly T[], key: string) {
  return optionalChoices(values, key).required(key).min(1, key);
}

/**
 * Equal to the sibling field `other` (a repeated password). A test rather than
 * `oneOf([ref(other)])`: yup checks oneOf before any test and then skips them all, so text
 * that cannot be stored would be told it does not match instead.
 */
export function sameAs<S extends StringSchema<string | undefined>>(
  schema: S,
  other: string,
  key: string,
): S {
  return schema.test({
    name: 'sameAs',
    message: key,
    skipAbsent: true,
    test(value) {
      return value === undefined || value === (this.parent as Record<string, unknown>)[other];
    },
  });
}

/** Length between min and max (inclusive), reported once with both bounds as values. */
export function lengthBetween<S extends StringSchema<string | undefined>>(
  schema: S,
  min: number,
  max: number,
  key: string,
): S {
  // Generic so a `.required()` schema stays required in the inferred type.
  return schema.test({
    name: 'lengthBetween',
    message: key,
    params: { min, max },
    skipAbsent: true,
    test: (value) => value === undefined || (value.length >= min && value.length <= max),
  });
}

/** A required text of `min` to `max` characters: missing or not, one message with both. */
export function requiredLength(
  schema: StringSchema<string | undefined>,
  min: number,
  max: number,
  key: string,
) {
  return lengthBetween(schema.required(withValues(key, { min, max })), min, max, key);
}

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

export type ValidationResult<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, FieldMessage> };

/**
 * Validates (and casts: trimmed strings, defaults) without throwing for bad input; any
 * other error (a bug in a rule) still throws.
 */
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = (await schema.validate(input, {
      abortEarly: false,
      stripUnknown: true,
    })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, fields: fieldErrorsOf(error) };
    throw error;
  }
}
