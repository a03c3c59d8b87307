import { Button, Field, Flex, Text, Textarea } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { extensionsOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useMessageText } from '@/src/ui/forms/messages';
import { validateWith } from '@/domain/validation';
import { DEAL_MESSAGE_MAX } from '@/domain/deals/rules';
import { dealMessageSchema } from '@/domain/deals/schema';

/** The counter shows from here on: the limit matters only near it. */
export const COUNTER_FROM = DEAL_MESSAGE_MAX - 200;

/** What sending answered: nothing, or the API's error (the RTK Query mutation's result). */
export type ChatSendResult = { error?: unknown };

export interface ChatComposerProps {
  /** Sends the checked text as the party's message. */
  send: (text: string) => Promise<ChatSendResult>;
  /** Whether a message is on its way. */
  isLoading: boolean;
}

/**
 * Writes to a deal's chat, for either party: Enter sends, Shift+Enter starts a new line.
 * A message of 1 to 2,000 characters (the shared rule); a refusal (the send rate too)
 * keeps the text and says why.
 */
export function ChatComposer({ send, isLoading }: ChatComposerProps) {
  const { t } = useTranslation('deals');
  const messageText = useMessageText();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const hintId = useId();

  const submit = async () => {
    if (isLoading) return;
    if (text.trim() === '') return;
    const checked = await validateWith(dealMessageSchema, { text });
    if (!checked.ok) return void setError(messageText(checked.fields.text));
    setError('');
    const result = await send(checked.value.text);
    if (result.error) {
      const item = graphqlErrorOf(result.error);
      // Network failures were already told by a toast.
      const fields = extensionsOf(result.error).fields ?? {};
      if (item) setError(Object.values(fields)[0] ?? item.message);
      return;
    }
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      aria-label={t('chat.composer')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field.Root invalid={error !== ''}>
        <Field.Label srOnly>{t('chat.message')}</Field.Label>
        <Flex gap="2" align="end" w="full">
          <Textarea
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError('');
            }}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            aria-describedby={hintId}
            autoresize
            maxH="40"
            rows={1}
            bg="bg"
          />
          <Button
            type="submit"
            colorPalette="brand"
            loading={isLoading}
            disabled={text.trim() === ''}
          >
            {t('chat.send')}
          </Button>
        </Flex>
        <Flex w="full" justify="space-between" gap="3">
          {error ? (
            <Field.ErrorText>{error}</Field.ErrorText>
          ) : (
            <Text id={hintId} fontSize="xs" color="fg.muted" mt="1.5">
              {t('chat.hint')}
            </Text>
          )}
          {text.length >= COUNTER_FROM && (
            <Text
              fontSize="xs"
              mt="1.5"
              flexShrink={0}
              fontVariantNumeric="tabular-nums"
              color={text.length > DEAL_MESSAGE_MAX ? 'fg.error' : 'fg.muted'}
              aria-live="polite"
            >
              {text.length}/{DEAL_MESSAGE_MAX}
            </Text>
          )}
        </Flex>
      </Field.Root>
    </form>
  );
}
