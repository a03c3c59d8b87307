import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  useCompanyAccountSettingsQuery,
  useCompanyDeleteMutation,
  useCompanyRequestToChangeEmailMutation,
} from '../../api';
import { CompanyNameForm } from './CompanyNameForm';
import { paths } from '@/src/lib/paths';
import { DeleteAccount } from './DeleteAccount';
import { EmailChangeForm } from './EmailChangeForm';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PrivacySwitch } from './PrivacySwitch';
import { SettingsLoadState } from './SettingsLoadState';
import { SettingsSection } from '@/src/ui/SettingsSection';

/**
 * The account part of AccountOverview (docs/product.md#account-settings): company name, e-mail
 * change, password change, privacy and deleting the account, each saved on its own.
 */
export function AccountSettings() {
  const { t } = useTranslation('account');
  // CompanyData is always fetched fresh, never from a cache (docs/product.md#account-data).
  const settings = useCompanyAccountSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [requestChange] = useCompanyRequestToChangeEmailMutation();
  const [deleteAccount] = useCompanyDeleteMutation();

  if (!settings.data) {
    return <SettingsLoadState failed={settings.isError} retry={() => void settings.refetch()} />;
  }

  const { email, company_name: companyName, privacy } = settings.data;
  return (
    <Stack gap="5">
      <SettingsSection
        title={t('settings.company.title')}
        description={t('settings.company.description')}
      >
        <CompanyNameForm companyName={companyName ?? ''} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.email.title')}
        description={t('settings.email.description', { email })}
      >
        <EmailChangeForm email={email} requestChange={requestChange} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.password.title')}
        description={t('settings.password.description')}
      >
        <PasswordChangeForm />
      </SettingsSection>
      <SettingsSection title={t('settings.privacy.title')}>
        <PrivacySwitch privacy={privacy} />
      </SettingsSection>
      <SettingsSection
        title={t('settings.delete.title')}
        description={t('settings.delete.description')}
        danger
      >
        <DeleteAccount email={email} loginPath={paths.login} deleteAccount={deleteAccount} />
      </SettingsSection>
    </Stack>
  );
}
