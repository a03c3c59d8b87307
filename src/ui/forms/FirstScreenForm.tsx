import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { InputRules } from '@/domain/fieldErrors';
import type { BoundField, BoundFieldConfig, FormBinding, FormStatus } from './formBinding';
import { FormBindingContext } from './formBinding';
import { FormElement } from './FormElement';
import { FORM_ERROR, type SubmissionErrors } from './submissionErrors';
import { formValidator } from './validate';

export interface FirstScreenFormProps<Values extends object> {
  /** The form's hand-written rules (a schema library is what this form spares the page). */
  rules: InputRules<Values>;
  /** Resolves with submission errors (see `submissionErrorsOf`) when the server refused. */
  onSubmit: (values: Values) => Promise<SubmissionErrors | undefined>;
  initialValues: Values;
  /** Called on each edit: a form can start loading what its submit will need. */
  onEdit?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

interface FormState {
  values: Record<string, unknown>;
  touched: ReadonlySet<string>;
  modified: ReadonlySet<string>;
  /** The values of the last submit tried, for `dirtySinceLastSubmit`. */
  lastSubmitted: Record<string, unknown> | null;
  submitting: boolean;
  submitFailed: boolean;
  submitErrors: SubmissionErrors | undefined;
}

/**
 * The form's state outside React, as final-form keeps it: a change and a submit pressed in
 * the same task (what was typed before the app ran, handed on at once) see each other.
 */
interface FormStore {
  get(): FormState;
  set(next: Partial<FormState>): void;
  subscribe(listener: () => void): () => void;
  /** The rules' errors of the current values. */
  errors(): Record<string, unknown>;
  /** The names of the fields the form shows. */
  registered: Set<string>;
}

function createFormStore(
  initialValues: Record<string, unknown>,
  validate: (values: object) => Record<string, unknown>,
): FormStore {
  let state: FormState = {
    values: { ...initialValues },
    touched: new Set(),
    modified: new Set(),
    lastSubmitted: null,
    submitting: false,
    submitFailed: false,
    submitErrors: undefined,
  };
  let checked: { values: object; errors: Record<string, unknown> } | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    errors() {
      if (checked?.values !== state.values) {
        checked = { values: state.values, errors: validate(state.values) };
      }
      return checked.errors;
    },
    registered: new Set(),
  };
}

const FormStoreContext = createContext<FormStore | null>(null);

/** The form's store and its state, re-rendering on every change (a small form's fields all do). */
function useFormStore(): [FormStore, FormState] {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('A form field is rendered outside its form');
  return [store, useSyncExternalStore(store.subscribe, store.get, store.get)];
}

function change(store: FormStore, name: string, value: unknown) {
  const { values, modified } = store.get();
  if (values[name] === value) return;
  store.set({ values: { ...values, [name]: value }, modified: new Set(modified).add(name) });
}

function blur(store: FormStore, name: string, format?: (value: unknown) => unknown) {
  const { values, touched } = store.get();
  store.set({
    values: format ? { ...values, [name]: format(values[name]) } : values,
    touched: new Set(touched).add(name),
  });
}

/** The value an input's change event carries, or the value itself (react-final-form's way). */
function valueOf(eventOrValue: unknown): unknown {
  if (typeof eventOrValue === 'object' && eventOrValue !== null && 'target' in eventOrValue) {
    const target = (eventOrValue as { target: { value?: unknown } | null }).target;
    if (target && 'value' in target) return target.value;
  }
  return eventOrValue;
}

const hasAny = (errors: object | undefined) => Object.keys(errors ?? {}).length > 0;

/**
 * The shared fields bound to `FirstScreenForm`. Its rules and states are those of
 * react-final-form as `ValidatedForm` uses it (a field's error shows once it was changed
 * and left or a submit tried; the server's until the field is edited), so a field looks
 * and behaves the same in either form.
 */
const firstScreenBinding: FormBinding = {
  useField<Value>(name: string, config: BoundFieldConfig): BoundField<Value> {
    if (config.validate || config.isEqual) {
      throw new Error('FirstScreenForm has no field-level rules: use ValidatedForm');
    }
    const [store, state] = useFormStore();
    const { registered } = store;
    useEffect(() => {
      registered.add(name);
      return () => {
        registered.delete(name);
      };
    }, [registered, name]);
    const value = state.values[name];
    const format = config.formatOnBlur ? config.format : undefined;
    return {
      input: {
        name,
        value: value as Value,
        onChange: (eventOrValue: unknown) => change(store, name, valueOf(eventOrValue)),
        onBlur: () => blur(store, name, format && ((raw) => format(raw, name))),
        onFocus: () => {},
      },
      meta: {
        touched: state.touched.has(name),
        modified: state.modified.has(name),
        submitFailed: state.submitFailed,
        error: store.errors()[name],
        submitError: state.submitErrors?.[name],
        dirtySinceLastSubmit: state.lastSubmitted !== null && state.lastSubmitted[name] !== value,
      },
    };
  },
  useStatus(): FormStatus {
    const [store, state] = useFormStore();
    return {
      submitting: state.submitting,
      submitFailed: state.submitFailed,
      submitError: state.submitErrors?.[FORM_ERROR],
      errors: store.errors(),
      registeredFields: [...store.registered],
    };
  },
  useSubmitting: () => useFormStore()[1].submitting,
};

/**
 * A small form for the first screen (Login), with the shared fields and rules: what
 * `ValidatedForm` does with react-final-form, without loading it, so the page a visitor
 * meets first downloads less. A second submit while one is pending is ignored; a refused
 * one moves focus to the first field in error.
 */
export function FirstScreenForm<Values extends object>({
  rules,
  onSubmit,
  initialValues,
  onEdit,
  'aria-label': ariaLabel,
  children,
}: FirstScreenFormProps<Values>) {
  // One store for the form's life: its rules and first values are those it was made with.
  const [store] = useState(() =>
    createFormStore(initialValues as Record<string, unknown>, formValidator<object>(rules)),
  );
  const touchAll = (names: Iterable<string>) =>
    new Set([...store.get().touched, ...store.registered, ...names]);

  const submit = async (event: FormEvent<HTMLFormElement>): Promise<ReadonlySet<string>> => {
    event.preventDefault();
    if (store.get().submitting) return new Set();
    const { values } = store.get();
    const refused = store.errors();
    if (hasAny(refused)) {
      store.set({
        touched: touchAll(Object.keys(refused)),
        submitFailed: true,
        lastSubmitted: values,
      });
      return new Set(Object.keys(refused));
    }
    store.set({
      submitting: true,
      submitFailed: false,
      submitErrors: undefined,
      lastSubmitted: values,
    });
    let answer: SubmissionErrors | undefined;
    try {
      answer = await onSubmit(values as Values);
    } catch (error) {
      store.set({ submitting: false });
      throw error;
    }
    if (!hasAny(answer)) {
      store.set({ submitting: false });
      return new Set();
    }
    store.set({
      submitting: false,
      submitFailed: true,
      submitErrors: answer,
      touched: touchAll([]),
    });
    return new Set(Object.keys(answer ?? {}));
  };

  return (
    <FormStoreContext.Provider value={store}>
      <FormBindingContext.Provider value={firstScreenBinding}>
        <FormElement submit={submit} onEdit={onEdit} aria-label={ariaLabel}>
          {children}
        </FormElement>
      </FormBindingContext.Provider>
    </FormStoreContext.Provider>
  );
}
