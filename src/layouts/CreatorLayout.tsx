import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Flashes } from '@/features/flashes/components/Flashes';
import { MOBILE_MEDIA_QUERY } from '@/src/config/layout';
import { CREATOR_TAB_BAR_HEIGHT } from './CreatorBars';
import { CreatorSidebar, CreatorTabBar, CreatorTopBar, type NotificationSlot } from './CreatorNav';
import { Footer } from './Footer';
import { MainArea } from './MainArea';
import { useMediaQuery } from './useMediaQuery';

/**
 * The creators' app (docs/product.md#the-creators-app), phone first: a top bar and a tab
 * bar fixed at the bottom; from the desktop breakpoint a sidebar with the same places.
 * `notifications` is the creator's notification bell, shown in the top bar or sidebar.
 */
export function CreatorLayout({
  children,
  notifications,
}: { children?: ReactNode } & NotificationSlot) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <>
      <SkipNavLink>{t('skipToContent')}</SkipNavLink>
      <Flex minH="100dvh" direction={isMobile ? 'column' : 'row'}>
        {isMobile ? (
          <CreatorTopBar notifications={notifications} />
        ) : (
          <CreatorSidebar notifications={notifications} />
        )}
        <Flex direction="column" flex="1" minW="0" pb={isMobile ? CREATOR_TAB_BAR_HEIGHT : '0'}>
          <SkipNavContent />
          <MainArea>
            <Flashes />
            {children ?? <Outlet />}
          </MainArea>
          <Footer />
        </Flex>
        {isMobile && <CreatorTabBar />}
      </Flex>
    </>
  );
}
