import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { supportHoursText } from '@/src/footer/supportHours';

/**
 * "Questions? We answer Monday to Friday …": the support hours of the one schedule
 * (supportHours.ts), in the viewer's own time zone and language, as the footer shows them.
 */
export function SupportHours() {
  const { t, i18n } = useTranslation('campaigns');
  const text = supportHoursText(new Date(), { locale: i18n.language });
  return <Text color="fg.muted">{t('created.questions', text)}</Text>;
}
