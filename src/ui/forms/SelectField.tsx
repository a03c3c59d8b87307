import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldMessage, useFieldWithMessage } from './fields';

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select's choices, after an optional empty one (a placeholder or "all"). */
export function SelectOptions({
  options,
  empty,
}: {
  options: readonly SelectOption[];
  empty?: string;
}) {
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The empty first choice ("Choose a brand"); the rules decide whether it may stay. */
  placeholder?: string;
  helperText?: ReactNode;
  disabled?: boolean;
  /** False for a choice that may be left empty (it then says so in its placeholder). */
  required?: boolean;
}

/**
 * A labelled select bound to react-final-form. Native on purpose: phones show their own
 * picker, keyboards and screen readers know it, and it needs no portal inside a dialog.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  helperText,
  disabled,
  required = true,
}: SelectFieldProps) {
  const { input, message } = useFieldWithMessage(name);
  return (
    <Field.Root invalid={message !== ''} required={required} disabled={disabled}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={input.name}
          value={input.value ?? ''}
          onChange={(event) => input.onChange(event.target.value)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
        >
          <SelectOptions options={options} empty={placeholder} />
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldMessage message={message} helperText={helperText} />
    </Field.Root>
  );
}
