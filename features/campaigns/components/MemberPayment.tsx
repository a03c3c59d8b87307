import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import type { CampaignInput } from '@/store/generated/graphql';
import { useAppDispatch } from '@/store/hooks';
import { useCampaignDraftSubmitMutation } from '../api';

export interface MemberPaymentProps {
  input: CampaignInput;
  /** Sent: the wizard lets the draft go and leaves. */
  onSent: () => void;
}

/**
 * The summary's payment for a member (docs/product.md#brand-teams): members do not pay, so
 * instead of the payment controls the campaign is sent to the owner and admins, who find
 * it under Campaigns → Waiting for payment. No card, wallet or card quote is asked for.
 */
export function MemberPayment({ input, onSent }: MemberPaymentProps) {
  const { t } = useTranslation('campaigns');
  const dispatch = useAppDispatch();
  const [submit, { isLoading }] = useCampaignDraftSubmitMutation();
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    const result = await submit({ input });
    if (result.error) {
      setProblem(graphqlErrorOf(result.error)?.message ?? t('summary.member.failed'));
      return;
    }
    dispatch(toastAdded({ type: 'success', messageKey: 'campaigns:summary.member.sent' }));
    onSent();
  };

  return (
    <Stack gap="4" as="section" aria-label={t('summary.payment')}>
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('summary.member.onlyAdmins')}</Alert.Title>
      </Alert.Root>
      {problem && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Button
        colorPalette="brand"
        alignSelf={{ base: 'stretch', md: 'flex-end' }}
        loading={isLoading}
        onClick={() => void send()}
      >
        {t('summary.member.send')}
      </Button>
    </Stack>
  );
}
