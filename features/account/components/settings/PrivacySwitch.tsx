import { Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/store/hooks';
import { useCompanyUpdateDataMutation } from '../../api';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { notifySaved } from '../../model/notify';

/** The privacy switch, saved as soon as it is flipped (CompanyUpdateData with privacy). */
export function PrivacySwitch({ privacy }: { privacy: boolean }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useCompanyUpdateDataMutation();
  // The chosen value shows at once and stays once saved (the reloaded account agrees);
  // a refused change falls back to the account's value.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [error, setError] = useState('');

  const change = async (next: boolean) => {
    setChosen(next);
    setError('');
    const result = await update({ privacy: next });
    if (result.error) {
      setChosen(null);
      setError(graphqlErrorOf(result.error)?.message ?? '');
    } else {
      notifySaved(dispatch, result.data.message);
    }
  };

  return (
    <Stack gap="2">
      <Switch.Root
        checked={chosen ?? privacy}
        disabled={isLoading}
        onCheckedChange={({ checked }) => void change(checked)}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control />
        <Switch.Label fontWeight="medium">{t('settings.privacy.label')}</Switch.Label>
      </Switch.Root>
      <Text fontSize="sm" color={error ? 'red.fg' : 'fg.muted'} role={error ? 'alert' : undefined}>
        {error || t('settings.privacy.description')}
      </Text>
    </Stack>
  );
}
