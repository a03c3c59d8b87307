import { Box, chakra, Circle, Flex } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  CREATOR_TAB_BAR_HEIGHT,
  CreatorPlaceContent,
  creatorPlaceStyle,
  CreatorSidebarShape,
  CreatorTabBarShape,
  CreatorTopBarShape,
  type CreatorPlace,
} from '@/src/layouts/CreatorBars';
import type { CreatorNavKey } from '@/src/layouts/creatorNavigation';
import { paths } from '@/src/lib/paths';
import { Logo } from '@/src/ui/Logo';
import {
  belowBreakpoint,
  DESKTOP,
  FrameMain,
  fromBreakpoint,
  LAYOUT_ROW,
  type FrameHeader,
} from './FramePieces';

/** The creators' home, as the bars' router link draws it. */
function HomeLink() {
  const { t } = useTranslation('nav');
  return (
    <chakra.a
      href={paths.creator.marketplace}
      aria-label={t('home')}
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Logo size={7} />
    </chakra.a>
  );
}

/** The user menu's avatar, in its place (the account is not known at build time). */
const AvatarBone = () => <Circle size="8" flexShrink={0} bg="bg.emphasized" />;

/** A bone in a line of text of that size: as tall as the line it stands for. */
function LineBone({ fontSize, w }: { fontSize: 'sm' | 'xs'; w: string }) {
  return (
    <Box fontSize={fontSize}>
      <Box
        as="span"
        display="inline-block"
        verticalAlign="middle"
        w={w}
        h="0.7em"
        rounded="md"
        bg="bg.emphasized"
      />
    </Box>
  );
}

/**
 * The creators' layout's frame as the build prerenders it (src/layouts/CreatorLayout.tsx):
 * below the breakpoint the top bar and the tab bar fixed at the bottom, with the page's
 * room above it; from the breakpoint the sidebar (which does not collapse). The places are
 * the app's own, drawn by the same bars with plain links (they work before the app does),
 * the page's place marked; the bell and the user menu, which need the account, are
 * placeholders of their size. Then the page's header where it is fixed, and bones.
 */
export function CreatorShellSkeleton({
  header,
  current,
}: {
  header?: FrameHeader;
  current: CreatorNavKey | null;
}) {
  const { t } = useTranslation('nav');
  const place: CreatorPlace = (item, variant) => (
    <chakra.a href={item.to} {...creatorPlaceStyle(variant, item.key === current)}>
      <CreatorPlaceContent item={item} variant={variant} />
    </chakra.a>
  );
  return (
    <Flex minH="100dvh" css={LAYOUT_ROW} aria-busy="true">
      <CreatorTopBarShape
        css={belowBreakpoint('flex')}
        home={<HomeLink />}
        end={
          <>
            {/* The bell's place, then the compact user menu's avatar with its padding. */}
            <Box boxSize="9" />
            <Box p="0.5">
              <AvatarBone />
            </Box>
          </>
        }
      />
      <CreatorSidebarShape
        css={fromBreakpoint('flex')}
        label={t('label')}
        home={<HomeLink />}
        place={place}
        user={
          <Flex align="center" gap="2.5" p="1.5">
            <AvatarBone />
            {/* The creator's name and e-mail, two lines of the user menu's sizes. */}
            <Box flex="1">
              <LineBone fontSize="sm" w="70%" />
              <LineBone fontSize="xs" w="90%" />
            </Box>
          </Flex>
        }
      />
      {/* Room for the tab bar below the content, as the layout keeps on a phone. */}
      <Flex
        direction="column"
        flex="1"
        minW="0"
        css={{ pb: CREATOR_TAB_BAR_HEIGHT, [DESKTOP]: { pb: '0' } }}
      >
        <FrameMain header={header} />
      </Flex>
      <CreatorTabBarShape css={belowBreakpoint('block')} label={t('label')} place={place} />
    </Flex>
  );
}
