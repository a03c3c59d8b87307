import { Box, Flex, Image, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { Avatar } from '@/src/ui/Avatar';
import { ImageIcon } from '@/src/ui/appIcons';
import type { MarketCampaign } from '../api';
import { CampaignBadges, CampaignFacts } from './CampaignFacts';

/** The photo's box: the same on every card and skeleton, so nothing jumps as they load. */
export const CARD_PHOTO_RATIO = 4 / 3;

/** One campaign of the marketplace: the whole card opens its page. */
export function CampaignCard({ campaign }: { campaign: MarketCampaign }) {
  const { t } = useTranslation('marketplace');
  const photo = campaign.products.flatMap((product) => product.photo_urls)[0];
  return (
    <LinkBox
      as="li"
      data-testid="market-card"
      display="flex"
      flexDirection="column"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
      overflow="hidden"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={{ borderColor: 'border.emphasized', shadow: 'sm' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
    >
      {/* Clipped: a box with an aspect ratio otherwise grows to its image's own height
          once the image arrives (a square photo made the card taller than its skeleton). */}
      <Box aspectRatio={CARD_PHOTO_RATIO} bg="bg.muted" overflow="hidden">
        {photo ? (
          <Image src={photo} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <Flex h="full" align="center" justify="center" color="fg.subtle" aria-hidden>
            <ImageIcon />
          </Flex>
        )}
      </Box>
      <Stack gap="3" p="4" flex="1">
        <Flex gap="2" align="center">
          {campaign.brand_logo_url ? (
            <Image
              src={campaign.brand_logo_url}
              alt=""
              boxSize="6"
              rounded="md"
              objectFit="cover"
            />
          ) : (
            <Avatar name={campaign.brand_name} size="6" fontSize="xs" />
          )}
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {campaign.brand_name}
          </Text>
        </Flex>
        <Stack gap="1">
          <LinkOverlay asChild>
            <RouterLink
              to={paths.creator.campaign(campaign.id)}
              aria-label={t('card.open', { name: campaign.name })}
            >
              <Text as="span" fontWeight="semibold" fontSize="lg" lineClamp={2}>
                {campaign.name}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted">
            {t(`types.${campaign.type}`)}
          </Text>
        </Stack>
        <CampaignFacts campaign={campaign} />
        <CampaignBadges campaign={campaign} />
      </Stack>
    </LinkBox>
  );
}
