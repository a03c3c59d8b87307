import { Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The route table's entry for this screen; its feature's own branch builds the page. */
export default function CreatorOnboarding() {
  const { t } = useTranslation('screens');
  return (
    <Heading as="h1" size="2xl" letterSpacing="-0.02em">
      {t('creatorOnboarding.title')}
    </Heading>
  );
}
