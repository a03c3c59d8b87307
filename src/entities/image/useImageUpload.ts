import { useCallback } from 'react';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import type { ImageUploadMutation } from '@/store/generated/graphql';
import { useAppStore } from '@/store/hooks';
import { IMAGE_UPLOAD } from './api';
import { sendWithProgress } from '@/store/uploadTransport';

export type UploadedImage = ImageUploadMutation['ImageUpload'];

export type ImageUploadResult = { data: UploadedImage } | { error: GraphqlBaseQueryError };

export type UploadImage = (
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<ImageUploadResult>;

/**
 * ImageUpload with progress. The file goes straight to the request, never into Redux;
 * the token and language are read from the store when the upload starts, and the API's
 * events (401, unreachable) are dispatched like any other call's.
 */
export function useImageUpload(): UploadImage {
  const store = useAppStore();
  return useCallback<UploadImage>(
    async (file, onProgress, signal) => {
      const result = await sendWithProgress(
        { document: IMAGE_UPLOAD, variables: { file } },
        { getState: store.getState, dispatch: store.dispatch, onProgress, signal },
      );
      if ('error' in result) return result;
      return { data: (result.data as ImageUploadMutation).ImageUpload };
    },
    [store],
  );
}
