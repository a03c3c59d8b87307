import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** CampaignOverview (spec.md section 2): the title only; the screen's own issue adds its content. */
export default function CampaignOverview() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
      {t('campaignOverview.title')}
    </Heading>
  );
}
