import { Badge, Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import { memo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignCreator } from './types';
import { useCreatorFormats } from './useCreatorFormats';

/** Row heights the virtual list lays out with: every row is exactly this tall. */
export const ROW_HEIGHT = { desktop: 76, mobile: 112 } as const;

/** Why Pick cannot be pressed now (all deals filled, campaign not active), if it cannot. */
export type PickBlock = string | undefined;

export interface CreatorRowProps {
  entry: CampaignCreator;
  mobile: boolean;
  /** Where the virtual list puts the row: its distance from the list's top, px. */
  top: number;
  index: number;
  total: number;
  pickBlock: PickBlock;
  picking: boolean;
  onOpen: (entry: CampaignCreator, opener: HTMLElement) => void;
  onPick: (entry: CampaignCreator) => void;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" truncate>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {label}
      </Text>
    </Stack>
  );
}

/**
 * A creator's avatar: the image, or a placeholder of the same size while it loads; a
 * creator who gave no photo (an empty URL) shows the name's initial instead.
 */
export function CreatorAvatar({ name, url, size }: { name: string; url: string; size: string }) {
  if (url === '') {
    return (
      <chakra.span
        role="img"
        aria-label={name}
        w={size}
        h={size}
        rounded="full"
        flexShrink={0}
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        bg="brand.subtle"
        color="brand.fg"
        fontWeight="semibold"
      >
        {name.trim().charAt(0).toUpperCase()}
      </chakra.span>
    );
  }
  return (
    <chakra.img
      src={url}
      alt={name}
      w={size}
      h={size}
      rounded="full"
      objectFit="cover"
      flexShrink={0}
      bg="bg.muted"
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One creator of a list: avatar, name (a button opening the profile), tier, categories,
 * followers, views, engagement and price, and Pick (or Picked). A click anywhere on the
 * row opens the profile too. Memoised, its props plain values and stable callbacks: a
 * list re-rendering (a filter changed, a page added, the rows dimmed) leaves it alone
 * while its creator and place are the same.
 */
export const CreatorRow = memo(function CreatorRow({
  entry,
  mobile,
  top,
  index,
  total,
  pickBlock,
  picking,
  onOpen,
  onPick,
}: CreatorRowProps) {
  const { t } = useTranslation(['creators', 'products']);
  const format = useCreatorFormats();
  const { creator, deal, application, invited } = entry;

  const open = (event: MouseEvent<HTMLElement>) => {
    const opener = event.currentTarget.querySelector<HTMLElement>('[data-opener]');
    onOpen(entry, opener ?? event.currentTarget);
  };
  const categories = creator.categories.map((name) => t(`products:categories.${name}`)).join(', ');
  const followers = { label: t('list.followers'), value: format.count(creator.followers) };
  const engagement = {
    label: t('list.engagement'),
    value: format.engagement(creator.engagement_rate),
  };
  const price = { label: t('list.price'), value: format.price(creator.price) };
  const stats = [
    followers,
    { label: t('list.views'), value: format.count(creator.views) },
    engagement,
    price,
  ];
  // A phone's row has one line for numbers: the three a company compares first.
  const mobileStats = [
    `${followers.value} ${followers.label.toLocaleLowerCase()}`,
    engagement.value,
    price.value,
  ].join(' · ');

  const action = deal ? (
    <Stack gap="0" align="end">
      <Badge colorPalette="green" variant="subtle">
        {t('list.picked')}
      </Badge>
      <Text fontSize="xs" color="fg.muted">
        {t(`dealStatus.${deal.status}`)}
      </Text>
    </Stack>
  ) : (
    <Button
      size="sm"
      colorPalette="brand"
      variant="outline"
      aria-label={t('list.pickName', { name: creator.name })}
      title={pickBlock}
      disabled={pickBlock !== undefined}
      loading={picking}
      onClick={(event) => {
        event.stopPropagation();
        onPick(entry);
      }}
    >
      {t('list.pick')}
    </Button>
  );

  return (
    <Box
      role="listitem"
      aria-setsize={total}
      aria-posinset={index + 1}
      data-testid="creator-row"
      data-index={index}
      style={{ transform: `translateY(${top}px)` }}
      position="absolute"
      top="0"
      left="0"
      w="full"
      h={`${mobile ? ROW_HEIGHT.mobile : ROW_HEIGHT.desktop}px`}
      px={{ base: '3', md: '4' }}
      borderBottomWidth="1px"
      bg="surface.panel"
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
      onClick={open}
    >
      <Grid
        h="full"
        alignItems="center"
        gap={{ base: '3', md: '4' }}
        templateColumns={
          mobile
            ? 'auto minmax(0, 1fr) auto'
            : 'auto minmax(0, 2.4fr) repeat(4, minmax(0, 1fr)) 7.5rem'
        }
      >
        <CreatorAvatar name={creator.name} url={creator.avatar_url} size={mobile ? '10' : '11'} />
        <Stack gap="0.5" minW="0">
          <Flex align="center" gap="2" minW="0">
            <chakra.button
              type="button"
              data-opener
              fontWeight="semibold"
              textAlign="start"
              truncate
              cursor="pointer"
              rounded="sm"
              focusVisibleRing="outside"
              focusRingColor="brand.focusRing"
              _hover={{ textDecoration: 'underline' }}
            >
              {creator.name}
            </chakra.button>
            <Badge
              size="sm"
              variant={creator.tier === 'pro' ? 'solid' : 'subtle'}
              colorPalette={creator.tier === 'pro' ? 'brand' : 'gray'}
              flexShrink={0}
            >
              {t(`tiers.${creator.tier}`)}
            </Badge>
            {application && (
              <Badge size="sm" variant="subtle" colorPalette="blue" flexShrink={0}>
                {t('list.applied')}
              </Badge>
            )}
            {invited && !application && (
              <Badge size="sm" variant="subtle" colorPalette="orange" flexShrink={0}>
                {t('list.invited')}
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="fg.muted" truncate>
            {categories}
          </Text>
          {mobile && (
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" truncate>
              {mobileStats}
            </Text>
          )}
        </Stack>
        {!mobile && stats.map((stat) => <Stat key={stat.label} {...stat} />)}
        <Flex justify="end">{action}</Flex>
      </Grid>
    </Box>
  );
});
