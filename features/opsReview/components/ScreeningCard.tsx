import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import ContentViewer from '@/src/entities/content/ContentViewer';
import type { OpsScreeningItem } from '../api';
import { PartyCell } from './PartyCell';
import { Waiting } from './Waiting';

export type ScreeningDecisionKind = 'approve' | 'reject';

/**
 * One upload awaiting screening: who sent it for which campaign and company, the brief it
 * answers, its files in the viewer, and Approve or Refuse. Memoised: deciding one upload
 * leaves the others' players alone.
 */
export const ScreeningCard = memo(function ScreeningCard({
  item,
  onDecide,
}: {
  item: OpsScreeningItem;
  onDecide: (item: OpsScreeningItem, kind: ScreeningDecisionKind) => void;
}) {
  const { t } = useTranslation(['opsReview', 'campaigns']);
  const { content, deal } = item;
  const label = t('opsReview:content.uploadOf', {
    creator: item.creator.name,
    campaign: deal.campaign.name,
  });
  return (
    <Stack
      as="article"
      aria-label={label}
      data-testid="ops-screening"
      gap="4"
      p={{ base: '4', md: '5' }}
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
      minW="0"
    >
      <Flex gap="4" justify="space-between" wrap="wrap">
        <Stack gap="1" minW="0">
          <Text fontSize="sm" color="fg.muted">
            {t(`campaigns:types.${deal.campaign.type}.label`)} ·{' '}
            {t('opsReview:content.round', { round: content.round })}
          </Text>
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {deal.campaign.name}
          </Heading>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          {t('opsReview:common.waiting')}: <Waiting since={item.waiting_since} />
        </Text>
      </Flex>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('opsReview:common.creator')}
          </Text>
          <PartyCell
            name={item.creator.name}
            email={item.creator.email}
            avatarUrl={item.creator.avatar_url}
          />
        </Stack>
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t('opsReview:common.company')}
          </Text>
          <PartyCell name={item.company.name} email={item.company.email} />
        </Stack>
      </Flex>
      <Stack gap="1">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          {t('opsReview:content.brief')}
        </Text>
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere" lineClamp={4}>
          {deal.campaign.content_brief}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('opsReview:content.revisions', {
            used: deal.revisions_used,
            left: deal.revisions_left,
          })}
        </Text>
      </Stack>
      <ContentViewer content={content} />
      <HStack gap="3" justify="flex-end" wrap="wrap">
        <Button
          variant="outline"
          colorPalette="red"
          aria-label={`${t('opsReview:content.reject')}: ${label}`}
          onClick={() => onDecide(item, 'reject')}
        >
          {t('opsReview:content.reject')}
        </Button>
        <Button
          colorPalette="brand"
          aria-label={`${t('opsReview:content.approve')}: ${label}`}
          onClick={() => onDecide(item, 'approve')}
        >
          {t('opsReview:content.approve')}
        </Button>
      </HStack>
    </Stack>
  );
});
