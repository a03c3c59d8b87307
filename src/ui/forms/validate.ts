import { ValidationError, type AnyObjectSchema } from 'yup';
import { fieldErrorsOf } from '@/domain/validation';
import type { FormMessage } from './messages';

export type FormErrors = Record<string, FormMessage>;

/**
 * What a form's values become before the shared rules check them, when the form shows a
 * field differently from the API (a price typed in dollars, checked in cents): the rules
 * are written once, on the API's values.
 */
export type ToInput<Values> = (values: Values) => object;

/**
 * The react-final-form `validate` of a form, from the same yup schema the API checks
 * with. Synchronous on purpose: the shared rules have no async tests, and a sync
 * validator shows an error in the same render as the keystroke (no flicker, no
 * `validating` state holding the submit back).
 */
export function formValidator<Values extends object>(
  schema: AnyObjectSchema,
  toInput?: ToInput<Values>,
) {
  return (values: Values): FormErrors => {
    try {
      schema.validateSync(toInput ? toInput(values) : values, { abortEarly: false });
      return {};
    } catch (error) {
      if (error instanceof ValidationError) return fieldErrorsOf(error);
      throw error;
    }
  };
}
