import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import { useFileUpload } from '@/src/entities/image/useImageUpload';
import type { FormMessage } from '@/src/ui/forms/messages';
import { extensionsOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import type { CreatorIntroVideoUploadMutation } from '@/store/generated/graphql';
import { videoDurationSeconds } from '@/domain/content/duration';
import {
  INTRO_VIDEO_MAX_BYTES,
  INTRO_VIDEO_MAX_SECONDS,
  sniffVideoType,
  VIDEO_SNIFF_BYTES,
} from '@/domain/content/rules';
import { CREATOR_INTRO_VIDEO_UPLOAD } from '../api';

/** The chosen file on its way to the API, or stopped there (retry or remove). */
export interface PendingVideo {
  file: File;
  /** 0 to 1. */
  progress: number;
  error: FormMessage | null;
}

const MEGABYTES = INTRO_VIDEO_MAX_BYTES / (1024 * 1024);

/**
 * Bytes [start, end) of the file. FileReader rather than Blob.arrayBuffer: older Safari
 * and jsdom lack the latter. A file that cannot be read gives no bytes, which the checks
 * then refuse.
 */
const readSlice = (file: File) => (start: number, end: number) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(start, end));
  });

/**
 * What the server would refuse, found before sending 100 MB for nothing: the size, the
 * type by the first bytes and the duration by the container's headers (the same rules
 * and parser as the server, which still judges again).
 */
async function problemOf(file: File): Promise<FormMessage | null> {
  if (file.size === 0) return { key: 'creatorProfile:introVideo.empty', values: {} };
  if (file.size > INTRO_VIDEO_MAX_BYTES) {
    return { key: 'creatorProfile:introVideo.tooLarge', values: { max: MEGABYTES } };
  }
  const read = readSlice(file);
  const type = sniffVideoType(await read(0, VIDEO_SNIFF_BYTES));
  if (!type) return { key: 'creatorProfile:introVideo.notVideo', values: {} };
  const seconds = await videoDurationSeconds(type, file.size, read);
  if (seconds === null) return { key: 'creatorProfile:introVideo.noDuration', values: {} };
  if (seconds > INTRO_VIDEO_MAX_SECONDS) {
    return {
      key: 'creatorProfile:introVideo.tooLong',
      values: { max: INTRO_VIDEO_MAX_SECONDS, seconds: Math.ceil(seconds) },
    };
  }
  return null;
}

/** The server's refusal of the file (already in the user's language), or a generic one. */
function uploadErrorOf(error: GraphqlBaseQueryError): FormMessage {
  return (
    extensionsOf(error).fields?.file ??
    graphqlErrorOf(error)?.message ?? { key: 'creatorProfile:introVideo.failed', values: {} }
  );
}

const uploadedOf = (data: CreatorIntroVideoUploadMutation) => data.CreatorIntroVideoUpload;

/**
 * The intro video field's upload: checks the chosen file here first, sends it with
 * progress (the image uploads' transport), sets the field's value once stored, and
 * aborts a send still running when the field goes away.
 */
export function useIntroVideoUpload(name: string) {
  const form = useForm();
  const upload = useFileUpload(CREATOR_INTRO_VIDEO_UPLOAD, uploadedOf);
  const [pending, setPending] = useState<PendingVideo | null>(null);
  const [refused, setRefused] = useState<FormMessage | null>(null);
  const controller = useRef<AbortController | null>(null);

  const send = useCallback(
    (file: File) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setPending({ file, progress: 0, error: null });
      const onProgress = (progress: number) => setPending((item) => item && { ...item, progress });
      void upload(file, onProgress, current.signal).then((result) => {
        // Removed, replaced or unmounted while sending: this file is not wanted any more.
        if (current.signal.aborted) return;
        controller.current = null;
        if ('error' in result) {
          setPending({ file, progress: 0, error: uploadErrorOf(result.error) });
          return;
        }
        setPending(null);
        form.change(name, [{ id: result.data.id, url: result.data.url }]);
      });
    },
    [form, name, upload],
  );

  const choose = async (file: File) => {
    const problem = await problemOf(file);
    setRefused(problem);
    if (!problem) send(file);
  };

  const retry = () => {
    if (pending) send(pending.file);
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setPending(null);
  };

  useEffect(() => () => controller.current?.abort(), []);

  return { pending, refused, choose, retry, cancel };
}
