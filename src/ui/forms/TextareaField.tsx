import { Field, Flex, Text, Textarea, type TextareaProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FieldMessage, useFieldWithMessage } from './fields';

export interface TextareaFieldProps extends Omit<TextareaProps, 'name' | 'value' | 'onChange'> {
  name: string;
  label: string;
  helperText?: ReactNode;
  /** Shows "length/counterMax" under the box, so the limit is visible before it is hit. */
  counterMax?: number;
}

/** A labelled multi-line input bound to react-final-form, with an optional counter. */
export function TextareaField({
  name,
  label,
  helperText,
  counterMax,
  ...textareaProps
}: TextareaFieldProps) {
  const { input, message } = useFieldWithMessage(name);
  const value = input.value ?? '';
  return (
    <Field.Root invalid={message !== ''} required>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <Textarea
        name={input.name}
        value={value}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
        autoresize
        {...textareaProps}
      />
      <Flex w="full" gap="3" justify="space-between" align="baseline">
        <FieldMessage message={message} helperText={helperText} />
        {counterMax !== undefined && (
          <Text
            fontSize="xs"
            mt="1.5"
            ms="auto"
            flexShrink={0}
            color={value.length > counterMax ? 'fg.error' : 'fg.muted'}
            fontVariantNumeric="tabular-nums"
          >
            {value.length}/{counterMax}
          </Text>
        )}
      </Flex>
    </Field.Root>
  );
}
