import { Alert, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { useMoneyFormat } from '@/src/ui/formats';
import type { CampaignDetail } from '../api';
import { useCampaignActions } from '../hooks/useCampaignActions';
import {
  CAMPAIGN_ACTIONS,
  deactivationRefundCents,
  type CampaignAction,
} from '@/domain/campaigns/rules';

/** What deactivating gives back now: the unfilled slots' money, by the shared rule. */
export function deactivationRefund(campaign: CampaignDetail) {
  const unfilled = Math.max(0, campaign.number_of_deals - campaign.deals_filled);
  const lines = campaign.cost_lines.map(({ kind, amount }) => ({ kind, amountCents: amount }));
  return { unfilled, cents: deactivationRefundCents(lines, unfilled) };
}

const VARIANTS: Record<CampaignAction, { variant: 'solid' | 'outline'; palette: string }> = {
  pause: { variant: 'outline', palette: 'gray' },
  resume: { variant: 'solid', palette: 'brand' },
  deactivate: { variant: 'outline', palette: 'red' },
  duplicate: { variant: 'outline', palette: 'gray' },
};

/**
 * The buttons of what the company may do with the campaign now: exactly the server's
 * `actions` for its status (domain/campaigns/rules.ts), in the rules' order. Deactivate
 * asks first, saying what happens and how much goes back; Duplicate asks before replacing
 * a campaign in progress in the wizard. All are disabled while one runs.
 */
export function CampaignActions({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation('campaigns');
  const money = useMoneyFormat();
  const actions = useCampaignActions(campaign);
  const [asking, setAsking] = useState<'deactivate' | 'duplicate' | null>(null);
  const offered = CAMPAIGN_ACTIONS.filter((action) => campaign.actions.includes(action));
  if (offered.length === 0) return null;

  const press = (action: CampaignAction) => {
    if (action === 'deactivate') setAsking('deactivate');
    else if (action === 'duplicate') {
      if (actions.draftInProgress) setAsking('duplicate');
      else void actions.run(actions.duplicate);
    } else void actions.run(() => actions.move(action));
  };
  const refund = deactivationRefund(campaign);

  return (
    <Stack gap="3">
      <Flex role="group" aria-label={t('page.actions.label')} gap="2" wrap="wrap">
        {offered.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={VARIANTS[action].variant}
            colorPalette={VARIANTS[action].palette}
            onClick={() => press(action)}
            disabled={actions.pending !== null}
            loading={actions.pending === action}
            loadingText={t(`page.actions.${action}`)}
          >
            {t(`page.actions.${action}`)}
          </Button>
        ))}
      </Flex>
      {actions.problem && (
        <Alert.Root status="error" variant="subtle" rounded="lg">
          <Alert.Indicator />
          <Alert.Description role="alert">{actions.problem}</Alert.Description>
        </Alert.Root>
      )}
      <ConfirmDeleteDialog
        open={asking === 'deactivate'}
        onClose={() => setAsking(null)}
        texts={{
          title: t('page.deactivate.title', { name: campaign.name }),
          description: (
            <Stack as="span" gap="2">
              <Text as="span">{t('page.deactivate.body')}</Text>
              <Text as="span" fontWeight="medium" color="fg">
                {refund.cents > 0
                  ? t('page.deactivate.refund', {
                      count: refund.unfilled,
                      amount: money(refund.cents),
                    })
                  : t('page.deactivate.noRefund')}
              </Text>
            </Stack>
          ),
          confirm: t('page.deactivate.confirm'),
          cancel: t('page.deactivate.cancel'),
        }}
        onConfirm={() => actions.move('deactivate')}
        onDeleted={() => setAsking(null)}
      />
      <ConfirmDeleteDialog
        open={asking === 'duplicate'}
        onClose={() => setAsking(null)}
        texts={{
          title: t('page.duplicate.title'),
          description: t('page.duplicate.body', { name: campaign.name }),
          confirm: t('page.duplicate.confirm'),
          cancel: t('page.duplicate.cancel'),
        }}
        onConfirm={actions.duplicate}
        onDeleted={() => setAsking(null)}
      />
    </Stack>
  );
}
