import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isFieldMessage, type FieldMessage } from '@/domain/fieldErrors';

/**
 * What a form shows under a field or above its button: a translation key with its values
 * (client-side rules: rendered in the current language, so switching language re-renders
 * it) or a text the server already translated for the request's language.
 */
export type FormMessage = string | FieldMessage;

/** The namespace of the rules' messages (`validation:…` keys). */
const RULES_NAMESPACE = 'validation';

/**
 * Asks for the rules' messages in the current language, unless they are in. A first
 * screen loads without them (src/i18n.ts): forms ask with their first edit or submit,
 * before any rule can be shown broken.
 */
export function useLoadRulesTexts(): () => void {
  const { i18n } = useTranslation();
  return useCallback(() => {
    if (!i18n.hasLoadedNamespace(RULES_NAMESPACE)) void i18n.loadNamespaces(RULES_NAMESPACE);
  }, [i18n]);
}

/**
 * Turns a form message into text in the current language. A rule's message waits for
 * the rules' texts (nothing is shown until they are in, then it re-renders with them).
 */
export function useMessageText(): (message: unknown) => string {
  // Re-rendered when a namespace arrives, as when the language changes.
  const { t, i18n } = useTranslation(undefined, { bindI18n: 'languageChanged loaded' });
  const loadRulesTexts = useLoadRulesTexts();
  return useCallback(
    (message: unknown) => {
      if (typeof message === 'string') return message;
      if (!isFieldMessage(message)) return '';
      if (!i18n.hasLoadedNamespace(RULES_NAMESPACE)) {
        loadRulesTexts();
        return '';
      }
      // Keys come from the shared schema at run time (`validation:…`), not from a literal,
      // so they cannot be checked against the typed resources.
      return t(message.key as 'appName', message.values);
    },
    [t, i18n, loadRulesTexts],
  );
}
