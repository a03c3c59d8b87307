/**
 * What every form's rules share, client and server alike (pure: no DOM, no i18n).
 * A rule's message is an i18next key (`validation:…`) with the limits as values, turned
 * into text by whoever shows it; `fieldErrorsOf` collects one per field.
 */
import { array, string } from 'yup';
import type { AnyObjectSchema, InferType, MixedSchema, StringSchema } from 'yup';
import {
  fieldErrorsOf,
  isInputRules,
  isValidationError,
  type FieldMessage,
  type InputRules,
  type ValidationResult,
} from './fieldErrors';
import { isStorableText } from './storableText';

/**
 * A message with the values its text names, for the rules that carry no values of their
 * own (required, typeError, matches): "The name must have {{min}} to {{max}} characters"
 * must read the same whichever rule refused the name. yup keeps such a message as given.
 */
export const withValues = (
  key: string,
  values: FieldMessage['values'],
): FieldMessage & Record<PropertyKey, unknown> => ({ key, values });

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

/**
 * Validates (and casts: trimmed strings, defaults) without throwing for bad input; any
 * other error (a bug in a rule) still throws. Takes a yup schema or hand-written rules.
 */
export async function validateWith<T>(
  rules: InputRules<T>,
  input: unknown,
): Promise<ValidationResult<T>>;
export async function validateWith<S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<ValidationResult<InferType<S>>>;
export async function validateWith(
  rules: AnyObjectSchema | InputRules<unknown>,
  input: unknown,
): Promise<ValidationResult<unknown>>;
export async function validateWith(
  schema: AnyObjectSchema | InputRules<unknown>,
  input: unknown,
): Promise<ValidationResult<unknown>> {
  if (isInputRules(schema)) return schema.check(input);
  try {
    const value: unknown = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (isValidationError(error)) return { ok: false, fields: fieldErrorsOf(error) };
    throw error;
  }
}
