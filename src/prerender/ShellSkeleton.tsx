import { Box, Flex, Stack } from '@chakra-ui/react';
import { SIDEBAR_WIDTH } from '@/src/config/layout';
import { Logo } from '@/src/ui/Logo';
import { SidebarPanel } from '@/src/layouts/SidebarPanel';
import {
  belowBreakpoint,
  Bone,
  FrameMain,
  fromBreakpoint,
  LAYOUT_ROW,
  type FrameHeader,
} from './FramePieces';

const NAV_ITEMS = 8;

/**
 * Styles for a visitor who collapsed the sidebar: the blocking script marks `<html>` so
 * before the first paint, from the stored preference (public/color-mode.js).
 */
const COLLAPSED = 'html[data-sidebar=collapsed] &';

/**
 * The company layout's frame as the build prerenders it: the sidebar from the layout's
 * breakpoint up and the top bar below it (the server cannot know the width, so CSS
 * chooses where the app's layout measures), the page's header (its title and sentence,
 * for a page whose header is fixed; its place otherwise) and a skeleton of the content.
 * Nothing in it depends on the account: the app renders over it once the account is
 * loaded.
 */
export function ShellSkeleton({ header }: { header?: FrameHeader }) {
  return (
    <Flex minH="100dvh" css={LAYOUT_ROW} aria-busy="true">
      <SidebarPanel
        css={{ ...fromBreakpoint('flex'), [COLLAPSED]: { width: SIDEBAR_WIDTH.collapsed } }}
      >
        <Flex
          align="center"
          h="16"
          px="4"
          flexShrink={0}
          css={{ [COLLAPSED]: { justifyContent: 'center', paddingInline: 0 } }}
        >
          <Box css={{ [COLLAPSED]: { display: 'none' } }}>
            <Logo />
          </Box>
          <Box display="none" css={{ [COLLAPSED]: { display: 'block' } }}>
            <Logo showName={false} />
          </Box>
        </Flex>
        <Stack flex="1" px="5" py="4" gap="5">
          {Array.from({ length: NAV_ITEMS }, (_, index) => (
            <Bone key={index} w={index % 3 === 0 ? '60%' : '75%'} />
          ))}
        </Stack>
        <Flex
          p="3"
          borderTopWidth="1px"
          borderColor="border.muted"
          align="center"
          gap="3"
          css={{ [COLLAPSED]: { justifyContent: 'center' } }}
        >
          <Box boxSize="8" flexShrink={0} rounded="full" bg="bg.emphasized" />
          <Box w="50%" css={{ [COLLAPSED]: { display: 'none' } }}>
            <Bone w="full" />
          </Box>
        </Flex>
      </SidebarPanel>
      <Flex
        as="header"
        css={belowBreakpoint('flex')}
        position="sticky"
        top="0"
        align="center"
        gap="2"
        h="14"
        px="3"
        bg="surface.sidebar"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        {/* The menu button's place (a small icon button), then the home link's logo. */}
        <Box boxSize="9" flexShrink={0} />
        <Logo size={7} />
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <FrameMain header={header} />
      </Flex>
    </Flex>
  );
}
