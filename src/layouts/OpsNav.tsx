import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { Logo } from '@/src/ui/Logo';
import { DrawerTopBar } from './DrawerTopBar';
import { OpsNavList } from './OpsNavList';
import { OpsUserMenu } from './OpsUserMenu';
import { SidebarPanel } from './SidebarPanel';

const HomeLink = chakra(RouterLink);

/** The logo, marked as the console's, linking to the queue. */
function ConsoleHome({ size, stacked = false }: { size?: number; stacked?: boolean }) {
  const { t } = useTranslation('nav');
  return (
    <HomeLink
      to={paths.ops.home}
      display="flex"
      // In the sidebar's narrow column the mark goes under the logo, which keeps its name.
      flexDirection={stacked ? 'column' : 'row'}
      alignItems={stacked ? 'flex-start' : 'center'}
      gap={stacked ? '1' : '2'}
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="brand.focusRing"
    >
      <Logo size={size} />
      {/* Read as part of the link's name: "UGC Desk Operator console". */}
      <Text as="span" fontSize="xs" fontWeight="semibold" color="fg.muted">
        {t('ops.console')}
      </Text>
    </HomeLink>
  );
}

/** From the desktop breakpoint: the console's places, and the operator's menu below. */
export function OpsSidebar() {
  return (
    <SidebarPanel data-testid="ops-sidebar">
      <Flex align="center" h="16" px="4" flexShrink={0}>
        <ConsoleHome stacked />
      </Flex>
      <Box flex="1" overflowY="auto" px="3" py="2">
        <OpsNavList />
      </Box>
      <Box p="3" borderTopWidth="1px" borderColor="border.muted">
        <OpsUserMenu placement="top-start" />
      </Box>
    </SidebarPanel>
  );
}

/** Below the desktop breakpoint: a bar whose menu button opens the places in a drawer. */
export function OpsTopBar() {
  return (
    <DrawerTopBar
      testId="ops-top-bar"
      places={(close) => <OpsNavList onNavigate={close} />}
      home={<ConsoleHome size={7} />}
      end={<OpsUserMenu compact placement="bottom-end" />}
    />
  );
}
