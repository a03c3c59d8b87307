import { Button, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATOR_PLATFORMS, type CreatorPlatform } from '@/domain/creators/profile';
import { opsHandlesFormSchema } from '@/domain/ops/people';
import { useCreatorFormats } from '@/src/entities/creator/useCreatorFormats';
import { ReasonDialog } from '@/src/entities/ops/ReasonDialog';
import { CheckboxField } from '@/src/ui/forms/CheckboxField';
import { TextField } from '@/src/ui/forms/fields';
import { FormError } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useOpsCreatorVerifyMutation, type OpsCreator } from '../api';
import { useCreatorToast } from '../hooks/useCreatorToast';

type HandlesValues = Record<string, string | boolean | undefined>;
interface HandleCheck {
  platform: CreatorPlatform;
  verified: boolean;
  followers: number;
}

const declaredOf = (creator: OpsCreator) =>
  CREATOR_PLATFORMS.flatMap((platform) => {
    const handle = creator.handles[platform];
    return handle ? [{ platform, ...handle }] : [];
  });

/** An empty box reads as "not a number", never as 0 followers. */
const followersOf = (text: unknown) =>
  typeof text === 'string' && text.trim() !== '' ? Number(text.trim()) : Number.NaN;

/**
 * What the operator saw on each declared handle's platform (is it the creator's, how many
 * followers), recorded with a reason: the handles are then checked and the creator leaves
 * the queue (docs/product.md#operator-console).
 */
export function HandlesCheckForm({ creator }: { creator: OpsCreator }) {
  const { t } = useTranslation('opsCreators');
  const format = useCreatorFormats();
  const toast = useCreatorToast();
  const [verify] = useOpsCreatorVerifyMutation();
  const [checks, setChecks] = useState<HandleCheck[] | null>(null);
  const declared = declaredOf(creator);

  const toInput = (values: HandlesValues) =>
    Object.fromEntries(
      declared.map(({ platform }) => [
        `${platform}_followers`,
        followersOf(values[`${platform}_followers`]),
      ]),
    );
  const initialValues = Object.fromEntries(
    declared.flatMap(({ platform, verified, followers }) => [
      [`${platform}_verified`, verified],
      [`${platform}_followers`, String(followers)],
    ]),
  );

  const onConfirm = async (reason: string) => {
    if (!checks) return undefined;
    const result = await verify({ id: creator.id, handles: checks, reason });
    if (result.error) return submissionErrorsOf(result.error, ['reason']);
    toast('verified');
    return undefined;
  };

  return (
    <Stack as="section" aria-labelledby="ops-handles" gap="4">
      <Heading as="h2" size="md" id="ops-handles">
        {t('handles.title')}
      </Heading>
      {declared.length === 0 ? (
        <Text color="fg.muted">{t('handles.none')}</Text>
      ) : (
        <ValidatedForm<HandlesValues>
          schema={opsHandlesFormSchema}
          toInput={toInput}
          initialValues={initialValues}
          aria-label={t('handles.title')}
          onSubmit={(values) => {
            setChecks(
              declared.map(({ platform }) => ({
                platform,
                verified: values[`${platform}_verified`] === true,
                followers: followersOf(values[`${platform}_followers`]),
              })),
            );
          }}
        >
          {declared.map(({ platform, handle, followers }) => (
            <Grid
              key={platform}
              role="group"
              aria-label={t(`platform.${platform}`)}
              templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }}
              gap="3"
              alignItems="start"
            >
              <Stack gap="0">
                <Text fontWeight="semibold">{t(`platform.${platform}`)}</Text>
                <Text overflowWrap="anywhere">@{handle}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {t('handles.declared', { count: followers, followers: format.whole(followers) })}
                </Text>
              </Stack>
              <CheckboxField name={`${platform}_verified`} label={t('handles.verified')} />
              <TextField
                name={`${platform}_followers`}
                label={t('handles.followers')}
                inputMode="numeric"
                autoComplete="off"
              />
            </Grid>
          ))}
          <FormError />
          <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
            {t('handles.record')}
          </Button>
        </ValidatedForm>
      )}
      <ReasonDialog
        open={checks !== null}
        onClose={() => setChecks(null)}
        texts={{
          title: t('handles.dialogTitle', { name: creator.name }),
          submit: t('handles.confirm'),
          cancel: t('dialog.cancel'),
          reasonLabel: t('dialog.reason'),
          reasonHint: t('dialog.reasonInternal'),
        }}
        onConfirm={onConfirm}
      >
        <Stack as="ul" gap="1" ps="5" color="fg.muted">
          {(checks ?? []).map((check) => (
            <li key={check.platform}>
              {t(check.verified ? 'handles.summaryVerified' : 'handles.summaryUnverified', {
                platform: t(`platform.${check.platform}`),
                followers: format.whole(check.followers),
              })}
            </li>
          ))}
        </Stack>
      </ReasonDialog>
    </Stack>
  );
}
