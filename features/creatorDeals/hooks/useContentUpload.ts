import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentKind } from '@/domain/content/rules';
import { missingParts, type BoughtParts, type MissingPart } from '@/domain/content/parts';
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

/** An extra part of the upload: the raw footage, or extra hook n (from 1). One video each. */
export type ExtraPart = 'raw_footage' | `hook-${number}`;

/** The extra parts a campaign bought, in the order the screen shows them. */
export const extraPartsOf = (bought: BoughtParts): ExtraPart[] => [
  ...(bought.rawFootage ? (['raw_footage'] as const) : []),
  ...Array.from({ length: bought.hooks }, (_, i): ExtraPart => `hook-${i + 1}`),
];

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

/** The first bytes of each file, checked as one upload of `kind`; the refusal, or null. */
async function checked(kind: ContentKind, files: File[]): Promise<FormMessage | null> {
  const heads = await Promise.all(
    files.map(async (file) => ({
      size: file.size,
      head: await headOf(file, contentSniffBytes(kind)),
    })),
  );
  const found = contentUploadProblem(kind, heads);
  return found ? problemMessage(found) : null;
}

/**
 * The content upload of a deal: the chosen files are checked here with the shared rules
 * (count, size, type by their first bytes) before anything is sent, then sent in one
 * GraphQL multipart request with progress, with the raw footage and each extra hook the
 * campaign bought (docs/product.md#deals-and-content): it is sent only once every part is
 * chosen (`missing` says which are not). A refusal by the server shows its message; a
 * lost connection keeps the chosen files, so Retry sends the same ones again (from the
 * start: the request cannot resume mid-file). Leaving the page aborts a send.
 */
export function useContentUpload(
  dealId: string,
  kind: ContentKind,
  bought: BoughtParts,
  onDone: () => void,
) {
  const store = useAppStore();
  const [files, setFiles] = useState<File[]>([]);
  const [extras, setExtras] = useState<Partial<Record<ExtraPart, File>>>({});
  const [problem, setProblem] = useState<FormMessage | null>(null);
  const [extraProblems, setExtraProblems] = useState<Partial<Record<ExtraPart, FormMessage>>>({});
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [progress, setProgress] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const parts = extraPartsOf(bought);
  const hooks = parts.filter((part) => part !== 'raw_footage').map((part) => extras[part]);
  // Each hook by its number: hook 2 chosen without hook 1 still lacks hook 1.
  const missing: MissingPart[] = [
    ...missingParts(bought, {
      main: files.length,
      rawFootage: extras.raw_footage ? 1 : 0,
      hooks: bought.hooks,
    }),
    ...hooks.flatMap((file, i): MissingPart[] => (file ? [] : [{ part: 'hook', n: i + 1 }])),
  ];
  const chosen = [...files, ...parts.flatMap((part) => extras[part] ?? [])];

  /** Adds chosen files (photos add up to the limit; a video replaces the one before). */
  const choose = useCallback(
    async (picked: File[]) => {
      const next = kind === 'video' ? picked.slice(0, 1) : [...files, ...picked];
      const found = await checked(kind, next);
      setPhase('idle');
      setProblem(found);
      if (!found) setFiles(next);
    },
    [files, kind],
  );

  /** Chooses the video of an extra part (it replaces the one before). */
  const chooseExtra = useCallback(async (part: ExtraPart, picked: File[]) => {
    const next = picked.slice(0, 1);
    const found = await checked('video', next);
    setPhase('idle');
    setExtraProblems((current) => ({ ...current, [part]: found ?? undefined }));
    if (!found) setExtras((current) => ({ ...current, [part]: next[0] }));
  }, []);

  const remove = useCallback((index: number) => {
    setFiles((current) => current.filter((_, at) => at !== index));
    setProblem(null);
    setPhase('idle');
  }, []);

  const removeExtra = useCallback((part: ExtraPart) => {
    setExtras(({ [part]: _removed, ...rest }) => rest);
    setExtraProblems(({ [part]: _removed, ...rest }) => rest);
    setPhase('idle');
  }, []);

  const complete = missing.length === 0;
  const send = useCallback(async () => {
    if (!complete) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setPhase('sending');
    setProblem(null);
    setProgress(0);
    const variables = {
      id: dealId,
      files,
      // Only the parts the campaign bought: the server refuses any other.
      ...(bought.rawFootage ? { raw_footage: extras.raw_footage ? [extras.raw_footage] : [] } : {}),
      ...(bought.hooks > 0 ? { hooks: hooks.filter((file): file is File => !!file) } : {}),
    };
    const result = await sendWithProgress(
      { document: CREATOR_CONTENT_UPLOAD, variables },
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
      const fields = extensionsOf(result.error).fields;
      setProblem(
        fields?.files ??
          fields?.raw_footage ??
          fields?.hooks ??
          refusal.message ?? { key: 'creatorDeals:upload.failed', values: {} },
      );
      return;
    }
    const moved = (result.data as CreatorContentUploadMutation).CreatorContentUpload;
    store.dispatch(patchDeal(dealId, moved));
    store.dispatch(baseApi.util.invalidateTags([creatorDealTag(dealId), CREATOR_DEALS_LIST]));
    setFiles([]);
    setExtras({});
    setPhase('idle');
    onDone();
  }, [bought, complete, dealId, extras, files, hooks, onDone, store]);

  return {
    files,
    extras,
    parts,
    chosen,
    missing,
    problem,
    extraProblems,
    phase,
    progress,
    choose,
    chooseExtra,
    remove,
    removeExtra,
    send,
  };
}
