import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The company pages' content column: one width and padding for the layout and its prerendered frame. */
export function MainArea({ children }: { children: ReactNode }) {
  return (
    <Box
      as="main"
      flex="1"
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
