import {
  Badge,
  Box,
  chakra,
  Flex,
  HStack,
  LinkOverlay,
  LinkBox,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { DealBadges } from '@/src/entities/deal/DealBadges';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import type { CreatorDealCard } from '../api';
import { useNextStepText } from '../hooks/useNextStepText';
import { stepOf } from '../model/nextStep';

/**
 * A deal in My deals: the product photo, the brand and campaign, the status, what to do
 * next and by when. The whole card opens the deal's page.
 */
export function DealCard({ deal, now }: { deal: CreatorDealCard; now: number }) {
  const { t } = useTranslation('creatorDeals');
  const format = useDealFormats();
  const nextText = useNextStepText();
  const view = stepOf(deal);
  const photo = deal.products.find((product) => product.image_url)?.image_url;
  const due = view.yours ? deal.creator_due_at : null;
  const late = due !== null && due !== undefined && Date.parse(due) < now;
  return (
    <LinkBox
      as="li"
      data-testid="creator-deal-card"
      display="flex"
      gap="3"
      p="3"
      rounded="xl"
      borderWidth="1px"
      borderColor={view.yours ? 'brand.muted' : 'border.muted'}
      bg="surface.panel"
      _hover={{ bg: 'surface.hover' }}
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {photo ? (
        <chakra.img
          src={photo}
          alt=""
          w={{ base: '16', md: '20' }}
          h={{ base: '16', md: '20' }}
          rounded="lg"
          objectFit="cover"
          bg="bg.muted"
          flexShrink={0}
        />
      ) : (
        <Box
          w={{ base: '16', md: '20' }}
          h={{ base: '16', md: '20' }}
          rounded="lg"
          bg="bg.muted"
          flexShrink={0}
        />
      )}
      <Stack gap="1.5" minW="0" flex="1">
        <Text fontSize="sm" color="fg.muted" truncate>
          {deal.campaign.brand_name}
        </Text>
        <LinkOverlay asChild>
          <RouterLink
            to={paths.creator.deal(deal.id)}
            aria-label={t('card.open', { campaign: deal.campaign.name })}
          >
            <Text fontWeight="semibold" lineClamp={2}>
              {deal.campaign.name}
            </Text>
          </RouterLink>
        </LinkOverlay>
        <DealBadges
          status={deal.status}
          delivery={deal.delivery}
          deliveryType={deal.campaign.delivery_type}
        />
        <Text
          fontSize="sm"
          fontWeight={view.yours ? 'semibold' : 'normal'}
          color={view.yours ? 'fg' : 'fg.muted'}
        >
          {nextText(view.step, deal.creator_due_at)}
        </Text>
        <Flex gap="2" wrap="wrap" align="center">
          {due && (
            <Text fontSize="xs" color={late ? 'fg.error' : 'fg.muted'}>
              <time dateTime={due}>
                {t(late ? 'card.late' : 'card.due', { date: format.dateTime(due) })}
              </time>
            </Text>
          )}
          {deal.unread_messages > 0 && (
            <HStack>
              <Badge colorPalette="brand" size="sm">
                {t('card.unread', { count: deal.unread_messages })}
              </Badge>
            </HStack>
          )}
        </Flex>
      </Stack>
    </LinkBox>
  );
}
