import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AccountSettings } from '../components/settings/AccountSettings';

/** The last path segment names the part of the account shown. */
const SECTION_TITLES = {
  overview: 'accountOverview.title',
  billing: 'accountOverview.billing',
  'payment-methods': 'accountOverview.paymentMethods',
} as const;

/**
 * AccountOverview serves /account/overview, /account/billing and
 * /account/payment-methods (docs/product.md#company-layout). The overview holds the
 * account settings; billing and payment methods come with the money features.
 */
export default function AccountOverview() {
  const { t } = useTranslation('screens');
  const { t: tAccount } = useTranslation('account');
  const section = useLocation().pathname.split('/').filter(Boolean).pop() ?? 'overview';
  const title = SECTION_TITLES[section as keyof typeof SECTION_TITLES] ?? SECTION_TITLES.overview;
  const isOverview = title === SECTION_TITLES.overview;
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t(title)}
        </Heading>
        {isOverview && <Text color="fg.muted">{tAccount('settings.intro')}</Text>}
      </Stack>
      {isOverview && <AccountSettings />}
    </Stack>
  );
}
