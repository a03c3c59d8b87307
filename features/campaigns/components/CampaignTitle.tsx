import { Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '@/src/ui/appIcons';
import type { CampaignDetail } from '../api';
import { CampaignStatusBadge } from '@/src/entities/campaign/CampaignStatusBadge';

/** A framed panel of the campaign pages, like the deal page's sections. */
export const PANEL = {
  p: { base: '4', md: '5' },
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border.muted',
  bg: 'surface.panel',
} as const;

/** A card that is one link (its title's), outlined when hovered or focused. */
export const LINK_CARD = {
  rounded: 'xl',
  borderWidth: '1px',
  borderColor: 'border.muted',
  bg: 'surface.panel',
  transition: 'border-color 0.15s, box-shadow 0.15s',
  _hover: { borderColor: 'border.emphasized', shadow: 'sm' },
  _focusWithin: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/**
 * The top of a campaign's pages: the way back, its type and brand, its name (the page's
 * heading) with its status, and what the page adds under them.
 */
export function CampaignTitle({
  campaign,
  back,
  children,
}: {
  campaign: CampaignDetail;
  back: { to: string; label: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation('campaigns');
  return (
    <Stack gap="4">
      <Button asChild variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted">
        <RouterLink to={back.to}>
          <ArrowLeftIcon />
          {back.label}
        </RouterLink>
      </Button>
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t('listing.typeBrand', {
            type: t(`types.${campaign.type}.label`),
            brand: campaign.brand.name,
          })}
        </Text>
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} letterSpacing="-0.02em" minW="0">
            {campaign.name}
          </Heading>
          {/* Announced when it changes live (a pause, an approval). */}
          <chakra.span role="status">
            <CampaignStatusBadge status={campaign.status} />
          </chakra.span>
        </Flex>
      </Stack>
      {children}
    </Stack>
  );
}
