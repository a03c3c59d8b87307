import type { AnyObjectSchema } from 'yup';
import {
  fieldErrorsOf,
  isInputRules,
  isValidationError,
  type FieldMessage,
  type InputRules,
} from '@/domain/fieldErrors';
import type { FormMessage } from './messages';

export type FormErrors = Record<string, FormMessage>;

/** A form's shared rules: the yup schema the API checks with, or hand-written rules. */
export type FormRules = AnyObjectSchema | InputRules<unknown>;

/**
 * What a form's values become before the shared rules check them, when the form shows a
 * field differently from the API (a price typed in dollars, checked in cents): the rules
 * are written once, on the API's values.
 */
export type ToInput<Values> = (values: Values) => object;

/** The field errors of `input`, none when the rules accept it. */
function errorsOf(rules: FormRules, input: object): Record<string, FieldMessage> {
  if (isInputRules(rules)) {
    const result = rules.check(input);
    return result.ok ? {} : result.fields;
  }
  try {
    rules.validateSync(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (isValidationError(error)) return fieldErrorsOf(error);
    throw error;
  }
}

/**
 * The react-final-form `validate` of a form, from the same rules the API checks with.
 * Synchronous on purpose: the shared rules have no async tests, and a sync validator
 * shows an error in the same render as the keystroke (no flicker, no `validating` state
 * holding the submit back).
 */
export function formValidator<Values extends object>(rules: FormRules, toInput?: ToInput<Values>) {
  return (values: Values): FormErrors => errorsOf(rules, toInput ? toInput(values) : values);
}
