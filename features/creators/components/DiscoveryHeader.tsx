import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';
import { paths } from '@/src/lib/paths';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import type { DiscoveryCampaign } from '../api';
import { dealsFilled } from '@/domain/creators/rules';

/** The campaign's name and status, "k of n deals filled", and the way back to it. */
export function DiscoveryHeader({ campaign }: { campaign: DiscoveryCampaign }) {
  const { t } = useTranslation('creators');
  const { t: tScreens } = useTranslation('screens');
  const deals = dealsFilled(campaign.deals_filled, campaign.number_of_deals);
  return (
    <Stack gap="3">
      <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
        <RouterLink to={paths.campaign(campaign.id)}>
          <ArrowLeftIcon />
          {t('header.back')}
        </RouterLink>
      </Button>
      <Flex gap="4" justify="space-between" align={{ base: 'start', md: 'end' }} wrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {tScreens('creatorsDiscovery.title')}
          </Text>
          <Flex gap="3" align="center" wrap="wrap">
            <Heading as="h1" size="2xl" letterSpacing="-0.02em" wordBreak="break-word">
              {campaign.name}
            </Heading>
            <CampaignStatusBadge status={campaign.status} />
          </Flex>
        </Stack>
        <Badge
          role="status"
          size="lg"
          // Subtle in both states: white on the solid green read at 3.29:1, under the 4.5:1
          // that text of this size needs, in light and in dark.
          variant="subtle"
          colorPalette={deals.full ? 'green' : 'brand'}
          fontVariantNumeric="tabular-nums"
        >
          {t('header.dealsFilled', { filled: deals.filled, total: deals.total })}
        </Badge>
      </Flex>
    </Stack>
  );
}
