import { Flex, type FlexProps } from '@chakra-ui/react';
import { SIDEBAR_WIDTH } from '@/src/config/layout';

/**
 * Every layout's sidebar from the desktop breakpoint (the company's, the creators', the
 * console's, and the prerendered frames of them): a column as tall as the window that
 * stays put while the page scrolls, at the sidebar's width unless told otherwise.
 */
export function SidebarPanel(props: FlexProps) {
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
      {...props}
    />
  );
}
