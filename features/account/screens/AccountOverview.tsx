import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AccountSettings } from '../components/settings/AccountSettings';

/**
 * AccountOverview (/account/overview, docs/product.md#company-layout): the account
 * settings. Billing and payment methods are screens of their own (features/billing).
 */
export default function AccountOverview() {
  const { t } = useTranslation('screens');
  const { t: tAccount } = useTranslation('account');
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t('accountOverview.title')}
        </Heading>
        <Text color="fg.muted">{tAccount('settings.intro')}</Text>
      </Stack>
      <AccountSettings />
    </Stack>
  );
}
