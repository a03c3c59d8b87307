import { Heading, Stack, Text } from '@chakra-ui/react';

/** The top of a console login card: the step's h1 and what to do on it. */
export function OpsAuthHeader({ title, description }: { title: string; description: string }) {
  return (
    <Stack gap="2" mb="6">
      <Heading as="h1" size="xl" letterSpacing="-0.02em">
        {title}
      </Heading>
      <Text color="fg.muted">{description}</Text>
    </Stack>
  );
}
