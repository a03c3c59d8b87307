import { graphql } from '@/store/graphql';

/**
 * The upload is not an RTK Query endpoint: its argument is a File, which must stay out of
 * Redux actions and state (they are serialised, logged and replayed), and fetch cannot
 * report upload progress. `useImageUpload` sends it over XMLHttpRequest instead.
 */
export const IMAGE_UPLOAD = graphql(`
  mutation ImageUpload($file: File!) {
    ImageUpload(file: $file) {
      id
      url
      content_type
      size
      created_at
    }
  }
`);

/** The same upload onto a creator's account (their avatar and portfolio). */
export const CREATOR_IMAGE_UPLOAD = graphql(`
  mutation CreatorImageUpload($file: File!) {
    CreatorImageUpload(file: $file) {
      id
      url
      content_type
      size
      created_at
    }
  }
`);
