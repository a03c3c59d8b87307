import { Heading, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useDealRequestRevisionMutation, type DealContent, type DealDetail } from '../api';
import { useDealToast } from '../hooks/useDealToast';
import type { RevisionDraft } from '../hooks/useRevisionDraft';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '../rules';
import { revisionSchema } from '../schema';
import { TimeCommentsEditor } from './TimeCommentsEditor';

interface RevisionValues {
  feedback?: string;
}

/**
 * Request a revision: feedback of 8 to 255 with a live counter, and for a video the
 * comments pinned on its timeline. The shared rules check both before anything is sent.
 */
export function RevisionForm({
  deal,
  content,
  draft,
}: {
  deal: DealDetail;
  content: DealContent;
  draft: RevisionDraft;
}) {
  const { t } = useTranslation('deals');
  const toast = useDealToast();
  const [requestRevision] = useDealRequestRevisionMutation();
  const video = content.kind === 'video';
  const timeComments = draft.comments.map(({ at_seconds, text }) => ({ at_seconds, text }));
  // The comments live beside the form (the video pins them): the rules see them with it.
  const toInput = useCallback(
    (values: RevisionValues) => ({ ...values, time_comments: timeComments }),
    // Re-made when the comments change, so the form checks the ones shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [draft.comments],
  );

  const onSubmit = async (values: RevisionValues) => {
    const input = revisionSchema.validateSync(toInput(values));
    const result = await requestRevision({
      id: deal.id,
      content_id: content.id,
      feedback: input.feedback,
      ...(video ? { time_comments: input.time_comments } : {}),
    });
    if (result.error) return submissionErrorsOf(result.error, ['feedback']);
    draft.clear();
    toast('revisionRequested');
    return undefined;
  };

  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        {t('review.revisionTitle')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('review.revisionsLeft', { count: deal.revisions_left })}
      </Text>
      <ValidatedForm<RevisionValues>
        schema={revisionSchema}
        toInput={toInput}
        onSubmit={onSubmit}
        initialValues={{ feedback: '' }}
        aria-label={t('review.revisionTitle')}
      >
        <TextareaField
          name="feedback"
          label={t('review.feedback')}
          helperText={t('review.feedbackHint', { min: FEEDBACK_MIN, max: FEEDBACK_MAX })}
          counterMax={FEEDBACK_MAX}
          rows={3}
        />
        {video && <TimeCommentsEditor draft={draft} />}
        <FormError />
        <SubmitButton size="md" alignSelf="start" colorPalette="orange" variant="outline">
          {t('review.revisionSubmit')}
        </SubmitButton>
      </ValidatedForm>
    </Stack>
  );
}
