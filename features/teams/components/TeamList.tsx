import { Box, Flex, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/src/ui/list/ListStates';
import { LoadError } from '@/src/ui/PageState';

interface TeamListProps {
  query: { isLoading: boolean; data?: readonly unknown[] | undefined; refetch: () => unknown };
  label: string;
  error: { title: string; hint: string };
  /** Shown for an empty list; none keeps the (empty) panel. */
  empty?: ReactNode;
  children: ReactNode;
}

/** The members' or invitations' list: skeletons of their rows, the failure with Try again, or the rows. */
export function TeamList({ query, label, error, empty, children }: TeamListProps) {
  if (query.isLoading) return <ListSkeleton rows={2} height={{ base: '24', md: '16' }} />;
  if (!query.data) {
    return <LoadError title={error.title} hint={error.hint} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0 && empty) return empty;
  return (
    <Box layerStyle="panel" rounded="xl" overflow="hidden">
      <Stack as="ul" listStyle="none" gap="0" aria-label={label}>
        {children}
      </Stack>
    </Box>
  );
}

/** One row of those lists: a card on a phone, a row with its actions at the end on wide screens. */
export function TeamRow({ children }: { children: ReactNode }) {
  return (
    <Flex
      as="li"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '3', md: '4' }}
      align={{ base: 'stretch', md: 'center' }}
      px="4"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: 0 }}
    >
      {children}
    </Flex>
  );
}
