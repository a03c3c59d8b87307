import { Box, Button, Flex, Separator, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/src/ui/Avatar';
import { ColorModeSwitch } from '@/features/preferences/components/ColorModeSwitch';
import { FlyoutMenu, type FlyoutPlacement } from '@/src/ui/FlyoutMenu';
import { Link as RouterLink } from 'react-router-dom';
import { BellIcon, ChevronDownIcon, LogOutIcon, SettingsIcon, UserIcon } from '@/src/ui/appIcons';
import { CompanySwitcher } from '@/features/teams/components/CompanySwitcher';
import { paths } from '@/src/lib/paths';
import { LanguageSwitch } from '@/features/preferences/components/LanguageSwitch';
import { isDebugEnabled, openDebugPanel } from '@/features/debug/hooks/useDebugPanel';
import { logOutRequested, selectRole } from '@/src/entities/session/sessionSlice';
import { selectAccount, selectCreatorAccount } from '@/src/entities/session/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

interface UserMenuProps {
  /** Avatar only (collapsed sidebar, top bar) or avatar, name and chevron. */
  compact?: boolean;
  placement?: FlyoutPlacement;
  /** Where Settings is, when the menu holds it (a creator on a phone: no tab for it). */
  settingsTo?: string;
}

/** Who is logged in, language, appearance, a company's team and companies, and Log out. */
export function UserMenu({ compact = false, placement = 'bottom-end', settingsTo }: UserMenuProps) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('nav');
  const { t: tDebug } = useTranslation('debug');
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectAccount);
  const creator = useAppSelector(selectCreatorAccount);
  // The session's role says whose account this is: a creator's name is its profile's.
  const isCreator = useAppSelector(selectRole) === 'creator';
  const email = (isCreator ? creator?.email : account?.email) ?? '';
  const name = (isCreator ? creator?.profile?.name : account?.company_name)?.trim() || email;

  return (
    <FlyoutMenu
      label={name ? tNav('userMenuOf', { who: name }) : tNav('userMenu')}
      // Beside the avatar the button shows who is logged in: that text names it, followed
      // by what it opens (a name that hid it would not match what voice users read out).
      namedByTrigger={!compact}
      placement={placement}
      triggerProps={{
        display: 'flex',
        alignItems: 'center',
        gap: '2.5',
        w: compact ? 'auto' : 'full',
        p: compact ? '0.5' : '1.5',
        rounded: compact ? 'full' : 'lg',
        textAlign: 'start',
        cursor: 'pointer',
        transition: 'background 120ms',
        _hover: { bg: 'surface.hover' },
        _expanded: { bg: 'surface.hover' },
        focusVisibleRing: 'outside',
        focusRingColor: 'brand.focusRing',
      }}
      trigger={
        <>
          <Avatar name={name || '?'} size="8" />
          {!compact && (
            <>
              <Identity name={name} email={email} weight="medium" flex="1" />
              <VisuallyHidden>{tNav('userMenu')}</VisuallyHidden>
              <Box as="span" color="fg.subtle" aria-hidden="true">
                <ChevronDownIcon />
              </Box>
            </>
          )}
        </>
      }
    >
      <Flex align="center" gap="3" px="2.5" pt="2" pb="3">
        <Avatar name={name || '?'} size="10" />
        <Identity name={name} email={email} weight="semibold" />
      </Flex>
      <Separator borderColor="border" />
      <Stack gap="3" px="2.5" py="3">
        <PreferenceRow label={t('language.label')}>
          <LanguageSwitch />
        </PreferenceRow>
        <PreferenceRow label={t('colorMode.label')}>
          <ColorModeSwitch />
        </PreferenceRow>
      </Stack>
      <Separator borderColor="border" />
      {!isCreator && (
        <>
          <CompanySwitcher />
          <Box p="1">
            <Button asChild variant="ghost" size="sm" w="full" justifyContent="flex-start">
              <RouterLink to={paths.accountTeam}>
                <UserIcon />
                {tNav('items.team')}
              </RouterLink>
            </Button>
            <Button asChild variant="ghost" size="sm" w="full" justifyContent="flex-start">
              <RouterLink to={paths.accountNotifications}>
                <BellIcon />
                {tNav('notificationSettings')}
              </RouterLink>
            </Button>
          </Box>
        </>
      )}
      {settingsTo && (
        <Box p="1">
          <Button asChild variant="ghost" size="sm" w="full" justifyContent="flex-start">
            <RouterLink to={settingsTo}>
              <SettingsIcon />
              {tNav('creator.settings')}
            </RouterLink>
          </Button>
        </Box>
      )}
      {isDebugEnabled() && (
        <Box p="1">
          <Button
            variant="ghost"
            size="sm"
            w="full"
            justifyContent="flex-start"
            color="fg.muted"
            onClick={openDebugPanel}
          >
            {tDebug('menuItem')}
          </Button>
        </Box>
      )}
      <Box p="1">
        <Button
          variant="ghost"
          size="sm"
          w="full"
          justifyContent="flex-start"
          color="fg.muted"
          _hover={{ color: 'fg', bg: 'surface.hover' }}
          onClick={() => dispatch(logOutRequested())}
        >
          <LogOutIcon />
          {t('actions.logOut')}
        </Button>
      </Box>
    </FlyoutMenu>
  );
}

/** The account's name, with its e-mail below when the name is something else. */
function Identity({
  name,
  email,
  weight,
  flex,
}: {
  name: string;
  email: string;
  weight: 'medium' | 'semibold';
  flex?: string;
}) {
  return (
    <Box flex={flex} minW="0">
      <Text fontSize="sm" fontWeight={weight} truncate>
        {name}
      </Text>
      {name !== email && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {email}
        </Text>
      )}
    </Box>
  );
}

function PreferenceRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <Text fontSize="xs" fontWeight="medium" color="fg.muted" aria-hidden="true">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
