import { Box, chakra, Flex, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PanelCollapseIcon, PanelExpandIcon } from '@/src/ui/appIcons';
import { Logo } from '@/src/ui/Logo';
import { SIDEBAR_WIDTH } from '@/src/config/layout';
import { NotificationBell } from '@/features/notifications/components/NotificationBell';
import { selectSidebarCollapsed, sidebarToggled } from '@/features/preferences/preferencesSlice';
import { paths } from '@/src/lib/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NavList } from './NavList';
import { UserMenu } from './UserMenu';
import { SidebarPanel } from './SidebarPanel';

const HomeLink = chakra(RouterLink);

/** Desktop navigation; collapsing it to icons is a persisted preference. */
export function Sidebar() {
  const { t } = useTranslation('nav');
  const dispatch = useAppDispatch();
  const collapsed = useAppSelector(selectSidebarCollapsed);
  return (
    <SidebarPanel
      data-testid="sidebar"
      data-collapsed={collapsed}
      w={collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded}
      transition="width 200ms ease-out"
    >
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'space-between'}
        h="16"
        px={collapsed ? '0' : '4'}
        flexShrink={0}
      >
        <HomeLink
          to={paths.dashboard}
          aria-label={t('home')}
          rounded="lg"
          focusVisibleRing="outside"
          focusRingColor="brand.focusRing"
        >
          <Logo showName={!collapsed} />
        </HomeLink>
        {!collapsed && (
          <Flex align="center" gap="0.5">
            <NotificationBell />
            <CollapseToggle collapsed={false} onToggle={() => dispatch(sidebarToggled())} />
          </Flex>
        )}
      </Flex>
      <Box flex="1" overflowY="auto" px={collapsed ? '3' : '3'} py="2">
        <NavList collapsed={collapsed} />
      </Box>
      <Flex
        direction="column"
        align={collapsed ? 'center' : 'stretch'}
        gap="2"
        p="3"
        borderTopWidth="1px"
        borderColor="border.muted"
      >
        {collapsed && (
          <>
            <NotificationBell />
            <CollapseToggle collapsed onToggle={() => dispatch(sidebarToggled())} />
          </>
        )}
        <UserMenu compact={collapsed} placement={collapsed ? 'right-end' : 'top-start'} />
      </Flex>
    </SidebarPanel>
  );
}

function CollapseToggle({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <IconButton
      aria-label={collapsed ? t('expand') : t('collapse')}
      title={collapsed ? t('expand') : t('collapse')}
      aria-expanded={!collapsed}
      variant="ghost"
      size="sm"
      color="fg.muted"
      _expanded={{ bg: 'transparent' }}
      _hover={{ bg: 'surface.hover', color: 'fg' }}
      onClick={onToggle}
    >
      {collapsed ? <PanelExpandIcon /> : <PanelCollapseIcon />}
    </IconButton>
  );
}
