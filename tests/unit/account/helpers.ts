import type { AnyObjectSchema } from 'yup';
import { validateWith } from '@/domain/validation';
import type { FieldMessage, InputRules } from '@/domain/fieldErrors';

/** The field → message key map of a validation (empty when valid). */
export async function keys(
  schema: AnyObjectSchema | InputRules<unknown>,
  input: object,
): Promise<Record<string, string>> {
  const result = await validateWith(schema, input);
  if (result.ok) return {};
  return Object.fromEntries(Object.entries(result.fields).map(([field, m]) => [field, m.key]));
}

export async function fields(
  schema: AnyObjectSchema,
  input: object,
): Promise<Record<string, FieldMessage>> {
  const result = await validateWith(schema, input);
  return result.ok ? {} : result.fields;
}

/** A password of `length` characters with one capital letter. */
export const password = (length: number) => `P${'a'.repeat(length - 1)}`;
export const text = (length: number) => 'x'.repeat(length);
export const EMAIL = 'ada@example.com';
