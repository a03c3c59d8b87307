import { Box, Button, CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { selectTeamRole } from '@/src/entities/session/teamRole';
import { paths } from '@/src/lib/paths';
import { BellIcon, SettingsIcon } from '@/src/ui/appIcons';
import { useAppSelector } from '@/store/hooks';
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
  const inTeam = useAppSelector(selectTeamRole) !== null;
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
            <Drawer.Header px="4" pt="4" pb="2" pe="12" gap="3" alignItems="center">
              <Drawer.Title fontSize="lg" flex="1">
                {t('panel.title')}
              </Drawer.Title>
              {/* A team's person chooses what reaches them; creators have no such settings. */}
              {inTeam && (
                <Button asChild size="xs" variant="ghost" color="fg.muted">
                  <RouterLink to={paths.accountNotifications} onClick={() => setOpen(false)}>
                    <SettingsIcon />
                    {t('panel.settings')}
                  </RouterLink>
                </Button>
              )}
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
