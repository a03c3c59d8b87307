import { Alert, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '@/src/lib/paths';
import { useTranslation } from 'react-i18next';
import { pitchSchema } from '@/domain/creators/schema';
import { PITCH_MAX } from '@/domain/creators/rules';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { graphqlErrorOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { useCreatorDataQuery } from '@/src/entities/session/api';
import { CheckboxField } from '@/src/ui/forms/CheckboxField';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import {
  useCreatorApplyMutation,
  useCreatorWithdrawMutation,
  type MarketCampaignDetail,
} from '../api';

interface PitchValues {
  pitch: string;
  /** Offered only when the creator's profile has an intro video. */
  with_intro_video: boolean;
}

/**
 * Apply with a pitch (10 to 500 characters, counted as typed) and, when the profile has
 * one, the intro video if the creator ticks it; or change them. Withdraw, after a
 * confirmation, while not picked. Picked: the deal's number and the way to its page.
 */
export function ApplyForm({ campaign }: { campaign: MarketCampaignDetail }) {
  const { t } = useTranslation('marketplace');
  const [apply] = useCreatorApplyMutation();
  const [withdraw, withdrawal] = useCreatorWithdrawMutation();
  const [confirming, setConfirming] = useState(false);
  const { hash } = useLocation();
  const { data: account } = useCreatorDataQuery();
  const hasIntroVideo = Boolean(account?.profile?.intro_video_url);
  // Accept on an invitation lands here (#apply): the pitch is where typing starts.
  useEffect(() => {
    if (hash !== '#apply') return;
    const box = document.querySelector<HTMLTextAreaElement>('#apply textarea[name="pitch"]');
    box?.scrollIntoView({ block: 'center' });
    box?.focus();
  }, [hash]);

  if (campaign.deal_id) {
    return (
      <Alert.Root status="success" rounded="lg">
        <Alert.Indicator />
        <Stack gap="2" flex="1">
          <Alert.Description>{t('apply.picked', { id: campaign.deal_id })}</Alert.Description>
          <Button asChild size="sm" colorPalette="brand" alignSelf="start">
            <RouterLink to={paths.creator.deal(campaign.deal_id)}>{t('apply.openDeal')}</RouterLink>
          </Button>
        </Stack>
      </Alert.Root>
    );
  }
  const applied = campaign.application !== null && campaign.application !== undefined;
  const submit = async ({ pitch, with_intro_video }: PitchValues) => {
    try {
      await apply({
        campaign_id: campaign.id,
        pitch,
        with_intro_video: hasIntroVideo && with_intro_video,
      }).unwrap();
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['pitch', 'with_intro_video']);
    }
  };
  return (
    <Stack gap="4" id="apply">
      <Heading as="h2" size="lg">
        {t('apply.title')}
      </Heading>
      {applied && (
        <Alert.Root status="info" rounded="lg">
          <Alert.Indicator />
          <Alert.Description>{t('apply.applied')}</Alert.Description>
        </Alert.Root>
      )}
      <ValidatedForm<PitchValues>
        schema={pitchSchema}
        onSubmit={submit}
        initialValues={{
          pitch: campaign.application?.pitch ?? '',
          with_intro_video: Boolean(campaign.application?.intro_video_url),
        }}
        aria-label={t('apply.title')}
      >
        <TextareaField
          name="pitch"
          label={t('apply.pitch')}
          helperText={t('apply.pitchHelp')}
          counterMax={PITCH_MAX}
          minH="32"
        />
        {hasIntroVideo && (
          <CheckboxField name="with_intro_video" label={t('apply.withIntroVideo')} />
        )}
        <FormError />
        <Flex gap="3" direction={{ base: 'column', sm: 'row' }}>
          <SubmitButton>{applied ? t('apply.update') : t('apply.submit')}</SubmitButton>
          {applied && (
            <Button variant="outline" size="lg" onClick={() => setConfirming(true)}>
              {t('apply.withdraw')}
            </Button>
          )}
        </Flex>
      </ValidatedForm>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('apply.withdrawTitle')}
        description={t('apply.withdrawBody', { name: campaign.name })}
        confirmLabel={t('apply.withdraw')}
        cancelLabel={t('apply.cancel')}
        busy={withdrawal.isLoading}
        refusal={
          withdrawal.isError
            ? (graphqlErrorOf(withdrawal.error)?.message ?? t('campaign.error.title'))
            : null
        }
        onConfirm={() =>
          void withdraw({ campaign_id: campaign.id })
            .unwrap()
            .then(() => setConfirming(false))
            .catch(() => undefined)
        }
      />
    </Stack>
  );
}
