import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The company pages' content column: one width and padding for the layout and its
 * prerendered frame. At least the screen's height, so the footer starts below the first
 * screen: it never shows while a page loads, only to be pushed down when data arrives.
 */
export function MainArea({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      flex="1"
      minH="100svh"
      w="full"
      maxW="1280px"
      mx="auto"
      px={{ base: '4', md: '8' }}
      py={{ base: '6', md: '10' }}
    >
      {children}
    </Box>
  );
}
