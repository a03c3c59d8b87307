import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface AuthHeaderProps {
  title: string;
  description?: ReactNode;
  /** A round badge above the title (the verify and check-your-mail screens). */
  icon?: ReactNode;
}

/** The top of a logged-out card: the screen's h1 and what to do on it. */
export function AuthHeader({ title, description, icon }: AuthHeaderProps) {
  return (
    <Stack gap="2" mb="6" align={icon ? 'center' : 'stretch'} textAlign={icon ? 'center' : 'start'}>
      {icon && (
        <Box
          display="inline-flex"
          p="3"
          mb="2"
          rounded="full"
          bg="brand.subtle"
          color="brand.fg"
          fontSize="2xl"
          aria-hidden="true"
        >
          {icon}
        </Box>
      )}
      <Heading as="h1" size="xl" letterSpacing="-0.02em">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}
