import { chakra, Field } from '@chakra-ui/react';
import { useFieldWithMessage } from './fields';

interface CheckboxFieldProps {
  name: string;
  label: string;
}

/**
 * A yes/no react-final-form field: one native checkbox in its label (Space ticks it, the
 * whole label is clickable), and its message.
 */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const { input, message } = useFieldWithMessage<boolean | undefined>(name);
  return (
    <Field.Root invalid={message !== ''}>
      <chakra.label display="flex" alignItems="center" gap="2.5" minH="10" cursor="pointer">
        <chakra.input
          type="checkbox"
          name={name}
          checked={Boolean(input.value)}
          onChange={(event) => input.onChange(event.currentTarget.checked)}
          onBlur={() => input.onBlur()}
          onFocus={() => input.onFocus()}
          boxSize="4.5"
          accentColor="var(--chakra-colors-brand-solid)"
          aria-invalid={message !== '' || undefined}
        />
        {label}
      </chakra.label>
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
}
