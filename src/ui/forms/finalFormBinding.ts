import { useField, useForm, useFormState } from 'react-final-form';
import type { FormBinding } from './formBinding';

const FIELD_SUBSCRIPTION = {
  value: true,
  touched: true,
  modified: true,
  submitFailed: true,
  error: true,
  submitError: true,
  dirtySinceLastSubmit: true,
} as const;

const STATUS_SUBSCRIPTION = {
  submitError: true,
  submitting: true,
  submitFailed: true,
  errors: true,
} as const;

/** The shared fields bound to react-final-form (`ValidatedForm`). */
export const finalFormBinding: FormBinding = {
  useField: (name, config) => useField(name, { ...config, subscription: FIELD_SUBSCRIPTION }),
  useStatus: () => {
    const form = useForm();
    const {
      submitError,
      submitting = false,
      submitFailed = false,
      errors = {},
    } = useFormState({ subscription: STATUS_SUBSCRIPTION });
    return {
      submitError,
      submitting,
      submitFailed,
      errors,
      registeredFields: form.getRegisteredFields(),
    };
  },
  useSubmitting: () => useFormState({ subscription: { submitting: true } }).submitting ?? false,
};
