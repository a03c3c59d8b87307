import type { FormApi } from 'final-form';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { finalFormBinding } from './finalFormBinding';
import { FormBindingContext } from './formBinding';
import { FormElement } from './FormElement';
import type { SubmissionErrors } from './submissionErrors';
import { formValidator, type FormRules, type ToInput } from './validate';

export interface ValidatedFormProps<Values extends object> {
  /** The shared rules of this form (a feature's schema.ts, or hand-written `InputRules`). */
  schema: FormRules;
  /** The values as the API takes them, for `schema` to check (see `ToInput`). */
  toInput?: ToInput<Values>;
  /** Resolves with submission errors (see `submissionErrorsOf`) when the server refused. */
  onSubmit: (
    values: Values,
    form: FormApi<Values>,
  ) => Promise<SubmissionErrors | undefined | void> | SubmissionErrors | undefined | void;
  initialValues?: Partial<Values>;
  /** The form's accessible name, when the page has more than one form. */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * react-final-form with shared rules: validation from the shared schema, errors shown
 * once a field was changed and left or a submit tried (see `useFieldWithMessage`), Enter
 * submits, and a submit that fails — on the client's rules or the server's answer — moves
 * focus to the first field with an error. final-form ignores a second submit while one is pending.
 */
export function ValidatedForm<Values extends object>({
  schema,
  toInput,
  onSubmit,
  initialValues,
  children,
  'aria-label': ariaLabel,
}: ValidatedFormProps<Values>) {
  const validate = useMemo(() => formValidator(schema, toInput), [schema, toInput]);
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      // The form element re-renders for nothing: fields and buttons subscribe themselves.
      subscription={{}}
      render={({ handleSubmit, form }) => {
        const submit = async (event: FormEvent<HTMLFormElement>) => {
          await handleSubmit(event);
          const state = form.getState();
          const errors = state.hasValidationErrors ? state.errors : state.submitErrors;
          return new Set(Object.keys(errors ?? {}));
        };
        return (
          <FormBindingContext.Provider value={finalFormBinding}>
            <FormElement submit={submit} aria-label={ariaLabel}>
              {children}
            </FormElement>
          </FormBindingContext.Provider>
        );
      }}
    />
  );
}
