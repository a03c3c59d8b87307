import { Box, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellIcon } from '@/src/ui/icons';
import { useNotificationsUnreadQuery } from '../api';
import { NotificationList } from './NotificationList';

/** The badge shows at most this; the button's name says the real count. */
const BADGE_MAX = 99;

/**
 * The notification centre's bell (docs/product.md#notification-centre): the unread count
 * on a button that opens the history in a drawer. Escape or the close button closes it
 * and gives the focus back to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(false);
  const unread = useNotificationsUnreadQuery().data ?? 0;
  const label = unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label');

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      placement="end"
      lazyMount
      unmountOnExit
    >
      <Drawer.Trigger asChild>
        <IconButton
          aria-label={label}
          title={label}
          variant="ghost"
          size="sm"
          color="fg.muted"
          position="relative"
          _hover={{ bg: 'surface.hover', color: 'fg' }}
          data-testid="notification-bell"
        >
          <BellIcon />
          {unread > 0 && (
            <Box
              as="span"
              aria-hidden="true"
              position="absolute"
              top="0.5"
              insetEnd="0.5"
              minW="4"
              h="4"
              px="1"
              rounded="full"
              bg="brand.solid"
              color="brand.contrast"
              fontSize="2xs"
              fontWeight="bold"
              lineHeight="1rem"
              textAlign="center"
              fontVariantNumeric="tabular-nums"
              data-testid="notification-count"
            >
              {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
            </Box>
          )}
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={{ base: '100vw', sm: '420px' }} bg="surface.panel">
            <Drawer.Header px="4" pt="4" pb="2">
              <Drawer.Title fontSize="lg">{t('panel.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="4" pb="4">
              <NotificationList unread={unread} onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('panel.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
