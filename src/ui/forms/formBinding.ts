import { createContext, useContext } from 'react';
import type { FieldInputProps, FieldMetaState, UseFieldConfig } from 'react-final-form';

/** What a field reads of its form: its input's props and its state (react-final-form's shapes). */
export interface BoundField<Value> {
  input: FieldInputProps<Value, HTMLInputElement>;
  meta: Pick<
    FieldMetaState<Value>,
    'touched' | 'modified' | 'submitFailed' | 'error' | 'submitError' | 'dirtySinceLastSubmit'
  >;
}

/** The field config a binding honours: a normalizer applied when the field is left, and the like. */
export type BoundFieldConfig = Pick<
  UseFieldConfig,
  'validate' | 'isEqual' | 'format' | 'formatOnBlur'
>;

/** What the form's footer reads: the submit's progress and what it was refused for. */
export interface FormStatus {
  submitting: boolean;
  submitFailed: boolean;
  /** The form-level message of a refused submit. */
  submitError: unknown;
  /** The rules' errors, by field name. */
  errors: Record<string, unknown>;
  /** The names of the fields the form shows. */
  registeredFields: string[];
}

/**
 * How the shared fields (fields.tsx, FormFooter.tsx) reach the form around them: through
 * react-final-form in `ValidatedForm`, or through the small form of the first screen
 * (`FirstScreenForm`), which spares Login the form library's download. Each binding is one
 * constant object, so the hooks a field calls are the same on every render.
 */
export interface FormBinding {
  useField<Value>(name: string, config: BoundFieldConfig): BoundField<Value>;
  useStatus(): FormStatus;
  /** Whether a submit is under way (for the button, which needs nothing else). */
  useSubmitting(): boolean;
}

export const FormBindingContext = createContext<FormBinding | null>(null);

export function useFormBinding(): FormBinding {
  const binding = useContext(FormBindingContext);
  if (!binding) throw new Error('A form field is rendered outside a form');
  return binding;
}
