import { chakra } from '@chakra-ui/react';
import type { FormApi } from 'final-form';
import { useMemo, type FormEvent, type ReactNode } from 'react';
import { Form } from 'react-final-form';
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

/** Names of the form's controls in document order, for focusing the first invalid one. */
function focusFirst(form: HTMLFormElement, names: ReadonlySet<string>) {
  const controls = Array.from(form.elements) as Array<HTMLElement & { name?: string }>;
  const target = controls.find(
    (control) =>
      typeof control.name === 'string' &&
      names.has(control.name) &&
      !(control instanceof HTMLInputElement && control.type === 'hidden'),
  );
  target?.focus();
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
          const element = event.currentTarget;
          await handleSubmit(event);
          const state = form.getState();
          const errors = state.hasValidationErrors ? state.errors : state.submitErrors;
          focusFirst(element, new Set(Object.keys(errors ?? {})));
        };
        return (
          <chakra.form
            noValidate
            // A prerendered form submitted before the app runs posts to its own page,
            // which asks for the page again; never a GET that would put what was typed
            // into the address.
            method="post"
            aria-label={ariaLabel}
            onSubmit={(event) => void submit(event)}
            display="flex"
            flexDirection="column"
            gap="5"
          >
            {children}
          </chakra.form>
        );
      }}
    />
  );
}
