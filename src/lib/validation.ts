/**
 * What every form's rules share, client and server alike (pure: no DOM, no i18n).
 * A rule's message is an i18next key (`validation:…`) with the limits as values, turned
 * into text by whoever shows it; `fieldErrorsOf` collects one per field.
 */
import { ValidationError } from 'yup';
import type { AnyObjectSchema, InferType, StringSchema } from 'yup';

/** A translation key of the `validation` namespace plus the values its text interpolates. */
export interface FieldMessage {
  key: string;
  values: Record<string, number | string>;
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
    const path = item.path ?? '';
    if (path in fields) continue;
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
