import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { CompassIcon } from './icons';

const HOME = {
  guest: paths.login,
  app: paths.dashboard,
  creator: paths.creator.marketplace,
  ops: paths.ops.home,
} as const;

/** How long a logged-out visitor reads the not-found page before going to Login. */
export const NOT_FOUND_REDIRECT_MS = 3000;

/**
 * docs/product.md#fallbacks: logged out, the page says where it is taking you and
 * goes to Login on its own; logged in, it offers the way back to the Dashboard (a
 * creator's: to the marketplace; an operator's: to the console's queue).
 */
export function NotFound({ variant }: { variant: keyof typeof HOME }) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  useEffect(() => {
    if (variant !== 'guest') return;
    const timer = window.setTimeout(
      () => void navigate(paths.login, { replace: true }),
      NOT_FOUND_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [variant, navigate]);

  const guest = variant === 'guest';
  return (
    <Stack align="center" textAlign="center" gap="4" py={guest ? '2' : { base: '12', md: '20' }}>
      <Box
        display="inline-flex"
        p="3"
        rounded="full"
        bg="brand.subtle"
        color="brand.fg"
        fontSize="2xl"
        aria-hidden="true"
      >
        <CompassIcon />
      </Box>
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wider">
        {t('notFound.code')}
      </Text>
      <Heading as="h1" size="2xl" letterSpacing="-0.02em">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {guest ? t('notFound.guestBody') : t('notFound.appBody')}
      </Text>
      <Button asChild colorPalette="brand" mt="2">
        <RouterLink to={HOME[variant]} replace={guest}>
          {guest
            ? t('actions.goToLogin')
            : variant === 'creator'
              ? t('actions.goToMarketplace')
              : variant === 'ops'
                ? t('actions.goToQueue')
                : t('actions.goToDashboard')}
        </RouterLink>
      </Button>
    </Stack>
  );
}
