import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A card or row of the dashboard that is a link: how it answers the pointer and the keyboard. */
export const LINK_HOVER = {
  transition: 'background 120ms',
  _hover: { bg: 'surface.hover' },
  focusVisibleRing: 'outside',
  focusRingColor: 'brand.focusRing',
} as const;

export interface PanelProps {
  titleId: string;
  title: string;
  intro?: string;
  /** Beside the title: a total or a link. */
  aside?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** One of the dashboard's sections: a titled card (a region named by its title). */
export function Panel({ titleId, title, intro, aside, busy = false, children }: PanelProps) {
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      aria-busy={busy}
      layerStyle="panel"
      rounded="xl"
      p={{ base: '4', md: '6' }}
      minW="0"
    >
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap" mb="4">
        <Stack gap="0.5">
          <Text as="h2" id={titleId} fontSize="lg" fontWeight="semibold">
            {title}
          </Text>
          {intro && (
            <Text color="fg.muted" fontSize="sm">
              {intro}
            </Text>
          )}
        </Stack>
        {aside}
      </Flex>
      {children}
    </Box>
  );
}
