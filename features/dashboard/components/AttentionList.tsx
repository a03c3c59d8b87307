import { Box, chakra, Circle, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useDealFormats } from '@/src/entities/deal/useDealFormats';
import { paths } from '@/src/lib/paths';
import { AlertCircleIcon, CheckCircleIcon, EyeIcon } from '@/src/ui/icons';
import { MegaphoneIcon, PackageIcon } from '@/src/ui/appIcons';
import { TextSkeleton } from '@/src/ui/TextSkeleton';
import type { AttentionItem } from '../api';
import { useTimeUntil } from '../hooks/useTimeUntil';
import type { AttentionKind } from '@/domain/dashboard/rules';
import { LINK_HOVER, Panel } from './Panel';

const ItemLink = chakra(RouterLink);

/** Where an item is acted on: its deal, or its campaign's page. */
export function attentionLink(item: AttentionItem): string {
  if ((item.kind === 'review_content' || item.kind === 'ship_product') && item.deal_id) {
    return paths.deal(item.deal_id);
  }
  return paths.campaign(item.campaign_id);
}

const LOOK: Record<AttentionKind, { icon: ReactNode; palette: string }> = {
  review_content: { icon: <EyeIcon />, palette: 'brand' },
  ship_product: { icon: <PackageIcon />, palette: 'orange' },
  campaign_rejected: { icon: <AlertCircleIcon />, palette: 'red' },
  campaign_awaiting_approval: { icon: <MegaphoneIcon />, palette: 'blue' },
};

/** What an item says: what to do, and for what or until when. */
function useAttentionTexts() {
  const { t } = useTranslation('dashboard');
  const { relative } = useDealFormats();
  const timeUntil = useTimeUntil();
  return (item: AttentionItem): { title: string; detail: string } => {
    const creator = item.creator_name ?? t('attention.someone');
    const campaign = item.campaign_name;
    switch (item.kind) {
      case 'review_content':
        return {
          title: t('attention.review_content', { creator }),
          detail: item.due_at
            ? t('attention.review_contentDetail', { campaign, when: timeUntil(item.due_at) })
            : campaign,
        };
      case 'ship_product':
        return {
          title: t('attention.ship_product', { creator }),
          detail: t('attention.ship_productDetail', { campaign, when: relative(item.since) }),
        };
      case 'campaign_rejected':
        return {
          title: t('attention.campaign_rejected', { campaign }),
          detail: item.detail
            ? t('attention.campaign_rejectedDetail', { reason: item.detail })
            : t('attention.campaign_rejectedNoReason', { when: relative(item.since) }),
        };
      case 'campaign_awaiting_approval':
        return {
          title: t('attention.campaign_awaiting_approval', { campaign }),
          detail: item.due_at
            ? t('attention.campaign_awaiting_approvalDetail', { when: timeUntil(item.due_at) })
            : t('attention.campaign_awaiting_approvalSince', { when: relative(item.since) }),
        };
    }
  };
}

/** "Needs your attention": each item a link to where it is done, most urgent first. */
export function AttentionList({ items }: { items: readonly AttentionItem[] }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const textsOf = useAttentionTexts();
  return (
    <Panel titleId={titleId} title={t('attention.title')}>
      {items.length === 0 ? (
        <Stack align="center" textAlign="center" gap="2" py="8" data-testid="attention-empty">
          <Box color="green.fg" fontSize="2xl" aria-hidden="true">
            <CheckCircleIcon />
          </Box>
          <Text fontWeight="semibold">{t('attention.emptyTitle')}</Text>
          <Text fontSize="sm" color="fg.muted" maxW="xs">
            {t('attention.emptyBody')}
          </Text>
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="1" mx="-2">
          {items.map((item) => {
            const { title, detail } = textsOf(item);
            const look = LOOK[item.kind];
            return (
              <li key={`${item.kind}-${item.deal_id ?? item.campaign_id}`} data-kind={item.kind}>
                <ItemLink
                  to={attentionLink(item)}
                  display="flex"
                  alignItems="flex-start"
                  gap="3"
                  px="2"
                  py="2.5"
                  rounded="lg"
                  {...LINK_HOVER}
                >
                  <Circle
                    size="8"
                    flexShrink={0}
                    bg={`${look.palette}.subtle`}
                    color={`${look.palette}.fg`}
                    aria-hidden="true"
                  >
                    {look.icon}
                  </Circle>
                  <Box minW="0">
                    <Text fontWeight="medium" lineClamp={2}>
                      {title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {detail}
                    </Text>
                  </Box>
                </ItemLink>
              </li>
            );
          })}
        </Stack>
      )}
    </Panel>
  );
}

/** Rows the list's placeholder shows while the summary loads. */
const SKELETON_ITEMS = 3;

/** The panel while the summary loads: its title, and rows the size of its items. */
export function AttentionListSkeleton() {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  return (
    <Panel titleId={titleId} title={t('attention.title')} busy>
      <Stack gap="1" mx="-2">
        {Array.from({ length: SKELETON_ITEMS }, (_, index) => (
          <Box key={index} display="flex" alignItems="flex-start" gap="3" px="2" py="2.5">
            <SkeletonCircle size="8" flexShrink={0} />
            <Box minW="0">
              <Text fontWeight="medium">
                <TextSkeleton
                  sample={t('attention.ship_product', { creator: t('attention.someone') })}
                />
              </Text>
              <Text fontSize="sm" color="fg.muted">
                <TextSkeleton sample={t('attention.someone')} />
              </Text>
            </Box>
          </Box>
        ))}
      </Stack>
    </Panel>
  );
}
