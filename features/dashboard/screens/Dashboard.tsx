import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FirstSteps } from '../components/FirstSteps';

/**
 * Dashboard (docs/product.md#first-steps): until its feature is built, the checklist of a
 * new account's first steps.
 */
export default function Dashboard() {
  const { t } = useTranslation('screens');
  return (
    <Stack gap="6">
      <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
        {t('dashboard.title')}
      </Heading>
      <FirstSteps />
    </Stack>
  );
}
