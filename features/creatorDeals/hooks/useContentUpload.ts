import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentKind } from '@/domain/content/rules';
import {
  contentSniffBytes,
  contentUploadProblem,
  type ContentUploadProblem,
} from '@/domain/content/upload';
import type { FormMessage } from '@/src/ui/forms/messages';
import { extensionsOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import { useAppStore } from '@/store/hooks';
import { sendWithProgress } from '@/store/uploadTransport';
import type { CreatorContentUploadMutation } from '@/store/generated/graphql';
import { baseApi } from '@/store/baseApi';
import { CREATOR_CONTENT_UPLOAD, patchDeal } from '../api';
import { creatorDealTag, CREATOR_DEALS_LIST } from '../model/tags';

/** Where an upload stands: chosen, on its way, refused, or cut off (Retry sends it again). */
export type UploadPhase = 'idle' | 'sending' | 'refused' | 'lost';

/** The first bytes of a file (FileReader: older Safari and jsdom lack Blob.arrayBuffer). */
const headOf = (file: File, length: number) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, length));
  });

const problemMessage = (problem: ContentUploadProblem): FormMessage => ({
  key: `creatorDeals:upload.problems.${problem.code}`,
  values: problem.values,
});

/**
 * The content upload of a deal: the chosen files are checked here with the shared rules
 * (count, size, type by their first bytes) before anything is sent, then sent in one
 * GraphQL multipart request with progress. A refusal by the server shows its message; a
 * lost connection keeps the chosen files, so Retry sends the same ones again (from the
 * start: the request cannot resume mid-file). Leaving the page aborts a send.
 */
export function useContentUpload(dealId: string, kind: ContentKind, onDone: () => void) {
  const store = useAppStore();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  /** Adds chosen files (photos add up to the limit; a video replaces the one before). */
  const choose = useCallback(
    async (chosen: File[]) => {
      const next = kind === 'video' ? chosen.slice(0, 1) : [...files, ...chosen];
      const heads = await Promise.all(
        next.map(async (file) => ({
          size: file.size,
          head: await headOf(file, contentSniffBytes(kind)),
        })),
      );
      const found = contentUploadProblem(kind, heads);
      setPhase('idle');
      if (found) {
        setProblem(problemMessage(found));
        return;
      }
      setProblem(null);
      setFiles(next);
    },
    [files, kind],
  );

  const remove = useCallback((index: number) => {
    setFiles((current) => current.filter((_, at) => at !== index));
    setProblem(null);
    setPhase('idle');
  }, []);

  const send = useCallback(async () => {
    if (files.length === 0) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPhase('sending');
    setProblem(null);
    setProgress(0);
    const result = await sendWithProgress(
      { document: CREATOR_CONTENT_UPLOAD, variables: { id: dealId, files } },
      {
        getState: store.getState,
        dispatch: store.dispatch,
        onProgress: setProgress,
        signal: current.signal,
      },
    );
    if (current.signal.aborted) return;
    controller.current = null;
    if ('error' in result) {
      const refusal = graphqlErrorOf(result.error);
      if (!refusal) {
        // Cut off (or the server could not answer): the same files wait for Retry.
        setPhase('lost');
        return;
      }
      setPhase('refused');
      setProblem(
        extensionsOf(result.error).fields?.files ??
          refusal.message ?? { key: 'creatorDeals:upload.failed', values: {} },
      );
      return;
    }
    const moved = (result.data as CreatorContentUploadMutation).CreatorContentUpload;
    store.dispatch(patchDeal(dealId, moved));
    store.dispatch(baseApi.util.invalidateTags([creatorDealTag(dealId), CREATOR_DEALS_LIST]));
    setFiles([]);
    setPhase('idle');
    onDone();
  }, [dealId, files, onDone, store]);

  return { files, problem, phase, progress, choose, remove, send };
}
