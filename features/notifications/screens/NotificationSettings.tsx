import { Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { selectAccount } from '@/src/entities/session/api';
import { InlineLoadError } from '@/src/ui/InlineLoadError';
import { PageHeader } from '@/src/ui/PageHeader';
import { useAppSelector } from '@/store/hooks';
import { useNotificationSettingsQuery } from '../api';
import { MutedKinds } from '../components/MutedKinds';

/**
 * Settings → Notifications (`/account/notifications`, docs/product.md#notification-centre):
 * the kinds of the company's notifications the logged-in person hears, each switched on its
 * own and saved at once. Each person of a team has their own.
 */
export default function NotificationSettings() {
  const { t } = useTranslation('notifications');
  const { t: tScreens } = useTranslation('screens');
  const company = useAppSelector(selectAccount)?.company_name?.trim() || t('settings.yourCompany');
  // Read fresh: another tab (or device) of the person may have changed them.
  const settings = useNotificationSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Stack gap="6" maxW="3xl">
      <PageHeader
        title={tScreens('notificationSettings.title')}
        description={t('settings.intro', { company })}
      />
      {settings.data ? (
        <MutedKinds muted={settings.data.muted_kinds} />
      ) : settings.isError ? (
        <InlineLoadError
          message={t('settings.loadError')}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <Skeleton h="80" rounded="xl" data-testid="notification-settings-loading" />
      )}
    </Stack>
  );
}
