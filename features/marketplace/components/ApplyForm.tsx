import { Alert, Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { pitchSchema } from '@/domain/creators/schema';
import { PITCH_MAX } from '@/domain/creators/rules';
import { ConfirmDialog } from '@/src/ui/ConfirmDialog';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { graphqlErrorOf, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import {
  useCreatorApplyMutation,
  useCreatorWithdrawMutation,
  type MarketCampaignDetail,
} from '../api';

interface PitchValues {
  pitch: string;
}

/**
 * Apply with a pitch (10 to 500 characters, counted as typed), or change it; Withdraw,
 * after a confirmation, while not picked. Picked: the deal's number (its page comes later).
 */
export function ApplyForm({ campaign }: { campaign: MarketCampaignDetail }) {
  const { t } = useTranslation('marketplace');
  const [apply] = useCreatorApplyMutation();
  const [withdraw, withdrawal] = useCreatorWithdrawMutation();
  const [confirming, setConfirming] = useState(false);
  const { hash } = useLocation();
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
        <Alert.Description>{t('apply.picked', { id: campaign.deal_id })}</Alert.Description>
      </Alert.Root>
    );
  }
  const applied = campaign.application !== null && campaign.application !== undefined;
  const submit = async ({ pitch }: PitchValues) => {
    try {
      await apply({ campaign_id: campaign.id, pitch }).unwrap();
      return undefined;
    } catch (error) {
      return submissionErrorsOf(error, ['pitch']);
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
        initialValues={{ pitch: campaign.application?.pitch ?? '' }}
        aria-label={t('apply.title')}
      >
        <TextareaField
          name="pitch"
          label={t('apply.pitch')}
          helperText={t('apply.pitchHelp')}
          counterMax={PITCH_MAX}
          minH="32"
        />
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
