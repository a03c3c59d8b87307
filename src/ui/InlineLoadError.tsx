import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A part of the page (the balance, a dialog's data) that could not load, with Retry. */
export function InlineLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" variant="subtle" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Description role="alert" flex="1">
        {message}
      </Alert.Description>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </Alert.Root>
  );
}
