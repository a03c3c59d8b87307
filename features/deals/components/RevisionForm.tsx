import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateWith } from '@/domain/validation';
import { FormError, SubmitButton } from '@/src/ui/forms/FormFooter';
import { useMessageText } from '@/src/ui/forms/messages';
import { FORM_ERROR, submissionErrorsOf } from '@/src/ui/forms/submissionErrors';
import { TextareaField } from '@/src/ui/forms/TextareaField';
import { ValidatedForm } from '@/src/ui/forms/ValidatedForm';
import { useDealRequestRevisionMutation, type DealContent, type DealDetail } from '../api';
import { useDealToast } from '../hooks/useDealToast';
import type { RevisionDraft } from '../hooks/useRevisionDraft';
import { FEEDBACK_MAX, FEEDBACK_MIN } from '@/domain/deals/rules';
import { revisionSchema } from '@/domain/deals/schema';
import { TimeCommentsEditor } from './TimeCommentsEditor';

interface RevisionValues {
  feedback?: string;
}

/** `time_comments[2].text` → 2. */
const commentIndexOf = (path: string) => /^time_comments\[(\d+)\]/.exec(path)?.[1];

/**
 * Request a revision: feedback of 8 to 255 with a live counter, and for a video the
 * comments pinned on its timeline. The form checks the feedback as it is typed; the
 * comments live beside it (the video pins them), and the same shared rules check feedback
 * and comments together before anything is sent.
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
  const messageText = useMessageText();
  const toast = useDealToast();
  const [requestRevision] = useDealRequestRevisionMutation();
  const [commentErrors, setCommentErrors] = useState<Record<string, string>>({});
  const video = content.kind === 'video';
  // A comment edited since the last try no longer shows the old message.
  const editorDraft = useMemo<RevisionDraft>(
    () => ({
      ...draft,
      update: (key, text) => {
        draft.update(key, text);
        setCommentErrors((errors) => {
          if (!(key in errors)) return errors;
          const rest = { ...errors };
          delete rest[key];
          return rest;
        });
      },
    }),
    [draft],
  );

  const onSubmit = async (values: RevisionValues) => {
    const comments = video ? draft.comments : [];
    const checked = await validateWith(revisionSchema, {
      feedback: values.feedback,
      time_comments: comments.map(({ at_seconds, text }) => ({ at_seconds, text })),
    });
    if (!checked.ok) {
      const errors: Record<string, string> = {};
      let listError: string | undefined;
      for (const [path, message] of Object.entries(checked.fields)) {
        const comment = comments[Number(commentIndexOf(path) ?? Number.NaN)];
        if (comment) errors[comment.key] = messageText(message);
        else if (path === 'time_comments') listError = messageText(message);
      }
      setCommentErrors(errors);
      const first = comments.find((comment) => errors[comment.key]);
      if (first) document.querySelector<HTMLElement>(`[data-key="${first.key}"]`)?.focus();
      return listError ? { [FORM_ERROR]: listError } : {};
    }
    setCommentErrors({});
    const result = await requestRevision({
      id: deal.id,
      content_id: content.id,
      feedback: checked.value.feedback,
      ...(video ? { time_comments: checked.value.time_comments } : {}),
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
        {video && <TimeCommentsEditor draft={editorDraft} errors={commentErrors} />}
        <FormError />
        <SubmitButton size="md" alignSelf="start" colorPalette="orange" variant="outline">
          {t('review.revisionSubmit')}
        </SubmitButton>
      </ValidatedForm>
    </Stack>
  );
}
