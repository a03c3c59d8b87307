import { Box, chakra, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { selectMayHandleMoney } from '@/src/entities/session/teamRole';
import { useAppSelector } from '@/store/hooks';
import { activeNavItem, navSectionsFor, type NavItem } from './navigation';

const ItemLink = chakra(RouterLink);

interface NavListProps {
  /** Icons only: labels stay as accessible names and native tooltips. */
  collapsed?: boolean;
  /** Called after an entry is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The company navigation, grouped as docs/product.md#navigation lists it. */
export function NavList({ collapsed = false, onNavigate }: NavListProps) {
  const { t } = useTranslation('nav');
  const active = activeNavItem(useLocation().pathname);
  const sections = navSectionsFor(useAppSelector(selectMayHandleMoney));
  return (
    <Stack as="nav" aria-label={t('label')} gap={collapsed ? '3' : '5'}>
      {sections.map((section) => (
        <Box key={section.key}>
          {section.titled &&
            (collapsed ? (
              <Separator mb="3" mx="2" borderColor="border.muted" />
            ) : (
              <Text
                px="3"
                mb="1.5"
                fontSize="xs"
                fontWeight="semibold"
                letterSpacing="wider"
                textTransform="uppercase"
                color="fg.subtle"
              >
                {t(`sections.${section.key as Exclude<typeof section.key, 'main'>}`)}
              </Text>
            ))}
          <Stack as="ul" gap="0.5" listStyleType="none">
            {section.items.map((item) => (
              <li key={item.key}>
                <NavEntry
                  item={item}
                  label={t(`items.${item.key}`)}
                  active={active === item.key}
                  collapsed={collapsed}
                  onNavigate={onNavigate}
                />
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

interface NavEntryProps {
  item: NavItem;
  label: string;
  active: boolean;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
}

function NavEntry({ item, label, active, collapsed, onNavigate }: NavEntryProps) {
  const Icon = item.icon;
  return (
    <ItemLink
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      data-active={active || undefined}
      display="flex"
      alignItems="center"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      gap="3"
      h="9"
      px={collapsed ? '0' : '3'}
      rounded="lg"
      fontSize="sm"
      fontWeight="medium"
      color={active ? 'brand.fg' : 'fg.muted'}
      bg={active ? 'surface.active' : 'transparent'}
      position="relative"
      transition="background 120ms, color 120ms"
      _hover={{
        bg: active ? 'surface.active' : 'surface.hover',
        color: active ? 'brand.fg' : 'fg',
      }}
      focusVisibleRing="inside"
      focusRingColor="brand.focusRing"
      focusRingWidth="2px"
      _before={
        active && !collapsed
          ? {
              content: '""',
              position: 'absolute',
              insetStart: '0',
              top: '2',
              bottom: '2',
              w: '3px',
              roundedEnd: 'full',
              bg: 'brand.solid',
            }
          : undefined
      }
    >
      <Box as="span" fontSize="lg" display="inline-flex" flexShrink={0}>
        <Icon />
      </Box>
      {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
    </ItemLink>
  );
}
