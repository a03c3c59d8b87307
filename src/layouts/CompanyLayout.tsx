import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Flashes } from '@/features/flashes/components/Flashes';
import { MOBILE_MEDIA_QUERY } from '@/src/config/layout';
import { Footer } from './Footer';
import { MainArea } from './MainArea';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useMediaQuery } from './useMediaQuery';

/**
 * The authenticated layout: sidebar (or top bar and drawer below the mobile
 * breakpoint), page messages, the screen, and the footer.
 */
export function CompanyLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <>
      <SkipNavLink>{t('skipToContent')}</SkipNavLink>
      <Flex minH="100dvh" direction={isMobile ? 'column' : 'row'}>
        {isMobile ? <TopBar /> : <Sidebar />}
        <Flex direction="column" flex="1" minW="0">
          <SkipNavContent />
          <MainArea>
            <Flashes />
            {children ?? <Outlet />}
          </MainArea>
          <Footer />
        </Flex>
      </Flex>
    </>
  );
}
