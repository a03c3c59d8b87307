import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { ReceiptIcon } from '@/src/ui/appIcons';
import type { ContentCardFields } from '@/src/entities/content/fragments';

/** An accepted content's licence page (docs/product.md#licences), below its card. */
export function LicenceLink({ content }: { content: ContentCardFields }) {
  const { t } = useTranslation('content');
  return (
    <Button asChild size="xs" variant="ghost" alignSelf="start" colorPalette="brand">
      <RouterLink
        to={paths.contentLicence(content.id)}
        aria-label={t('listing.card.licenceLabel', {
          creator: content.creator.name,
          campaign: content.campaign_name,
        })}
      >
        <ReceiptIcon />
        {t('listing.card.licence')}
      </RouterLink>
    </Button>
  );
}
