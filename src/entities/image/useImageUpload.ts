import { useCallback } from 'react';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import type { CreatorImageUploadMutation, ImageUploadMutation } from '@/store/generated/graphql';
import { useAppStore } from '@/store/hooks';
import { CREATOR_IMAGE_UPLOAD, IMAGE_UPLOAD } from './api';
import { sendWithProgress } from '@/store/uploadTransport';

export type UploadedImage = ImageUploadMutation['ImageUpload'];

export type ImageUploadResult = { data: UploadedImage } | { error: GraphqlBaseQueryError };

export type UploadImage = (
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<ImageUploadResult>;

/**
 * Which account the image goes to: a company's (ImageUpload) or a creator's
 * (CreatorImageUpload); each session may call only its own.
 */
export type ImageMutation = 'ImageUpload' | 'CreatorImageUpload';

/** The uploaded image out of either mutation's answer. */
function uploadedOf(mutation: ImageMutation, data: unknown): UploadedImage {
  return mutation === 'CreatorImageUpload'
    ? (data as CreatorImageUploadMutation).CreatorImageUpload
    : (data as ImageUploadMutation).ImageUpload;
}

/**
 * An image upload with progress. The file goes straight to the request, never into Redux;
 * the token and language are read from the store when the upload starts, and the API's
 * events (401, unreachable) are dispatched like any other call's.
 */
export function useImageUpload(mutation: ImageMutation = 'ImageUpload'): UploadImage {
  const store = useAppStore();
  return useCallback<UploadImage>(
    async (file, onProgress, signal) => {
      const document = mutation === 'CreatorImageUpload' ? CREATOR_IMAGE_UPLOAD : IMAGE_UPLOAD;
      const result = await sendWithProgress(
        { document, variables: { file } },
        { getState: store.getState, dispatch: store.dispatch, onProgress, signal },
      );
      if ('error' in result) return result;
      return { data: uploadedOf(mutation, result.data) };
    },
    [store, mutation],
  );
}
