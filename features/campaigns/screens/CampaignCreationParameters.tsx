import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** CampaignCreationParameters (docs/product.md#company-layout): the title only until its feature is built. */
export default function CampaignCreationParameters() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
      {t('campaignCreationParameters.title')}
    </Heading>
  );
}
