import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The delete section: a red frame says it is not like the others. */
  danger?: boolean;
}

/**
 * One part of the account settings: title and explanation beside (on a phone above) its
 * form, in a card of its own.
 */
export function SettingsSection({ title, description, children, danger }: SettingsSectionProps) {
  const headingId = `settings-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      p={{ base: '5', md: '7' }}
      rounded="xl"
      bg="surface.panel"
      borderWidth="1px"
      borderColor={danger ? 'red.muted' : 'border.muted'}
      boxShadow="card"
    >
      <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '5', lg: '10' }}>
        <Stack gap="1.5">
          <Heading as="h2" id={headingId} size="md" color={danger ? 'red.fg' : undefined}>
            {title}
          </Heading>
          {description && (
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          )}
        </Stack>
        <Box maxW={{ lg: 'md' }}>{children}</Box>
      </Grid>
    </Box>
  );
}
