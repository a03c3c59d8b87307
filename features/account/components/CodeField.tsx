import { Box, Field, Flex, Input } from '@chakra-ui/react';
import { useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { useFieldWithMessage } from '@/src/ui/forms/fields';

interface CodeFieldProps {
  name: string;
  label: string;
  length: number;
  /** Called when the code becomes complete: the last digit typed, or a code pasted. */
  onComplete?: () => void;
}

/**
 * The digits `after` holds beyond `before` (an input's value before and after one edit):
 * what was typed or pasted, wherever the caret was.
 */
function insertedDigits(before: string, after: string): string {
  let start = 0;
  while (start < before.length && before[start] === after[start]) start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  ) {
    end += 1;
  }
  return after.slice(start, after.length - end);
}

/**
 * The verification code: one real input (so pasting "123 456" or a phone's one-time-code
 * suggestion fills every box at once, and a screen reader meets one labelled field) laid
 * invisibly over one box per digit. Digits only; the numeric keyboard opens on phones.
 */
export function CodeField({ name, label, length, onComplete }: CodeFieldProps) {
  const { input, message } = useFieldWithMessage(name);
  const [focused, setFocused] = useState(false);
  const value = input.value ?? '';

  const change = (digits: string) => {
    input.onChange(digits);
    // A complete code that changed (typed, pasted, or one digit corrected) goes at once.
    if (digits.length === length && digits !== value) onComplete?.();
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // No maxLength on the input: the browser would cut "123 456" to "123 45" before this.
    const typed = event.target.value.replace(/\D/g, '');
    // Typing into a full code starts a new one (docs/product.md#sign-up-and-verification):
    // the caret sits after the last box, so the digit would otherwise fall off the end.
    const full = value.length === length && typed.length > length;
    change((full ? insertedDigits(value, typed) : typed).slice(0, length));
  };

  // A paste replaces the code, wherever the caret is (the input is invisible).
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted === '') return;
    event.preventDefault();
    change(pasted.slice(0, length));
  };

  const activeIndex = Math.min(value.length, length - 1);
  return (
    <Field.Root invalid={message !== ''} required>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      <Box position="relative" w="full">
        <Flex gap={{ base: '2', sm: '2.5' }} justify="center" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <Flex
              key={index}
              data-testid="code-cell"
              flex="1"
              maxW="14"
              h={{ base: '12', sm: '14' }}
              align="center"
              justify="center"
              rounded="lg"
              borderWidth="1.5px"
              fontSize="2xl"
              fontWeight="semibold"
              fontVariantNumeric="tabular-nums"
              bg="surface.panel"
              transition="border-color 120ms, box-shadow 120ms"
              borderColor={
                message
                  ? 'border.error'
                  : focused && index === activeIndex
                    ? 'brand.solid'
                    : 'border'
              }
              boxShadow={
                focused && index === activeIndex
                  ? '0 0 0 1px var(--chakra-colors-brand-solid)'
                  : 'none'
              }
            >
              {value[index] ?? ''}
            </Flex>
          ))}
        </Flex>
        <Input
          unstyled
          {...input}
          value={value}
          onChange={onChange}
          onPaste={onPaste}
          onFocus={(event) => {
            setFocused(true);
            input.onFocus(event);
          }}
          onBlur={(event) => {
            setFocused(false);
            input.onBlur(event);
          }}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="one-time-code"
          autoFocus
          position="absolute"
          inset="0"
          w="full"
          h="full"
          opacity="0"
          cursor="text"
          // Keeps the typed text and caret invisible while the boxes show the digits.
          color="transparent"
          caretColor="transparent"
        />
      </Box>
      {message && (
        <Field.ErrorText alignSelf="center" textAlign="center">
          {message}
        </Field.ErrorText>
      )}
    </Field.Root>
  );
}
