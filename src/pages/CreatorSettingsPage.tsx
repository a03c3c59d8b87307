import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CreatorAccountSettings } from '@/features/account/components/settings/CreatorAccountSettings';
import { ColorModeSwitch } from '@/features/preferences/components/ColorModeSwitch';
import { LanguageSwitch } from '@/features/preferences/components/LanguageSwitch';

/**
 * The creator's settings (/creator/settings): the account feature's settings, with the
 * preferences feature's language and colour mode switches in them. Composed here because
 * no feature imports another.
 */
export default function CreatorSettingsPage() {
  const { t } = useTranslation('screens');
  const { t: tAccount } = useTranslation('account');
  const { t: tCommon } = useTranslation();
  return (
    <Stack gap="6" maxW="5xl">
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {t('creatorSettings.title')}
        </Heading>
        <Text color="fg.muted">{tAccount('creator.settings.intro')}</Text>
      </Stack>
      <CreatorAccountSettings
        preferences={
          <Stack gap="4">
            {[
              { label: tCommon('language.label'), control: <LanguageSwitch /> },
              { label: tCommon('colorMode.label'), control: <ColorModeSwitch /> },
            ].map(({ label, control }) => (
              // The switch names itself: the label only shows it.
              <Stack key={label} gap="1.5">
                <Text fontSize="sm" fontWeight="medium" aria-hidden="true">
                  {label}
                </Text>
                {control}
              </Stack>
            ))}
          </Stack>
        }
      />
    </Stack>
  );
}
