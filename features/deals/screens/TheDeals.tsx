import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** TheDeals (spec.md section 2): the title only; the screen's own issue adds its content. */
export default function TheDeals() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
      {t('theDeals.title')}
    </Heading>
  );
}
