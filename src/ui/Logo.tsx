import { Box, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The product mark (a play button: video content is the product) and the name. */
export function Logo({ showName = true, size = 8 }: { showName?: boolean; size?: number }) {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap="2.5" minW="0">
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize={size}
        flexShrink={0}
        rounded="lg"
        bgGradient="to-br"
        gradientFrom="brand.400"
        gradientTo="brand.700"
        color="white"
        boxShadow="0 4px 12px -4px var(--chakra-colors-brand-500)"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" width="55%" height="55%" aria-hidden="true">
          <path
            d="M8.5 6.2v11.6a1 1 0 0 0 1.53.85l9.1-5.8a1 1 0 0 0 0-1.7l-9.1-5.8A1 1 0 0 0 8.5 6.2Z"
            fill="currentColor"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </Box>
      {showName && (
        <Text as="span" fontWeight="semibold" fontSize="md" letterSpacing="-0.01em" truncate>
          {t('appName')}
        </Text>
      )}
    </Flex>
  );
}
