import { Badge, Button, Card, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '@/src/ui/appIcons';
import type { CardItem as CardOnFile } from '@/src/entities/billing/api';
import { useCardName } from '../hooks/useCardName';
import { CardBrandMark } from './CardBrandMark';
import { expiryText, isExpired } from '../model/cardFormat';

interface CardItemProps {
  card: CardOnFile;
  /** Compared with the card's expiry: a card past its month shows "Expired". */
  now: Date;
  /** The card being made the default: its button spins, the others wait. */
  settingDefault: boolean;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One card on file: brand, •••• last 4, expiry, holder, its badges and actions. */
export function CardItem({
  card,
  now,
  settingDefault,
  busy,
  onMakeDefault,
  onDelete,
}: CardItemProps) {
  const { t } = useTranslation('billing');
  const cardName = useCardName()(card);
  const expired = isExpired(card, now);
  const expiry = expiryText(card);
  return (
    <Card.Root as="li" variant="outline" bg="surface.panel" boxShadow="card" rounded="xl">
      <Card.Body gap="3" p="5">
        <Flex gap="3" align="center">
          <CardBrandMark brand={card.brand} />
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" truncate>
              {t(`brands.${card.brand}`)}
            </Text>
            <Text fontSize="lg" fontVariantNumeric="tabular-nums" letterSpacing="wider">
              •••• {card.last4}
            </Text>
          </Stack>
        </Flex>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <Text truncate>{card.holder_name}</Text>
          <Text color={expired ? 'fg.error' : undefined} fontVariantNumeric="tabular-nums">
            {expired
              ? t('cards.expiredOn', { date: expiry })
              : t('cards.expires', { date: expiry })}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap" minH="5">
          {card.is_default && (
            <Badge colorPalette="brand" variant="solid" size="sm">
              {t('cards.default')}
            </Badge>
          )}
          {expired && (
            <Badge colorPalette="red" variant="subtle" size="sm">
              {t('cards.expired')}
            </Badge>
          )}
          {card.in_use && (
            <Badge colorPalette="gray" variant="subtle" size="sm">
              {t('cards.inUse')}
            </Badge>
          )}
        </HStack>
      </Card.Body>
      <Card.Footer justifyContent="flex-end" gap="2" px="5" pb="4" pt="0" flexWrap="wrap">
        {!card.is_default && (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('cards.makeDefaultNamed', { card: cardName })}
            loading={settingDefault}
            loadingText={t('cards.makeDefault')}
            disabled={busy && !settingDefault}
            onClick={onMakeDefault}
          >
            {t('cards.makeDefault')}
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          aria-label={t('cards.deleteNamed', { card: cardName })}
          onClick={onDelete}
        >
          <TrashIcon />
          {t('cards.delete')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
