import {
  Box,
  Flex,
  Grid,
  Stack,
  type HTMLChakraProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_WIDTH } from '@/src/config/layout';
import { CREATOR_NAV, CREATOR_SETTINGS_NAV, type CreatorNavItem } from './creatorNavigation';

/**
 * The creators' bars as shapes: where they sit, how big they are, and what goes where.
 * Nothing here needs the router, so the app (CreatorNav.tsx, with router links and the
 * account's menu) and the build's prerendered frame (src/prerender/, with plain links and
 * placeholders) draw the same bars, and the app's cannot move when it replaces the frame.
 */

/** The height of the phone's tab bar: the page keeps this much room below its content. */
export const CREATOR_TAB_BAR_HEIGHT = '16';

export type CreatorPlaceVariant = 'tab' | 'side';

/**
 * What the app or the frame adds to a bar: the app's test id; the frame's display by the
 * breakpoint in CSS (the server cannot know the width that the app measures).
 */
interface BarProps {
  testId?: string;
  css?: SystemStyleObject;
}

/** Draws one place of the app as a link (the app's router link, or the frame's plain one). */
export type CreatorPlace = (item: CreatorNavItem, variant: CreatorPlaceVariant) => ReactNode;

/** On a phone: the home link at the start, the notifications and the user menu at the end. */
export function CreatorTopBarShape({
  home,
  end,
  testId,
  css,
}: { home: ReactNode; end: ReactNode } & BarProps) {
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="2"
      h="14"
      px="4"
      bg="surface.sidebar/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
      data-testid={testId}
      css={css}
    >
      {home}
      <Flex flex="1" />
      {end}
    </Flex>
  );
}

/** On a phone: the five places as tabs, fixed at the bottom of the screen. */
export function CreatorTabBarShape({
  label,
  place,
  testId,
  css,
}: { label: string; place: CreatorPlace } & BarProps) {
  return (
    <Box
      as="nav"
      aria-label={label}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="surface.sidebar"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
      data-testid={testId}
      css={css}
    >
      <Grid
        as="ul"
        templateColumns={`repeat(${CREATOR_NAV.length}, 1fr)`}
        h={CREATOR_TAB_BAR_HEIGHT}
        listStyleType="none"
      >
        {CREATOR_NAV.map((item) => (
          <li key={item.key}>{place(item, 'tab')}</li>
        ))}
      </Grid>
    </Box>
  );
}

/** From the desktop breakpoint: the same places down a sidebar, the user menu at its foot. */
export function CreatorSidebarShape({
  label,
  home,
  notifications,
  place,
  user,
  testId,
  css,
}: {
  label: string;
  home: ReactNode;
  notifications?: ReactNode;
  place: CreatorPlace;
  user: ReactNode;
} & BarProps) {
  return (
    <Flex
      as="aside"
      direction="column"
      position="sticky"
      top="0"
      h="100dvh"
      flexShrink={0}
      w={SIDEBAR_WIDTH.expanded}
      bg="surface.sidebar"
      borderEndWidth="1px"
      borderColor="border.muted"
      data-testid={testId}
      css={css}
    >
      <Flex align="center" justify="space-between" h="16" px="4" flexShrink={0}>
        {home}
        {notifications}
      </Flex>
      <Stack as="nav" aria-label={label} flex="1" overflowY="auto" px="3" py="2">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {CREATOR_NAV.map((item) => (
            <li key={item.key}>{place(item, 'side')}</li>
          ))}
        </Stack>
        <Stack as="ul" gap="0.5" listStyleType="none" mt="auto" pt="2">
          <li>{place(CREATOR_SETTINGS_NAV, 'side')}</li>
        </Stack>
      </Stack>
      <Box p="3" borderTopWidth="1px" borderColor="border.muted">
        {user}
      </Box>
    </Flex>
  );
}

/** How a place's link looks: icon over label in the tab bar, beside it in the sidebar. */
export function creatorPlaceStyle(
  variant: CreatorPlaceVariant,
  current: boolean,
): HTMLChakraProps<'a'> {
  const tab = variant === 'tab';
  return {
    'aria-current': current ? 'page' : undefined,
    display: 'flex',
    flexDirection: tab ? 'column' : 'row',
    alignItems: 'center',
    justifyContent: tab ? 'center' : 'flex-start',
    gap: tab ? '1' : '3',
    h: tab ? 'full' : '9',
    px: tab ? '0' : '3',
    rounded: tab ? undefined : 'lg',
    fontSize: tab ? 'xs' : 'sm',
    fontWeight: 'medium',
    color: current ? 'brand.fg' : 'fg.muted',
    bg: current && !tab ? 'surface.active' : 'transparent',
    _hover: {
      bg: tab ? undefined : current ? 'surface.active' : 'surface.hover',
      color: current ? 'brand.fg' : 'fg',
    },
    focusVisibleRing: 'inside',
    focusRingColor: 'brand.focusRing',
    focusRingWidth: '2px',
  };
}

/** What a place's link shows: its icon and its label. */
export function CreatorPlaceContent({
  item,
  variant,
}: {
  item: CreatorNavItem;
  variant: CreatorPlaceVariant;
}) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  return (
    <>
      <Box as="span" fontSize={variant === 'tab' ? 'xl' : 'lg'} display="inline-flex">
        <Icon />
      </Box>
      <span>{t(`creator.${item.key}`)}</span>
    </>
  );
}
