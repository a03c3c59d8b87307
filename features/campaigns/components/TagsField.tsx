import { Box, Field, Flex, IconButton, Input, Text } from '@chakra-ui/react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '@/src/ui/forms/fields';
import { CloseIcon } from '@/src/ui/appIcons';
import { useListField } from '../hooks/useListField';

/**
 * Tags typed one at a time: Enter or a comma adds the text typed (trimmed, once), each tag
 * is a chip with a remove button, and Backspace in the empty input removes the last one.
 * The rules (length, how many) are the schema's, shown under the field.
 */
export function TagsField({
  name,
  label,
  helperText,
}: {
  name: string;
  label: string;
  helperText: string;
}) {
  const { t } = useTranslation('campaigns');
  const { input, message, items: tags } = useListField(name);
  const [text, setText] = useState('');

  const add = (typed: string) => {
    const tag = typed.replace(/,+$/, '').trim();
    if (tag && !tags.includes(tag)) input.onChange([...tags, tag]);
    setText('');
  };
  const remove = (index: number) => input.onChange(tags.filter((_, at) => at !== index));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add(text);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      remove(tags.length - 1);
    }
  };

  return (
    <Field.Root invalid={message !== ''}>
      <Field.Label fontWeight="medium">{label}</Field.Label>
      {tags.length > 0 && (
        <Flex as="ul" wrap="wrap" gap="2" mb="2" listStyleType="none" aria-label={label}>
          {tags.map((tag, index) => (
            <Box
              as="li"
              key={tag}
              display="flex"
              alignItems="center"
              gap="1"
              ps="3"
              pe="1"
              py="0.5"
              rounded="full"
              bg="brand.subtle"
              color="brand.fg"
            >
              <Text as="span" fontSize="sm" fontWeight="medium">
                {tag}
              </Text>
              <IconButton
                size="2xs"
                variant="ghost"
                rounded="full"
                aria-label={t('parameters.removeTag', { tag })}
                onClick={() => remove(index)}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
        </Flex>
      )}
      <Input
        name={name}
        value={text}
        placeholder={t('parameters.tagInput')}
        autoComplete="off"
        enterKeyHint="enter"
        onChange={(event) => {
          // A comma from a phone keyboard (whose keydown names no key) adds the tag too.
          const typed = event.target.value;
          if (typed.endsWith(',')) add(typed);
          else setText(typed);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (text.trim()) add(text);
          input.onBlur();
        }}
        onFocus={() => input.onFocus()}
      />
      <FieldMessage message={message} helperText={helperText} />
    </Field.Root>
  );
}
