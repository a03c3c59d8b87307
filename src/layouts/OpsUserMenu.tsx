import { Box, Button, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ColorModeSwitch } from '@/features/preferences/components/ColorModeSwitch';
import { LanguageSwitch } from '@/features/preferences/components/LanguageSwitch';
import { logOutRequested } from '@/src/entities/session/sessionSlice';
import { selectOperator } from '@/src/entities/session/api';
import { Avatar } from '@/src/ui/Avatar';
import { FlyoutMenu, type FlyoutPlacement } from '@/src/ui/FlyoutMenu';
import { useDateFormat } from '@/src/ui/formats';
import { LogOutIcon } from '@/src/ui/appIcons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/** The operator: e-mail, when the 8-hour session ends, language, appearance and Log out. */
export function OpsUserMenu({
  compact = false,
  placement = 'bottom-end',
}: {
  compact?: boolean;
  placement?: FlyoutPlacement;
}) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('nav');
  const dispatch = useAppDispatch();
  const operator = useAppSelector(selectOperator);
  const time = useDateFormat('time');
  const email = operator?.email ?? '';
  const ends = operator ? tNav('ops.sessionEnds', { time: time(operator.session_expires_at) }) : '';

  return (
    <FlyoutMenu
      label={email ? tNav('userMenuOf', { who: email }) : tNav('userMenu')}
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
        _hover: { bg: 'surface.hover' },
        _expanded: { bg: 'surface.hover' },
        focusVisibleRing: 'outside',
        focusRingColor: 'brand.focusRing',
      }}
      trigger={
        <>
          <Avatar name={email || '?'} size="8" />
          {!compact && (
            <Text as="span" fontSize="sm" fontWeight="medium" truncate flex="1" minW="0">
              {email}
            </Text>
          )}
        </>
      }
    >
      <Box px="2.5" pt="2" pb="3" minW="0">
        <Text fontSize="sm" fontWeight="semibold" truncate>
          {email}
        </Text>
        <Text fontSize="xs" color="fg.muted" data-testid="ops-session-ends">
          {ends}
        </Text>
      </Box>
      <Separator borderColor="border" />
      <Stack gap="3" px="2.5" py="3">
        <Text fontSize="xs" fontWeight="medium" color="fg.muted" aria-hidden="true">
          {t('language.label')}
        </Text>
        <LanguageSwitch />
        <Text fontSize="xs" fontWeight="medium" color="fg.muted" aria-hidden="true">
          {t('colorMode.label')}
        </Text>
        <ColorModeSwitch />
      </Stack>
      <Separator borderColor="border" />
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
