import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MUTABLE_NOTICE_KINDS } from '@/domain/notifications/rules';
import type { MutableNoticeKind } from '@/domain/notifications/rules';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { SettingsSection } from '@/src/ui/SettingsSection';
import { useAppDispatch } from '@/store/hooks';
import { useNotificationSettingsUpdateMutation } from '../api';

/**
 * One switch per kind of notification (on: it reaches the person), saved as soon as it is
 * flipped. The flipped switch shows at once; a refused save puts it back and says so.
 */
export function MutedKinds({ muted }: { muted: readonly string[] }) {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useNotificationSettingsUpdateMutation();
  const [chosen, setChosen] = useState<readonly string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const shown = chosen ?? muted;

  const change = async (kind: MutableNoticeKind, hears: boolean) => {
    const next = MUTABLE_NOTICE_KINDS.filter((each) =>
      each === kind ? !hears : shown.includes(each),
    );
    setChosen(next);
    setFailed(false);
    const result = await save({ muted_kinds: next });
    setChosen(null);
    if (result.error) setFailed(true);
    else dispatch(toastAdded({ message: t('settings.saved'), type: 'success' }));
  };

  return (
    <SettingsSection title={t('settings.title')} description={t('settings.hint')}>
      <Stack gap="4">
        {MUTABLE_NOTICE_KINDS.map((kind) => (
          <Switch.Root
            key={kind}
            checked={!shown.includes(kind)}
            disabled={isLoading}
            onCheckedChange={({ checked }) => void change(kind, checked)}
            colorPalette="brand"
            alignItems="flex-start"
            justifyContent="space-between"
            gap="4"
            w="full"
            data-testid={`notification-kind-${kind}`}
          >
            <Switch.HiddenInput />
            <Stack gap="0.5" flex="1" minW="0">
              <Switch.Label fontWeight="medium">{t(`settings.kinds.${kind}.label`)}</Switch.Label>
              <Text fontSize="sm" color="fg.muted">
                {t(`settings.kinds.${kind}.description`)}
              </Text>
            </Stack>
            <Switch.Control mt="0.5" />
          </Switch.Root>
        ))}
      </Stack>
      {failed && (
        <Text mt="4" fontSize="sm" color="red.fg" role="alert">
          {t('settings.saveFailed')}
        </Text>
      )}
      <Text mt="5" fontSize="sm" color="fg.muted">
        {t('settings.always')}
      </Text>
    </SettingsSection>
  );
}
