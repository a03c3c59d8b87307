import { Box, Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Waits that are over in a few frames should not flash a spinner: the overlay stays
 * transparent for this long before fading in.
 */
export const LOADING_OVERLAY_DELAY_MS = 150;

/** Full-screen veil with a spinner, for route chunks, rehydration and account loading. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Flex
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      align="center"
      justify="center"
      bg="surface.canvas/70"
      backdropFilter="blur(2px)"
      style={{ animation: `fade-in 200ms ease-out ${LOADING_OVERLAY_DELAY_MS}ms both` }}
    >
      <Box
        p="4"
        rounded="full"
        bg="surface.panel"
        boxShadow="card"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <Spinner size="md" color="brand.solid" borderWidth="2.5px" />
      </Box>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Flex>
  );
}
