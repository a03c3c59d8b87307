import { Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toastAdded } from '@/src/entities/toasts/toastsSlice';
import { paths } from '@/src/lib/paths';
import { ConfirmDeleteDialog } from '@/src/ui/ConfirmDeleteDialog';
import { useDateFormat } from '@/src/ui/formats';
import { InlineLoadError } from '@/src/ui/InlineLoadError';
import type { CampaignInput } from '@/store/generated/graphql';
import { useAppDispatch } from '@/store/hooks';
import {
  useCampaignDraftDeleteMutation,
  useCampaignDraftOpenMutation,
  useCampaignDraftsQuery,
  type SavedCampaignDraft,
} from '../api';
import { useCampaignDraft } from '../hooks/useCampaignDraft';
import { useMayPayCampaigns } from '../hooks/useMayPayCampaigns';
import { draftFromCampaign } from '../model/duplicateDraft';

/** One waiting campaign: what it is, who sent it and when, and what may be done with it. */
function WaitingRow({
  saved,
  mayPay,
  opening,
  onReview,
  onDelete,
}: {
  saved: SavedCampaignDraft;
  mayPay: boolean;
  opening: boolean;
  onReview: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const date = useDateFormat('short');
  const sender = saved.created_by
    ? t('listing.waiting.sentBy', { name: saved.created_by })
    : t('listing.waiting.sentByUnknown');
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between">
          <Box minW="0">
            <Text fontWeight="semibold" truncate>
              {saved.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {`${sender} ${t('listing.waiting.sentOn', { date: date(saved.created_at) })} · ${t(
                'listing.waiting.deals',
                { count: saved.number_of_deals },
              )}`}
            </Text>
          </Box>
          <HStack gap="2" flexShrink={0}>
            {mayPay && (
              <Button
                size="sm"
                colorPalette="brand"
                loading={opening}
                onClick={onReview}
                flex={{ base: '1', md: 'initial' }}
              >
                {t('listing.waiting.review')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline"
              onClick={onDelete}
              flex={{ base: '1', md: 'initial' }}
            >
              {t('listing.waiting.delete')}
            </Button>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The campaigns members sent to be paid (docs/product.md#brand-teams), above the listing:
 * hidden when there are none. Owners and admins open one in the wizard's summary to pay
 * it (the draft remembers which, so paying removes it here); anyone may delete one.
 */
export function WaitingForPayment() {
  const { t } = useTranslation('campaigns');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const mayPay = useMayPayCampaigns();
  const { inProgress, replace } = useCampaignDraft();
  const drafts = useCampaignDraftsQuery();
  const [openDraft] = useCampaignDraftOpenMutation();
  const [deleteDraft] = useCampaignDraftDeleteMutation();
  const [opening, setOpening] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedCampaignDraft | null>(null);
  // A campaign in the wizard that reviewing this one would replace: asked about first.
  const [replacing, setReplacing] = useState<SavedCampaignDraft | null>(null);

  /** The opened campaign becomes the wizard's draft, shown at its summary. */
  const land = (input: CampaignInput, id: string) => {
    replace(draftFromCampaign(input, id));
    void navigate(paths.campaignCreation.summary);
  };
  const review = async (id: string) => {
    setProblem(null);
    setOpening(id);
    const result = await openDraft(id);
    setOpening(null);
    if (result.error) {
      setProblem(t('listing.waiting.openFailed'));
      return;
    }
    land(result.data, id);
  };

  // Nothing while loading: most companies have no waiting campaign, and a placeholder
  // that then disappears would shift the listing below it.
  if (drafts.isLoading) return null;
  if (drafts.isError && !drafts.data) {
    return (
      <InlineLoadError
        message={t('listing.waiting.loadError')}
        onRetry={() => void drafts.refetch()}
      />
    );
  }
  if (!drafts.data || drafts.data.length === 0) return null;

  return (
    <Stack gap="3" as="section" aria-labelledby="campaigns-waiting">
      <Box>
        <Heading as="h2" size="md" id="campaigns-waiting">
          {t('listing.waiting.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('listing.waiting.intro')}
        </Text>
      </Box>
      {problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {problem}
        </Text>
      )}
      <Stack as="ul" gap="2" listStyleType="none">
        {drafts.data.map((saved) => (
          <WaitingRow
            key={saved.id}
            saved={saved}
            mayPay={mayPay}
            opening={opening === saved.id}
            onReview={() => (inProgress ? setReplacing(saved) : void review(saved.id))}
            onDelete={() => setDeleting(saved)}
          />
        ))}
      </Stack>
      <ConfirmDeleteDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        texts={{
          title: t('listing.waiting.deleteTitle'),
          description: t('listing.waiting.deleteBody', { name: deleting?.name ?? '' }),
          confirm: t('listing.waiting.deleteConfirm'),
          cancel: t('listing.waiting.deleteCancel'),
        }}
        onConfirm={() => deleteDraft(deleting?.id ?? '')}
        onDeleted={() => {
          setDeleting(null);
          dispatch(
            toastAdded({ type: 'success', messageKey: 'campaigns:listing.waiting.deleted' }),
          );
        }}
      />
      <ConfirmDeleteDialog
        open={replacing !== null}
        onClose={() => setReplacing(null)}
        texts={{
          title: t('listing.waiting.replaceTitle'),
          description: t('listing.waiting.replaceBody', { name: replacing?.name ?? '' }),
          confirm: t('listing.waiting.replaceConfirm'),
          cancel: t('listing.waiting.replaceCancel'),
        }}
        onConfirm={() => openDraft(replacing?.id ?? '')}
        onDeleted={(input) => {
          const id = replacing?.id ?? '';
          setReplacing(null);
          land(input, id);
        }}
      />
    </Stack>
  );
}
