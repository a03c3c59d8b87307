import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** One sentence on what the page is for. */
  description?: string;
  /** The page's main action (a "New …" button), right of the title; full width on a phone. */
  action?: ReactNode;
}

/** The top of a listing page: its title, what it is for, and its main action. */
export function PageHeader({ title, description, action }: PageHeaderProps) {
  return (
    <Flex
      gap="4"
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'flex-end' }}
      justify="space-between"
    >
      <Stack gap="1.5">
        <Heading as="h1" size="2xl" letterSpacing="-0.02em">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {action}
    </Flex>
  );
}
