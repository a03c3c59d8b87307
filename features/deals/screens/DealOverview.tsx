import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** DealOverview (docs/product.md#company-layout): the title only until its feature is built. */
export default function DealOverview() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
      {t('dealOverview.title')}
    </Heading>
  );
}
