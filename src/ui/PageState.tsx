import { Box, Button, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';

export interface PageStateProps {
  icon: ReactNode;
  title: string;
  description: string;
  /** What to do next: a button or a link styled as one. */
  children?: ReactNode;
  /** Errors are announced; empty states are not. */
  role?: 'alert';
  tone?: 'brand' | 'red';
}

/**
 * A message where a page's content would be: empty, not found or failed, with the way on
 * (every list and overview uses it, so they all look and read alike).
 */
export function PageState({
  icon,
  title,
  description,
  children,
  role,
  tone = 'brand',
}: PageStateProps) {
  return (
    <Stack
      role={role}
      align="center"
      textAlign="center"
      gap="3"
      py={{ base: '10', md: '16' }}
      px="6"
      rounded="xl"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      bg="surface.panel"
    >
      <Box
        p="3"
        rounded="full"
        bg={`${tone}.subtle`}
        color={`${tone}.fg`}
        fontSize="2xl"
        aria-hidden="true"
      >
        {icon}
      </Box>
      <Text as="h2" fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted" maxW="md">
        {description}
      </Text>
      {children && <Box mt="2">{children}</Box>}
    </Stack>
  );
}

/** A failed load: what happened, what to do, and a Retry. */
export function LoadError({
  title,
  hint,
  onRetry,
}: {
  title: string;
  hint: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PageState role="alert" tone="red" icon={<AlertIcon />} title={title} description={hint}>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('actions.retry')}
      </Button>
    </PageState>
  );
}
