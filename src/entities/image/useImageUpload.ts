import { useCallback } from 'react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GraphqlBaseQueryError } from '@/store/graphqlBaseQuery';
import type { CreatorImageUploadMutation, ImageUploadMutation } from '@/store/generated/graphql';
import { useAppStore } from '@/store/hooks';
import { CREATOR_IMAGE_UPLOAD, IMAGE_UPLOAD } from './api';
import { sendWithProgress } from '@/store/uploadTransport';

export type UploadedImage = ImageUploadMutation['ImageUpload'];

export type FileUploadResult<Uploaded> = { data: Uploaded } | { error: GraphqlBaseQueryError };

export type UploadFile<Uploaded> = (
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) => Promise<FileUploadResult<Uploaded>>;
export type UploadImage = UploadFile<UploadedImage>;

/**
 * Which account the image goes to: a company's (ImageUpload) or a creator's
 * (CreatorImageUpload); each session may call only its own.
 */
export type ImageMutation = 'ImageUpload' | 'CreatorImageUpload';

/**
 * A file upload with progress, by a mutation taking `$file` (`uploadedOf` picks the stored
 * file out of its answer). The file goes straight to the request, never into Redux; the
 * token and language are read from the store when the upload starts, and the API's
 * events (401, unreachable) are dispatched like any other call's.
 */
export function useFileUpload<Data, Uploaded>(
  document: TypedDocumentNode<Data, { file: Blob | File }>,
  uploadedOf: (data: Data) => Uploaded,
): UploadFile<Uploaded> {
  const store = useAppStore();
  return useCallback<UploadFile<Uploaded>>(
    async (file, onProgress, signal) => {
      const result = await sendWithProgress(
        { document, variables: { file } },
        { getState: store.getState, dispatch: store.dispatch, onProgress, signal },
      );
      if ('error' in result) return result;
      return { data: uploadedOf(result.data as Data) };
    },
    [store, document, uploadedOf],
  );
}

const companyImage = (data: ImageUploadMutation) => data.ImageUpload;
const creatorImage = (data: CreatorImageUploadMutation) => data.CreatorImageUpload;

/** An image upload with progress, onto the company's account or the creator's. */
export function useImageUpload(mutation: ImageMutation = 'ImageUpload'): UploadImage {
  const company = useFileUpload(IMAGE_UPLOAD, companyImage);
  const creator = useFileUpload(CREATOR_IMAGE_UPLOAD, creatorImage);
  return mutation === 'CreatorImageUpload' ? creator : company;
}
