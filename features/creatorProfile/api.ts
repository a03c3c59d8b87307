import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import { graphql } from '@/store/graphql';

// A creator's own profile and shipping address (docs/product.md#creators). The
// mutations answer with the account's id only: the account itself is CreatorData's
// (src/entities/session), which the 'Account' tag refetches.

export const CREATOR_ONBOARD = graphql(`
  mutation CreatorOnboard(
    $name: String!
    $handles: CreatorHandlesInput!
    $categories: [ProductCategory!]!
    $country: String!
    $date_of_birth: String!
    $price: Int!
    $gender: String
    $ethnicity: String
    $bio: String
    $avatar_image_id: ID
    $portfolio_urls: [String!]
    $intro_video_id: ID
  ) {
    CreatorOnboard(
      name: $name
      handles: $handles
      categories: $categories
      country: $country
      date_of_birth: $date_of_birth
      price: $price
      gender: $gender
      ethnicity: $ethnicity
      bio: $bio
      avatar_image_id: $avatar_image_id
      portfolio_urls: $portfolio_urls
      intro_video_id: $intro_video_id
    ) {
      id
      onboarded
    }
  }
`);

export const CREATOR_PROFILE_UPDATE = graphql(`
  mutation CreatorProfileUpdate(
    $name: String!
    $handles: CreatorHandlesInput!
    $categories: [ProductCategory!]!
    $country: String!
    $date_of_birth: String!
    $price: Int!
    $gender: String
    $ethnicity: String
    $bio: String
    $avatar_image_id: ID
    $portfolio_urls: [String!]
    $intro_video_id: ID
  ) {
    CreatorProfileUpdate(
      name: $name
      handles: $handles
      categories: $categories
      country: $country
      date_of_birth: $date_of_birth
      price: $price
      gender: $gender
      ethnicity: $ethnicity
      bio: $bio
      avatar_image_id: $avatar_image_id
      portfolio_urls: $portfolio_urls
      intro_video_id: $intro_video_id
    ) {
      id
    }
  }
`);

/**
 * The intro video's upload: not an RTK Query endpoint, for the image upload's reasons
 * (src/entities/image/api.ts); `useIntroVideoUpload` sends it with progress.
 */
export const CREATOR_INTRO_VIDEO_UPLOAD = graphql(`
  mutation CreatorIntroVideoUpload($file: File!) {
    CreatorIntroVideoUpload(file: $file) {
      id
      url
      duration_ms
    }
  }
`);

export const CREATOR_ADDRESS_UPDATE = graphql(`
  mutation CreatorAddressUpdate($address: CreatorAddressInput!) {
    CreatorAddressUpdate(address: $address) {
      id
    }
  }
`);

export const creatorProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * No tag: the onboarding screen reloads the account itself and waits for it, so the
     * creator's guards see the finished onboarding before it moves on.
     */
    creatorOnboard: build.mutation(graphqlEndpoint(CREATOR_ONBOARD)),
    creatorProfileUpdate: build.mutation({
      ...graphqlEndpoint(CREATOR_PROFILE_UPDATE),
      invalidatesTags: (result) => (result ? ['Account'] : []),
    }),
    creatorAddressUpdate: build.mutation({
      ...graphqlEndpoint(CREATOR_ADDRESS_UPDATE),
      invalidatesTags: (result) => (result ? ['Account'] : []),
    }),
  }),
});

export const {
  useCreatorOnboardMutation,
  useCreatorProfileUpdateMutation,
  useCreatorAddressUpdateMutation,
} = creatorProfileApi;
