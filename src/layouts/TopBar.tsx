import { chakra, CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { MenuIcon } from '@/src/ui/icons';
import { Logo } from '@/src/ui/Logo';
import { paths } from '@/src/lib/paths';
import { NavList } from './NavList';
import { UserMenu } from './UserMenu';

const HomeLink = chakra(RouterLink);

/** Below the mobile breakpoint: a bar with a menu button that opens the navigation. */
export function TopBar() {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  return (
    <Flex
      as="header"
      data-testid="top-bar"
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      gap="2"
      h="14"
      px="3"
      bg="surface.sidebar/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
        <Drawer.Trigger asChild>
          <IconButton aria-label={t('openMenu')} variant="ghost" size="sm">
            <MenuIcon />
          </IconButton>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxW="288px" bg="surface.sidebar">
              <Drawer.Header px="4" py="3">
                <Drawer.Title asChild>
                  <div>
                    <Logo />
                  </div>
                </Drawer.Title>
              </Drawer.Header>
              <Drawer.Body px="3" py="2">
                <NavList onNavigate={() => setOpen(false)} />
              </Drawer.Body>
              <Drawer.CloseTrigger asChild top="3.5" insetEnd="3">
                <CloseButton size="sm" aria-label={t('closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      <HomeLink
        to={paths.dashboard}
        aria-label={t('home')}
        rounded="lg"
        focusVisibleRing="outside"
        focusRingColor="brand.focusRing"
      >
        <Logo size={7} />
      </HomeLink>
      <Flex flex="1" />
      <NotificationBell />
      <UserMenu compact placement="bottom-end" />
    </Flex>
  );
}
