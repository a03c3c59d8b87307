import { Badge, chakra, Flex, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CreatorAvatar } from '@/src/entities/creator/CreatorRow';
import { paths } from '@/src/lib/paths';
import type { DealRow } from './types';
import { useDealFormats } from './useDealFormats';
import { useDealLabels } from './useDealLabels';
import { DealBadges } from './DealBadges';

interface RowsProps {
  deals: readonly DealRow[];
  /** Dimmed while another filter's deals load. */
  stale: boolean;
}

/** The deal's products by name: the first, and how many more. */
function useProductsText() {
  const { t } = useTranslation('deals');
  return (deal: DealRow) => {
    const [first, ...rest] = deal.products;
    if (!first) return '';
    return rest.length > 0
      ? t('list.productsMore', { name: first.name, count: rest.length })
      : first.name;
  };
}

function Unread({ count }: { count: number }) {
  const { t } = useTranslation('deals');
  if (count === 0) return null;
  return (
    <Badge
      colorPalette="red"
      variant="solid"
      rounded="full"
      fontVariantNumeric="tabular-nums"
      aria-label={t('list.unread', { count })}
      title={t('list.unread', { count })}
    >
      {count}
    </Badge>
  );
}

/** When the deal last changed, or got a message: whichever is later. */
const lastUpdate = (deal: DealRow) =>
  deal.last_message_at && deal.last_message_at > deal.updated_at
    ? deal.last_message_at
    : deal.updated_at;

const Th = chakra('th', {
  base: {
    px: '4',
    py: '3',
    textAlign: 'start',
    fontSize: 'xs',
    fontWeight: 'semibold',
    color: 'fg.muted',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
  },
});
const Td = chakra('td', { base: { px: '4', py: '3', verticalAlign: 'middle' } });

/** From 768 px: one row per deal; the creator's name is its link, the whole row opens it. */
export function DealTable({ deals, stale }: RowsProps) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const productsText = useProductsText();
  const navigate = useNavigate();
  const open = (event: MouseEvent<HTMLElement>, id: string) => {
    // The name's own link (and a modified click on it) does what links do.
    if ((event.target as HTMLElement).closest('a')) return;
    void navigate(paths.deal(id));
  };
  return (
    <chakra.div
      overflowX="auto"
      rounded="xl"
      borderWidth="1px"
      borderColor="border.muted"
      bg="surface.panel"
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      <chakra.table w="full" fontSize="sm" aria-label={t('list.label')} aria-busy={stale}>
        <chakra.thead bg="bg.subtle">
          <tr>
            <Th>{t('list.columns.creator')}</Th>
            <Th>{t('list.columns.campaign')}</Th>
            <Th>{t('list.columns.products')}</Th>
            <Th>{t('list.columns.status')}</Th>
            <Th>{t('list.columns.updated')}</Th>
          </tr>
        </chakra.thead>
        <tbody>
          {deals.map((deal) => (
            <chakra.tr
              key={deal.id}
              data-testid="deal-row"
              borderTopWidth="1px"
              borderColor="border.muted"
              cursor="pointer"
              _hover={{ bg: 'bg.subtle' }}
              onClick={(event) => open(event, deal.id)}
            >
              <Td>
                <HStack gap="3">
                  <CreatorAvatar name="" url={deal.creator.avatar_url} size="9" />
                  <RouterLink to={paths.deal(deal.id)}>
                    <Text as="span" fontWeight="semibold" _hover={{ textDecoration: 'underline' }}>
                      {deal.creator.name}
                    </Text>
                  </RouterLink>
                  <Unread count={deal.unread_messages} />
                </HStack>
              </Td>
              <Td>{deal.campaign.name}</Td>
              <Td>
                <Text lineClamp={2}>{productsText(deal)}</Text>
              </Td>
              <Td>
                <DealBadges
                  status={deal.status}
                  delivery={deal.delivery}
                  deliveryType={deal.campaign.delivery_type}
                />
              </Td>
              <Td whiteSpace="nowrap" color="fg.muted">
                <time dateTime={lastUpdate(deal)} title={format.dateTime(lastUpdate(deal))}>
                  {format.relative(lastUpdate(deal))}
                </time>
              </Td>
            </chakra.tr>
          ))}
        </tbody>
      </chakra.table>
    </chakra.div>
  );
}

/** Below 768 px: a card per deal, the creator's name its link. */
export function DealCards({ deals, stale }: RowsProps) {
  const { t } = useTranslation('deals');
  const format = useDealFormats();
  const productsText = useProductsText();
  const labels = useDealLabels();
  return (
    <Stack
      as="ul"
      listStyleType="none"
      gap="3"
      aria-label={t('list.label')}
      aria-busy={stale}
      opacity={stale ? 0.6 : 1}
      transition="opacity 0.15s"
    >
      {deals.map((deal) => (
        <LinkBox
          as="li"
          key={deal.id}
          data-testid="deal-row"
          display="flex"
          flexDirection="column"
          gap="2"
          p="4"
          rounded="xl"
          borderWidth="1px"
          borderColor="border.muted"
          bg="surface.panel"
          aria-label={`${deal.creator.name}, ${labels.status(deal.status, deal.campaign.delivery_type)}`}
        >
          <HStack gap="3">
            <CreatorAvatar name="" url={deal.creator.avatar_url} size="10" />
            <Stack gap="0" minW="0" flex="1">
              <LinkOverlay asChild>
                <RouterLink to={paths.deal(deal.id)}>
                  <Text as="span" fontWeight="semibold">
                    {deal.creator.name}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="sm" color="fg.muted" truncate>
                {deal.campaign.name}
              </Text>
            </Stack>
            <Unread count={deal.unread_messages} />
          </HStack>
          <Text fontSize="sm" lineClamp={2}>
            {productsText(deal)}
          </Text>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <DealBadges
              status={deal.status}
              delivery={deal.delivery}
              deliveryType={deal.campaign.delivery_type}
            />
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={lastUpdate(deal)}>{format.relative(lastUpdate(deal))}</time>
            </Text>
          </Flex>
        </LinkBox>
      ))}
    </Stack>
  );
}
