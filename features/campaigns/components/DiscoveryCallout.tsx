import { Button, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from '@/src/ui/icons';
import type { CampaignDetail } from '../api';

/**
 * The way to creators discovery while the campaign can take deals: live, with slots left.
 * (Paused, awaiting approval or ended, creators cannot be picked.)
 */
export function DiscoveryCallout({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const { t: tCreators } = useTranslation('creators');
  const unfilled = campaign.number_of_deals - campaign.deals_filled;
  if (campaign.status !== 'active' || unfilled <= 0) return null;
  return (
    <Flex
      align={{ base: 'stretch', sm: 'center' }}
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      gap="3"
      p="4"
      rounded="xl"
      bg="brand.subtle"
      color="brand.fg"
    >
      <Text fontWeight="medium">{t('page.unfilled', { count: unfilled })}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.creatorsDiscovery(campaign.id)}>
          <CompassIcon />
          {tCreators('findCreators')}
        </RouterLink>
      </Button>
    </Flex>
  );
}
