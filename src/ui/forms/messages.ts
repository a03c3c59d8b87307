import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMessage } from '@/domain/fieldErrors';

/**
 * What a form shows under a field or above its button: a translation key with its values
 * (client-side rules: rendered in the current language, so switching language re-renders
 * it) or a text the server already translated for the request's language.
 */
export type FormMessage = string | FieldMessage;

export function isFieldMessage(value: unknown): value is FieldMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldMessage).key === 'string' &&
    typeof (value as FieldMessage).values === 'object'
  );
}

/** Turns a form message into text in the current language. */
export function useMessageText(): (message: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (message: unknown) => {
      if (typeof message === 'string') return message;
      // Keys come from the shared schema at run time (`validation:…`), not from a literal,
      // so they cannot be checked against the typed resources.
      if (isFieldMessage(message)) return t(message.key as 'appName', message.values);
      return '';
    },
    [t],
  );
}
