import { useCallback, useMemo, useState } from 'react';
import { TIME_CODE_MAX_SECONDS, TIME_COMMENTS_MAX } from '@/domain/deals/rules';

/** A comment being written on a moment of the video under review. */
export interface TimeCommentDraft {
  /** Stable while the list changes (React keys, focus). */
  key: string;
  at_seconds: number;
  text: string;
}

export interface RevisionDraft {
  /** In the video's order. */
  comments: readonly TimeCommentDraft[];
  /** Whether another comment may be pinned (at most TIME_COMMENTS_MAX). */
  canPin: boolean;
  /** Pins an empty comment at `seconds`; the key of the new comment, or null when full. */
  pin: (seconds: number) => string | null;
  update: (key: string, text: string) => void;
  remove: (key: string) => void;
  clear: () => void;
  /** The comment just pinned, whose text box takes the focus. */
  lastPinned: string | null;
}

let nextKey = 0;

/**
 * The time-coded comments of a revision request while it is written: pinned by clicking
 * the video's timeline (the viewer), edited and removed in the form. Shared by both, so it
 * lives with the screen rather than inside either. One draft per upload (`contentId`).
 */
export function useRevisionDraft(contentId: string | undefined): RevisionDraft {
  const [comments, setComments] = useState<TimeCommentDraft[]>([]);
  const [lastPinned, setLastPinned] = useState<string | null>(null);
  // Comments belong to one upload: a new one (the creator's next round) starts afresh.
  const [draftOf, setDraftOf] = useState(contentId);
  if (draftOf !== contentId) {
    setDraftOf(contentId);
    setComments([]);
    setLastPinned(null);
  }
  const canPin = comments.length < TIME_COMMENTS_MAX;

  const pin = useCallback(
    (seconds: number) => {
      if (!canPin) return null;
      // A tenth of a second is as fine as a click on a timeline gets.
      const at = Math.min(TIME_CODE_MAX_SECONDS, Math.max(0, Math.round(seconds * 10) / 10));
      nextKey += 1;
      const key = `pin-${nextKey}`;
      setComments((current) =>
        [...current, { key, at_seconds: at, text: '' }].sort((a, b) => a.at_seconds - b.at_seconds),
      );
      setLastPinned(key);
      return key;
    },
    [canPin],
  );
  const update = useCallback((key: string, text: string) => {
    setComments((current) =>
      current.map((comment) => (comment.key === key ? { ...comment, text } : comment)),
    );
  }, []);
  const remove = useCallback((key: string) => {
    setComments((current) => current.filter((comment) => comment.key !== key));
  }, []);
  const clear = useCallback(() => {
    setComments([]);
    setLastPinned(null);
  }, []);

  return useMemo(
    () => ({ comments, canPin, pin, update, remove, clear, lastPinned }),
    [comments, canPin, pin, update, remove, clear, lastPinned],
  );
}
