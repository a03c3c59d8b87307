import {
  Box,
  Flex,
  Grid,
  Stack,
  type HTMLChakraProps,
  type SystemStyleObject,
} from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '@/src/ui/Logo';
import { paths } from '@/src/lib/paths';
import { SidebarPanel } from './SidebarPanel';
import {
  CREATOR_NAV,
  CREATOR_SETTINGS_NAV,
  type CreatorNavItem,
  type CreatorNavKey,
} from './creatorNavigation';

/**
 * The creators' bars: where they sit, how big they are, what goes where. Nothing here
 * needs the router, so the app (CreatorNav.tsx: router links, the bell and the account's
 * menu) and the build's prerendered frame (src/prerender/: plain links and placeholders)
 * draw the same bars, and the app's cannot move when it replaces the frame.
 */

/** The height of the phone's tab bar: the page keeps this much room below its content. */
export const CREATOR_TAB_BAR_HEIGHT = '16';

/** A link to a path, with the bars' styles: the app's router link, or the frame's plain one. */
export type BarLink = ComponentType<{ to: string; children: ReactNode } & HTMLChakraProps<'a'>>;

interface BarProps {
  link: BarLink;
  /** The app's test id. */
  testId?: string;
  /** The frame's display by the breakpoint (the server cannot know the width the app measures). */
  css?: SystemStyleObject;
}

/** The places' bars also mark the page's place. */
interface PlacesProps extends BarProps {
  current: CreatorNavKey | null;
}

function HomeLink({ link: Link }: { link: BarLink }) {
  const { t } = useTranslation('nav');
  return (
    <Link
      to={paths.creator.marketplace}
      aria-label={t('home')}
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Logo size={7} />
    </Link>
  );
}

/** On a phone: the home link at the start, the notifications and the user menu at the end. */
export function CreatorTopBarShape({ link, end, testId, css }: { end: ReactNode } & BarProps) {
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
      <HomeLink link={link} />
      <Flex flex="1" />
      {end}
    </Flex>
  );
}

/** On a phone: the five places as tabs, fixed at the bottom of the screen. */
export function CreatorTabBarShape({ link, current, testId, css }: PlacesProps) {
  const { t } = useTranslation('nav');
  return (
    <Box
      as="nav"
      aria-label={t('label')}
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
          <li key={item.key}>
            <Place link={link} item={item} current={current === item.key} variant="tab" />
          </li>
        ))}
      </Grid>
    </Box>
  );
}

/** From the desktop breakpoint: the same places down a sidebar, the user menu at its foot. */
export function CreatorSidebarShape({
  link,
  current,
  notifications,
  user,
  testId,
  css,
}: { notifications?: ReactNode; user: ReactNode } & PlacesProps) {
  const { t } = useTranslation('nav');
  return (
    <SidebarPanel data-testid={testId} css={css}>
      <Flex align="center" justify="space-between" h="16" px="4" flexShrink={0}>
        <HomeLink link={link} />
        {notifications}
      </Flex>
      <Stack as="nav" aria-label={t('label')} flex="1" overflowY="auto" px="3" py="2">
        <Stack as="ul" gap="0.5" listStyleType="none">
          {CREATOR_NAV.map((item) => (
            <li key={item.key}>
              <Place link={link} item={item} current={current === item.key} variant="side" />
            </li>
          ))}
        </Stack>
        <Stack as="ul" gap="0.5" listStyleType="none" mt="auto" pt="2">
          <li>
            <Place
              link={link}
              item={CREATOR_SETTINGS_NAV}
              current={current === CREATOR_SETTINGS_NAV.key}
              variant="side"
            />
          </li>
        </Stack>
      </Stack>
      <Box p="3" borderTopWidth="1px" borderColor="border.muted">
        {user}
      </Box>
    </SidebarPanel>
  );
}

/** One place of the app: icon over label in the tab bar, beside it in the sidebar. */
function Place({
  link: Link,
  item,
  current,
  variant,
}: {
  link: BarLink;
  item: CreatorNavItem;
  current: boolean;
  variant: 'tab' | 'side';
}) {
  const { t } = useTranslation('nav');
  const Icon = item.icon;
  const tab = variant === 'tab';
  return (
    <Link
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
    </Link>
  );
}
