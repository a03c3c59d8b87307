import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A printable document (an invoice, a content licence): a panel on screen, the bare page
 * on paper, where the logo and marks keep their colours. `labelledBy` is its heading's id.
 */
export function DocumentSheet({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="article"
      aria-labelledby={labelledBy}
      layerStyle="panel"
      rounded="xl"
      p={{ base: '5', md: '10' }}
      maxW="4xl"
      w="full"
      _print={{ borderWidth: '0', boxShadow: 'none', p: '0', maxW: 'none' }}
      css={{ printColorAdjust: 'exact' }}
    >
      <Stack gap={{ base: '6', md: '8' }}>{children}</Stack>
    </Box>
  );
}

/** A titled part of a printable document (an invoice's "Billed to", a licence's parties). */
export function DocumentBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="1.5" minW="0">
      <Text
        fontSize="xs"
        fontWeight="semibold"
        textTransform="uppercase"
        letterSpacing="wider"
        color="fg.muted"
      >
        {title}
      </Text>
      {children}
    </Stack>
  );
}
