import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One figure of a campaign in a description list: its name above, its value below. */
export function Figure({
  label,
  value,
  size = 'sm',
}: {
  label: string;
  value: ReactNode;
  /** 'lg' for the campaign page's figures, 'sm' for a card's. */
  size?: 'sm' | 'lg';
}) {
  return (
    <Stack gap="0" minW="0">
      <Text as="dt" color="fg.muted" fontSize={size === 'lg' ? 'sm' : 'xs'}>
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight={size === 'lg' ? 'semibold' : 'medium'}
        fontSize={size === 'lg' ? 'lg' : 'sm'}
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Text>
    </Stack>
  );
}
