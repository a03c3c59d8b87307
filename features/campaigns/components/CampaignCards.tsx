import { Flex, Grid, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useDateFormat, useMoneyFormat } from '@/src/ui/formats';
import type { CampaignRow } from '../api';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';
import { LINK_CARD } from './CampaignTitle';
import { Figure } from './Figure';

interface CardsProps {
  campaigns: readonly CampaignRow[];
  /** Dimmed while another tab's, search's or order's campaigns load. */
  stale: boolean;
}

/** What a card says of a campaign, in the reader's language. */
function useCardTexts() {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const date = useDateFormat('short');
  return (campaign: CampaignRow) => {
    const [first, ...rest] = campaign.products;
    return {
      typeBrand: t('listing.typeBrand', {
        type: t(`types.${campaign.type}.label`),
        brand: campaign.brand.name,
      }),
      products: !first
        ? ''
        : rest.length > 0
          ? t('listing.productsMore', { name: first.name, count: rest.length })
          : first.name,
      deals: t('listing.ratio', { value: campaign.deals_filled, total: campaign.number_of_deals }),
      content: t('listing.ratio', {
        value: campaign.content_accepted,
        total: campaign.content_expected,
      }),
      spent: money(campaign.spent),
      inEscrow: money(campaign.in_escrow),
      submitted: t('listing.submitted', { date: date(campaign.created_at) }),
      changed: t('listing.statusChanged', { date: date(campaign.status_changed_at) }),
    };
  };
}

/** One column on a phone, two from 768 px, three from 1280 px. */
export const CARD_COLUMNS = { base: 1, md: 2, xl: 3 } as const;

/**
 * A card per campaign: stacked on a phone, a dense grid from 768 px (three across at
 * 1280 px). The name is the link to the campaign's page; the whole card opens it.
 */
export function CampaignCards({ campaigns, stale }: CardsProps) {
  const { t } = useTranslation('campaigns');
  const texts = useCardTexts();
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={CARD_COLUMNS}
      gap="3"
      aria-label={t('listing.label')}
      aria-busy={stale}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {campaigns.map((campaign) => {
        const text = texts(campaign);
        return (
          <LinkBox
            as="li"
            key={campaign.id}
            data-testid="campaign-card"
            display="flex"
            flexDirection="column"
            gap="3"
            p="4"
            {...LINK_CARD}
          >
            <Stack gap="1">
              <Flex gap="2" align="center" justify="space-between" wrap="wrap">
                <LinkOverlay asChild>
                  <RouterLink to={paths.campaign(campaign.id)}>
                    <Text as="span" fontWeight="semibold">
                      {campaign.name}
                    </Text>
                  </RouterLink>
                </LinkOverlay>
                <CampaignStatusBadge status={campaign.status} size="sm" />
              </Flex>
              <Text fontSize="sm" color="fg.muted">
                {text.typeBrand}
              </Text>
              {text.products && (
                <Text fontSize="sm" lineClamp={1}>
                  {text.products}
                </Text>
              )}
            </Stack>
            <Grid as="dl" templateColumns="repeat(2, minmax(0, 1fr))" gap="2">
              <Figure label={t('listing.figures.deals')} value={text.deals} />
              <Figure label={t('listing.figures.content')} value={text.content} />
              <Figure label={t('listing.figures.spent')} value={text.spent} />
              <Figure label={t('listing.figures.inEscrow')} value={text.inEscrow} />
            </Grid>
            <Text fontSize="xs" color="fg.muted">
              {text.submitted} · {text.changed}
            </Text>
          </LinkBox>
        );
      })}
    </SimpleGrid>
  );
}
