import { CloseButton, Drawer, Flex, IconButton, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/src/ui/appIcons';
import { Logo } from '@/src/ui/Logo';

/**
 * Below the desktop breakpoint, a layout's bar: a menu button that opens its places in a
 * drawer (closed again once one is chosen), its home link, and what sits at its end (the
 * bell, the user's menu). The company's layout and the console each fill it with theirs.
 */
export function DrawerTopBar({
  testId,
  places,
  home,
  end,
}: {
  testId: string;
  /** The drawer's navigation; `close` shuts the drawer when a place is chosen. */
  places: (close: () => void) => ReactNode;
  home: ReactNode;
  end: ReactNode;
}) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  return (
    <Flex
      as="header"
      data-testid={testId}
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
                {places(() => setOpen(false))}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild top="3.5" insetEnd="3">
                <CloseButton size="sm" aria-label={t('closeMenu')} />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {home}
      <Flex flex="1" />
      {end}
    </Flex>
  );
}
