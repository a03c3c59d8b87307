import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * What the settings show until the account has loaded: a skeleton of the sections, or
 * why it failed with a retry.
 */
export function SettingsLoadState({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation('account');
  if (failed) {
    return (
      <Stack role="alert" align="flex-start" gap="3">
        <Text color="fg.muted">{t('settings.loadError')}</Text>
        <Button variant="outline" size="sm" onClick={retry}>
          {t('settings.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="5" aria-busy="true">
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h="40" rounded="xl" />
      ))}
    </Stack>
  );
}
