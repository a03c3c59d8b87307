import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Wallet (docs/product.md#company-layout): the title only until its feature is built. */
export default function Wallet() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size={'2xl'} letterSpacing="-0.02em">
      {t('wallet.title')}
    </Heading>
  );
}
