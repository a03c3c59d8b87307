import { chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { Logo } from '@/src/ui/Logo';
import { paths } from '@/src/lib/paths';
import { DrawerTopBar } from './DrawerTopBar';
import { NavList } from './NavList';
import { UserMenu } from './UserMenu';

const HomeLink = chakra(RouterLink);

/** Below the mobile breakpoint: a bar with a menu button that opens the navigation. */
export function TopBar() {
  const { t } = useTranslation('nav');
  return (
    <DrawerTopBar
      testId="top-bar"
      places={(close) => <NavList onNavigate={close} />}
      home={
        <HomeLink
          to={paths.dashboard}
          aria-label={t('home')}
          rounded="lg"
          focusVisibleRing="outside"
          focusRingColor="brand.focusRing"
        >
          <Logo size={7} />
        </HomeLink>
      }
      end={
        <>
          <NotificationBell />
          <UserMenu compact placement="bottom-end" />
        </>
      }
    />
  );
}
