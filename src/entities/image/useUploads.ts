import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-final-form';
import type { FormMessage } from '@/src/ui/forms/messages';
import { errorCodeOf, graphqlErrorOf } from '@/src/ui/forms/submissionErrors';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import {
  imageProblemOf,
  IMAGE_SNIFF_BYTES,
  type ImageProblem,
  type ImageValue,
} from '@/domain/images/rules';
import { useImageUpload, type ImageMutation } from './useImageUpload';

/** A chosen file on its way to the API, or stopped there by an error (retry or remove). */
export interface PendingUpload {
  key: string;
  file: File;
  /** 0 to 1. */
  progress: number;
  error: FormMessage | null;
}

/** A file refused before anything was sent. */
export interface RefusedFile {
  name: string;
  problem: ImageProblem;
}

/** The API's refusals, shown in the user's current language rather than the request's. */
const PROBLEM_OF_CODE: Record<string, ImageProblem> = {
  IMAGE_EMPTY: 'images:errors.empty',
  IMAGE_TOO_LARGE: 'images:errors.tooLarge',
  IMAGE_UNSUPPORTED: 'images:errors.unsupported',
};

function uploadErrorOf(error: GraphqlBaseQueryError): FormMessage {
  const problem = PROBLEM_OF_CODE[errorCodeOf(error) ?? ''];
  if (problem) return { key: problem, values: {} };
  // Another refusal the server explained; a network failure was already told by a toast.
  return graphqlErrorOf(error)?.message ?? { key: 'images:uploadFailed', values: {} };
}

/**
 * The file's first bytes, for the content check. FileReader rather than Blob.arrayBuffer:
 * older Safari and jsdom lack the latter. A file that cannot be read gives no bytes,
 * which the check then refuses.
 */
function headOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SNIFF_BYTES));
  });
}

let nextKey = 0;

/**
 * The uploads of one images field: checks each chosen file locally, sends the accepted
 * ones (at most the free slots), appends each finished image to the field's value in
 * the form, and aborts whatever is still in flight when the field goes away. `mutation`
 * names the account the images go to (a company's by default).
 */
export function useUploads(name: string, max: number, mutation?: ImageMutation) {
  const form = useForm();
  const upload = useImageUpload(mutation);
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [overflow, setOverflow] = useState(0);
  const controllers = useRef(new Map<string, AbortController>());
  // What `add` and `retry` see after an await, when the render's `pending` may be stale.
  const pendingRef = useRef(pending);
  useEffect(() => {
    pendingRef.current = pending;
  }, [pending]);

  const valueOf = useCallback(
    () => (form.getFieldState(name)?.value as ImageValue[] | undefined) ?? [],
    [form, name],
  );
  const update = (key: string, change: Partial<PendingUpload>) =>
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = (item: PendingUpload) => {
    const controller = new AbortController();
    controllers.current.set(item.key, controller);
    const onProgress = (progress: number) => update(item.key, { progress });
    void upload(item.file, onProgress, controller.signal).then((result) => {
      // Removed (or unmounted) while sending: the image is not wanted any more.
      if (controller.signal.aborted) return;
      controllers.current.delete(item.key);
      if ('error' in result) {
        update(item.key, { error: uploadErrorOf(result.error), progress: 0 });
        return;
      }
      setPending((items) => items.filter((other) => other.key !== item.key));
      form.change(name, [...valueOf(), { id: result.data.id, url: result.data.url }]);
    });
  };

  const add = async (files: readonly File[]) => {
    const checked = await Promise.all(
      files.map(async (file) => ({ file, problem: imageProblemOf(file.size, await headOf(file)) })),
    );
    const accepted = checked.filter((entry) => entry.problem === null).map((entry) => entry.file);
    const free = Math.max(0, max - valueOf().length - pendingRef.current.length);
    setRefused(
      checked.flatMap(({ file, problem }) => (problem ? [{ name: file.name, problem }] : [])),
    );
    setOverflow(Math.max(0, accepted.length - free));
    const items = accepted.slice(0, free).map((file) => ({
      key: `upload-${++nextKey}`,
      file,
      progress: 0,
      error: null,
    }));
    setPending((current) => [...current, ...items]);
    items.forEach(start);
  };

  const retry = (key: string) => {
    const item = pendingRef.current.find((candidate) => candidate.key === key);
    if (!item) return;
    update(key, { error: null, progress: 0 });
    start({ ...item, error: null, progress: 0 });
  };

  const cancel = (key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((items) => items.filter((item) => item.key !== key));
  };

  useEffect(() => {
    const inFlight = controllers.current;
    return () => inFlight.forEach((controller) => controller.abort());
  }, []);

  return { pending, refused, overflow, add, retry, cancel };
}
