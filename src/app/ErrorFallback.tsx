import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../ui/icons';

export interface ErrorFallbackProps {
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
  /** A second way out, e.g. logging out when the account cannot be loaded. */
  secondary?: { label: string; onAction: () => void };
}

/** Full-page message for a failure the page cannot recover from by itself. */
export function ErrorFallback({
  title,
  message,
  actionLabel,
  onAction,
  secondary,
}: ErrorFallbackProps) {
  return (
    <Flex role="alert" minH="100dvh" align="center" justify="center" p="6" bg="surface.canvas">
      <Stack
        align="center"
        textAlign="center"
        gap="4"
        maxW="md"
        p={{ base: '6', md: '10' }}
        rounded="2xl"
        layerStyle="panel"
      >
        <Box p="3" rounded="full" bg="red.subtle" color="red.fg" fontSize="2xl" aria-hidden="true">
          <AlertIcon />
        </Box>
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        <Text color="fg.muted">{message}</Text>
        <Flex gap="3" mt="2" wrap="wrap" justify="center">
          <Button colorPalette="brand" onClick={onAction}>
            {actionLabel}
          </Button>
          {secondary && (
            <Button variant="outline" onClick={secondary.onAction}>
              {secondary.label}
            </Button>
          )}
        </Flex>
      </Stack>
    </Flex>
  );
}

/** What an uncaught render error leaves on screen: a translated message and a reload. */
export function CrashFallback() {
  const { t } = useTranslation();
  return (
    <ErrorFallback
      title={t('errors.unexpectedTitle')}
      message={t('errors.unexpected')}
      actionLabel={t('actions.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
