import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

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
