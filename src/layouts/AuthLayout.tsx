import { Box, chakra, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/features/preferences/components/LanguageSwitch';
import { Logo } from '@/src/ui/Logo';
import { paths } from '@/src/lib/paths';
import { wantsWideCard } from '@/src/router/routeHandle';
import { Footer } from './Footer';

const HomeLink = chakra(RouterLink);

/**
 * Logged-out pages: the product name, a language switch, a centred card, the footer. The
 * card is 440 px wide, up to 720 px on wide screens for a page whose route asks for it.
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('nav');
  const wide = wantsWideCard(useMatches().map((match) => match.handle));
  return (
    <Flex
      direction="column"
      minH="100dvh"
      bgImage={{
        _light:
          'radial-gradient(1200px 600px at 50% -20%, var(--chakra-colors-brand-100), transparent 70%)',
        _dark:
          'radial-gradient(1200px 600px at 50% -20%, color-mix(in srgb, var(--chakra-colors-brand-900) 35%, transparent), transparent 70%)',
      }}
    >
      <Flex as="header" align="center" justify="space-between" px={{ base: '4', md: '8' }} h="16">
        <HomeLink
          to={paths.login}
          aria-label={t('home')}
          rounded="lg"
          focusVisibleRing="outside"
          focusRingColor="brand.focusRing"
        >
          <Logo />
        </HomeLink>
        <Box w="44">
          <LanguageSwitch />
        </Box>
      </Flex>
      <Flex as="main" flex="1" align="center" justify="center" px="4" py={{ base: '6', md: '12' }}>
        <Box
          w="full"
          maxW={wide ? { base: '440px', md: '720px' } : '440px'}
          p={{ base: '6', md: '10' }}
          rounded="2xl"
          layerStyle="panel"
        >
          {children ?? <Outlet />}
        </Box>
      </Flex>
      <Footer compact />
    </Flex>
  );
}
