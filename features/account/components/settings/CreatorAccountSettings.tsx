import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatorDataQuery } from '@/src/entities/session/api';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { LogOutIcon } from '@/src/ui/appIcons';
import { useAppDispatch } from '@/store/hooks';
import { useCreatorDeleteMutation, useCreatorRequestToChangeEmailMutation } from '../../api';
import { paths } from '@/src/lib/paths';
import { DeleteAccount } from './DeleteAccount';
import { EmailChangeForm } from './EmailChangeForm';
import { SettingsLoadState } from './SettingsLoadState';
import { SettingsSection } from '@/src/ui/SettingsSection';

/**
 * The creator's settings (docs/product.md#creators-accounts): the e-mail change, the
 * app's language and colour mode (`preferences`, composed by the page), logging out and
 * deleting the account, which the server refuses while a deal is open.
 */
export function CreatorAccountSettings({ preferences }: { preferences: ReactNode }) {
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  const dispatch = useAppDispatch();
  // The account is read fresh, like the brands' settings (docs/product.md#account-data).
  const account = useCreatorDataQuery(undefined, { refetchOnMountOrArgChange: true });
  const [requestChange] = useCreatorRequestToChangeEmailMutation();
  const [deleteAccount] = useCreatorDeleteMutation();

  if (!account.data) {
    return <SettingsLoadState failed={account.isError} retry={() => void account.refetch()} />;
  }

  const { email } = account.data;
  return (
    <Stack gap="5">
      <SettingsSection
        title={t('settings.email.title')}
        description={t('settings.email.description', { email })}
      >
        <EmailChangeForm email={email} requestChange={requestChange} />
      </SettingsSection>
      <SettingsSection title={t('creator.settings.appTitle')}>{preferences}</SettingsSection>
      <SettingsSection
        title={t('creator.settings.logOutTitle')}
        description={t('creator.settings.logOutDescription')}
      >
        <Button variant="outline" onClick={() => dispatch(logOutRequested())}>
          <LogOutIcon />
          {tCommon('actions.logOut')}
        </Button>
      </SettingsSection>
      <SettingsSection
        title={t('settings.delete.title')}
        description={t('creator.settings.deleteDescription')}
        danger
      >
        <DeleteAccount
          email={email}
          loginPath={paths.creator.login}
          deleteAccount={deleteAccount}
        />
      </SettingsSection>
    </Stack>
  );
}
