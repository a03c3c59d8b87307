import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Flashes } from '@/features/flashes/components/Flashes';
import { MOBILE_MEDIA_QUERY } from '@/src/config/layout';
import { MainArea } from './MainArea';
import { OpsSidebar, OpsTopBar } from './OpsNav';
import { useMediaQuery } from './useMediaQuery';

/**
 * The operator console (docs/product.md#operator-console), desktop first: a sidebar with
 * the queues' counts; below the desktop breakpoint a top bar whose drawer holds them.
 */
export function OpsLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <>
      <SkipNavLink>{t('skipToContent')}</SkipNavLink>
      <Flex minH="100dvh" direction={isMobile ? 'column' : 'row'}>
        {isMobile ? <OpsTopBar /> : <OpsSidebar />}
        <Flex direction="column" flex="1" minW="0">
          <SkipNavContent />
          <MainArea>
            <Flashes />
            {children ?? <Outlet />}
          </MainArea>
        </Flex>
      </Flex>
    </>
  );
}
