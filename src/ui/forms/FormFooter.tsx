import { Alert, Button, type ButtonProps } from '@chakra-ui/react';
import { useFormBinding } from './formBinding';
import { useMessageText } from './messages';

/**
 * The form-level message of a refused submit (wrong credentials, an expired link, …),
 * announced when it appears and hidden while the form is submitted anew. A rule broken by
 * a value without a field of its own (a link's token or e-mail) shows here too, or the
 * submit would fail without a word.
 */
export function FormError() {
  const { submitError, submitting, submitFailed, errors, registeredFields } =
    useFormBinding().useStatus();
  const text = useMessageText();
  if (submitting) return null;
  const shown = new Set(registeredFields);
  const unshown = submitFailed
    ? Object.entries(errors)
        .filter(([name]) => !shown.has(name))
        .map(([, message]) => text(message))
    : [];
  const messages = [...(submitError ? [text(submitError)] : []), ...unshown];
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" variant="subtle" rounded="lg">
      <Alert.Indicator />
      <Alert.Description role="alert">{messages.join(' ')}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The form's submit button: busy (spinner, disabled) while the submit is pending, so a
 * second click or Enter cannot send it twice.
 */
export function SubmitButton({ children, ...props }: ButtonProps) {
  const submitting = useFormBinding().useSubmitting();
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      loading={submitting}
      // The label stays next to the spinner: the button keeps its name and width.
      loadingText={children}
      aria-busy={submitting}
      {...props}
    >
      {children}
    </Button>
  );
}
