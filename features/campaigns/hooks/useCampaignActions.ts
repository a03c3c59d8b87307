import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { flashAdded } from '@/src/entities/flashes/flashesSlice';
import { paths } from '@/src/lib/paths';
import { useMoneyFormat } from '@/src/ui/formats';
import { graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useAppDispatch } from '@/store/hooks';
import {
  useCampaignDuplicateMutation,
  useCampaignMoveMutation,
  type CampaignDetail,
  type CampaignMove,
} from '../api';
import { draftFromCampaign } from '../model/duplicateDraft';
import { useCampaignDraft } from './useCampaignDraft';

/** One flash on the campaign's page for its changes: the latest replaces the one before. */
const CAMPAIGN_FLASH_ID = 'campaign';

/**
 * What the company does with a campaign from its page (docs/product.md#campaign-statuses):
 * pause, resume and deactivate (each said by a flash on the page once done; the refund of
 * a deactivation with its amount), and duplicate into the wizard's draft. Each resolves
 * with its mutation's outcome; `run` keeps a refusal (the server's sentence) or a network
 * failure to show beside the buttons, while a dialog shows its own.
 */
export function useCampaignActions(campaign: CampaignDetail) {
  const { t } = useTranslation('campaigns');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const money = useMoneyFormat();
  const { inProgress, replace } = useCampaignDraft();
  const [moveCampaign] = useCampaignMoveMutation();
  const [duplicateCampaign] = useCampaignDuplicateMutation();
  const [pending, setPending] = useState<CampaignMove | 'duplicate' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const flash = (key: 'paused' | 'resumed' | 'deactivated' | 'deactivatedRefund', cents = 0) =>
    dispatch(
      flashAdded({
        id: CAMPAIGN_FLASH_ID,
        contentKey: `campaigns:page.flash.${key}`,
        contentValues: { amount: money(cents) },
        themeColor: 'green',
        path: paths.campaign(campaign.id),
      }),
    );

  const move = async (action: CampaignMove) => {
    setPending(action);
    const refundedBefore = campaign.refunded;
    const result = await moveCampaign({ id: campaign.id, action });
    setPending(null);
    if (result.data) {
      // What this deactivation gave back: the server's figure, not an estimate.
      const returned = result.data.refunded - refundedBefore;
      if (action === 'pause') flash('paused');
      else if (action === 'resume') flash('resumed');
      else if (returned > 0) flash('deactivatedRefund', returned);
      else flash('deactivated');
    }
    return result;
  };

  /** The duplicate as the wizard's draft, replacing the one there, and its first step. */
  const duplicate = async () => {
    setPending('duplicate');
    const result = await duplicateCampaign(campaign.id);
    setPending(null);
    if (result.data) {
      replace(draftFromCampaign(result.data));
      void navigate(paths.campaignCreation.type);
    }
    return result;
  };

  /** An action run from its button: what went wrong stays beside the buttons. */
  const run = async (action: () => Promise<{ error?: unknown }>) => {
    setProblem(null);
    const { error } = await action();
    if (error !== undefined) setProblem(graphqlErrorOf(error)?.message ?? t('page.actions.failed'));
  };

  return {
    pending,
    problem,
    move,
    duplicate,
    run,
    /** A campaign being entered in the wizard would be lost: ask first. */
    draftInProgress: inProgress,
  };
}
