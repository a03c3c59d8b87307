import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled part of the creator's profile drawer. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2">
      <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** One figure of a definition list: its label above, its value below. */
export function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}
