import { Box, chakra, Circle, Flex } from '@chakra-ui/react';
import {
  CREATOR_TAB_BAR_HEIGHT,
  CreatorSidebarShape,
  CreatorTabBarShape,
  CreatorTopBarShape,
  type BarLink,
} from '@/src/layouts/CreatorBars';
import type { CreatorNavKey } from '@/src/layouts/creatorNavigation';
import {
  belowBreakpoint,
  DESKTOP,
  FrameMain,
  fromBreakpoint,
  LAYOUT_ROW,
  type FrameHeader,
} from './FramePieces';

/** The frame's links are plain ones: they work before the app does, each a page load. */
const PlainLink: BarLink = ({ to, ...props }) => <chakra.a href={to} {...props} />;

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
 * room above it; from the breakpoint the sidebar (which does not collapse). The bars are
 * the app's own with plain links, the page's place marked; the bell and the user menu,
 * which need the account, are placeholders of their size. Then the page's header where it
 * is fixed, and bones.
 */
export function CreatorShellSkeleton({
  header,
  current,
}: {
  header?: FrameHeader;
  current: CreatorNavKey | null;
}) {
  return (
    <Flex minH="100dvh" css={LAYOUT_ROW} aria-busy="true">
      <CreatorTopBarShape
        css={belowBreakpoint('flex')}
        link={PlainLink}
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
        link={PlainLink}
        current={current}
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
      <CreatorTabBarShape css={belowBreakpoint('block')} link={PlainLink} current={current} />
    </Flex>
  );
}
