import { Field, Grid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FieldMessage, TextField, useFieldWithMessage } from '@/src/ui/forms/fields';
import { CREATOR_PLATFORMS, HANDLE_RULES } from '@/domain/creators/profile';

/**
 * The three platforms, each a handle and its declared followers; at least one is needed
 * ("handles" carries that message). Every handle shows "Unverified" until the platform
 * confirms it (docs/product.md#creators).
 */
export function HandlesFields() {
  const { t } = useTranslation('creatorProfile');
  // Registered so the "at least one" message shows here once a submit was tried.
  const { message } = useFieldWithMessage('handles');
  return (
    <Stack gap="5">
      {CREATOR_PLATFORMS.map((platform) => (
        <Grid
          key={platform}
          templateColumns={{ base: '1fr', sm: '3fr 2fr' }}
          gap={{ base: '3', sm: '4' }}
          alignItems="start"
        >
          <TextField
            name={`${platform}_handle`}
            label={t(`platforms.${platform}`)}
            optional
            startElement="@"
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            maxLength={HANDLE_RULES[platform].max + 10}
          />
          <TextField
            name={`${platform}_followers`}
            label={t('form.followers')}
            aria-label={t('form.followersOf', { platform: t(`platforms.${platform}`) })}
            optional
            inputMode="numeric"
            autoComplete="off"
          />
        </Grid>
      ))}
      <Field.Root invalid={message !== ''}>
        <FieldMessage message={message} helperText={t('form.handlesHint')} />
      </Field.Root>
      <Text fontSize="sm" color="fg.muted">
        {t('form.unverifiedNote')}
      </Text>
    </Stack>
  );
}
