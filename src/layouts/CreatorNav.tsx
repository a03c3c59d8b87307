import { Box, chakra, Flex, Grid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '@/src/ui/Logo';
import { SIDEBAR_WIDTH } from '@/src/config/layout';
import { paths } from '@/src/lib/paths';
import {
  activeCreatorNavItem,
  CREATOR_NAV,
  CREATOR_SETTINGS_NAV,
  type CreatorNavItem,
} from './creatorNavigation';
import { UserMenu } from './UserMenu';

const ItemLink = chakra(RouterLink);

/** The height of the phone's tab bar: the page keeps this much room below its content. */
export const CREATOR_TAB_BAR_HEIGHT = '16';

/** Where the creator's notification bell sits, in the top bar and the sidebar. */
export interface NotificationSlot {
  notifications?: ReactNode;
}

function HomeLink() {
  const { t } = useTranslation('nav');
  return (
    <ItemLink
      to={paths.creator.marketplace}
      aria-label={t('home')}
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Logo size={7} />
    </ItemLink>
  );
}

/** On a phone: the product name, the notifications and the user menu. */
export function CreatorTopBar({ notifications }: NotificationSlot) {
  return (
    <Flex
      as="header"
      data-testid="creator-top-bar"
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
    >
      <HomeLink />
      <Flex flex="1" />
      {notifications}
      <UserMenu compact placement="bottom-end" settingsTo={paths.creator.settings} />
    </Flex>
  );
}

/** On a phone: the five places as tabs, fixed at the bottom of the screen. */
export function CreatorTabBar() {
  const { t } = useTranslation('nav');
  const active = activeCreatorNavItem(useLocation().pathname);
  return (
    <Box
      as="nav"
      aria-label={t('label')}
      data-testid="creator-tab-bar"
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="surface.sidebar"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Grid
        as="ul"
        templateColumns={`repeat(${CREATOR_NAV.length}, 1fr)`}
        h={CREATOR_TAB_BAR_HEIGHT}
        listStyleType="none"
      >
        {CREATOR_NAV.map((item) => (
          <li key={item.key}>
            <CreatorNavLink item={item} current={active === item.key} variant="tab" />
          </li>
        ))}
      </Grid>
    </Box>
  );
}

/** From the desktop breakpoint: the same places down a sidebar, the user menu at its foot. */
export function CreatorSidebar({ notifications }: NotificationSlot) {
  const { t } = useTranslation('nav');
  const active = activeCreatorNavItem(useLocation().pathname);
  return (
    <Flex
      as="aside"
      data-testid="creator-sidebar"
      direction="column"
      position="sticky"
      top="0"
      h="100dvh"
      flexShrink={0}
      w={SIDEBAR_WIDTH.expanded}
      bg="surface.sidebar"
      borderEndWidth="1px"
      borderColor="border.muted"
    >
      <Flex align="center" justify="space-between" h="16" px="4" flexShrink={0}>
        <HomeLink />
        {notifications}
      </Flex>
      <Stack as="nav" aria-label={t('label')} flex="1" overflowY="auto" px="3" py="2">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {CREATOR_NAV.map((item) => (
            <li key={item.key}>
              <CreatorNavLink item={item} current={active === item.key} variant="side" />
            </li>
          ))}
        </Stack>
        <Stack as="ul" gap="0.5" listStyleType="none" mt="auto" pt="2">
          <li>
            <CreatorNavLink
              item={CREATOR_SETTINGS_NAV}
              current={active === CREATOR_SETTINGS_NAV.key}
              variant="side"
            />
          </li>
        </Stack>
      </Stack>
      <Box p="3" borderTopWidth="1px" borderColor="border.muted">
        <UserMenu placement="top-start" />
      </Box>
    </Flex>
  );
}

/** One place of the app: icon over label in the tab bar, beside it in the sidebar. */
function CreatorNavLink({
  item,
  current,
  variant,
}: {
  item: CreatorNavItem;
  current: boolean;
  variant: 'tab' | 'side';
}) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  const tab = variant === 'tab';
  return (
    <ItemLink
      to={item.to}
      aria-current={current ? 'page' : undefined}
      display="flex"
      flexDirection={tab ? 'column' : 'row'}
      alignItems="center"
      justifyContent={tab ? 'center' : 'flex-start'}
      gap={tab ? '1' : '3'}
      h={tab ? 'full' : '9'}
      px={tab ? '0' : '3'}
      rounded={tab ? undefined : 'lg'}
      fontSize={tab ? 'xs' : 'sm'}
      fontWeight="medium"
      color={current ? 'brand.fg' : 'fg.muted'}
      bg={current && !tab ? 'surface.active' : 'transparent'}
      _hover={{
        bg: tab ? undefined : current ? 'surface.active' : 'surface.hover',
        color: current ? 'brand.fg' : 'fg',
      }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
      focusRingWidth="2px"
    >
      <Box as="span" fontSize={tab ? 'xl' : 'lg'} display="inline-flex">
        <Icon />
      </Box>
      <span>{t(`creator.${item.key}`)}</span>
    </ItemLink>
  );
}
