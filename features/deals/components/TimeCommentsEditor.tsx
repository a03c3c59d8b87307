import { Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/src/ui/appIcons';
import type { RevisionDraft, TimeCommentDraft } from '../hooks/useRevisionDraft';
import { formatTimeCode, TIME_COMMENT_MAX, TIME_COMMENTS_MAX } from '@/domain/deals/rules';

/** One pinned moment: its time code, its text and a way to remove it. */
function CommentRow({
  comment,
  error,
  draft,
}: {
  comment: TimeCommentDraft;
  error: string | undefined;
  draft: RevisionDraft;
}) {
  const { t } = useTranslation('deals');
  const code = formatTimeCode(comment.at_seconds);
  return (
    <li>
      <Field.Root invalid={error !== undefined}>
        <Flex gap="2" align="center" w="full">
          <Text
            as="span"
            fontWeight="semibold"
            fontVariantNumeric="tabular-nums"
            minW="12"
            color="brand.fg"
            aria-hidden="true"
          >
            {code}
          </Text>
          <Input
            data-key={comment.key}
            size="sm"
            value={comment.text}
            maxLength={TIME_COMMENT_MAX + 10}
            placeholder={t('review.timeCommentPlaceholder')}
            aria-label={t('review.timeCommentAt', { time: code })}
            onChange={(event) => draft.update(comment.key, event.target.value)}
          />
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('review.timeCommentRemove', { time: code })}
            onClick={() => draft.remove(comment.key)}
          >
            <CloseIcon />
          </IconButton>
        </Flex>
        {error !== undefined && <Field.ErrorText ms="14">{error}</Field.ErrorText>}
      </Field.Root>
    </li>
  );
}

/**
 * The revision's time-coded comments: one text box per moment pinned on the video's
 * timeline (in the video's order, `m:ss`), each removable, each with its rule's message
 * once a request was tried (`errors`, by comment key).
 */
export function TimeCommentsEditor({
  draft,
  errors,
}: {
  draft: RevisionDraft;
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('deals');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!draft.lastPinned) return;
    list.current?.querySelector<HTMLInputElement>(`[data-key="${draft.lastPinned}"]`)?.focus();
  }, [draft.lastPinned]);

  return (
    <Stack gap="3" ref={list}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
        <Text fontWeight="medium">{t('review.timeComments')}</Text>
        <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('review.timeCommentsCount', {
            count: draft.comments.length,
            max: TIME_COMMENTS_MAX,
          })}
        </Text>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {draft.canPin ? t('review.timeCommentsHint') : t('review.timeCommentsFull')}
      </Text>
      {draft.comments.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t('review.timeComments')}>
          {draft.comments.map((comment) => (
            <CommentRow
              key={comment.key}
              comment={comment}
              error={errors[comment.key]}
              draft={draft}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
