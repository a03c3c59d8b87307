import { baseApi } from '@/store/baseApi';
import { graphqlEndpoint } from '@/store/endpoint';
import type { CompanyDataQuery, CreatorDataQuery, OpsMeQuery } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

/** The account as docs/product.md#account-data lists it (snake_case, as the API sends it). */
export type CompanyData = CompanyDataQuery['CompanyData'];

export const COMPANY_DATA = graphql(`
  query CompanyData {
    CompanyData {
      id
      first_name
      last_name
      email
      role
      has_verified_email
      onboard_position
      phone
      company_name
      created_at
      profile_picture_image
      team_role
      member_id
    }
  }
`);

/** The creator's account: the session's twin of CompanyData for a creator. */
export type CreatorData = CreatorDataQuery['CreatorData'];

export const CREATOR_DATA = graphql(`
  query CreatorData {
    CreatorData {
      id
      email
      has_verified_email
      created_at
      onboarded
      profile {
        id
        name
        avatar_url
        tier
        categories
        followers
        price
        date_of_birth
        age
        gender
        ethnicity
        country
        bio
        portfolio
        intro_video_url
        intro_video_id
        handles {
          instagram {
            handle
            followers
            verified
          }
          tiktok {
            handle
            followers
            verified
          }
          youtube {
            handle
            followers
            verified
          }
        }
      }
      address {
        name
        line1
        line2
        city
        region
        postal_code
        country
        phone
      }
    }
  }
`);

/** Ends the creator's session: see `logOutRequested`. */
export const CREATOR_LOGOUT = graphql(`
  mutation CreatorLogout {
    CreatorLogout {
      status
      message
    }
  }
`);

/** Ends the session the request is made with: see `logOutRequested`. */
export const COMPANY_LOGOUT = graphql(`
  mutation CompanyLogout {
    CompanyLogout {
      status
      message
    }
  }
`);

/** The operator's session (docs/product.md#operator-console): the session's twin of CompanyData. */
export type OperatorData = OpsMeQuery['OpsMe'];

export const OPS_ME = graphql(`
  query OpsMe {
    OpsMe {
      id
      email
      session_expires_at
      recovery_codes_left
    }
  }
`);

/** Ends the operator's session: see `logOutRequested`. */
export const OPS_LOGOUT = graphql(`
  mutation OpsLogout {
    OpsLogout {
      status
      message
    }
  }
`);

/** How long the account stays cached unused: a day, the lifetime of a token. */
const ACCOUNT_KEPT_FOR_S = 86_400;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * CompanyData is never served from a cache: callers force a refetch on mount. The
     * entry is still the one place the session's account lives, so it is kept while no
     * screen subscribes (a page without guards, such as /password) until the session
     * ends, which resets the API state.
     */
    companyData: build.query({
      ...graphqlEndpoint(COMPANY_DATA),
      providesTags: ['Account'],
      keepUnusedDataFor: ACCOUNT_KEPT_FOR_S,
    }),
    companyLogout: build.mutation(graphqlEndpoint(COMPANY_LOGOUT)),
    /** The creator's account, kept like CompanyData (its tag is refetched after edits). */
    creatorData: build.query({
      ...graphqlEndpoint(CREATOR_DATA),
      providesTags: ['Account'],
      keepUnusedDataFor: ACCOUNT_KEPT_FOR_S,
    }),
    creatorLogout: build.mutation(graphqlEndpoint(CREATOR_LOGOUT)),
    /** The operator's session, kept like CompanyData. */
    opsMe: build.query({
      ...graphqlEndpoint(OPS_ME),
      providesTags: ['Account'],
      keepUnusedDataFor: ACCOUNT_KEPT_FOR_S,
    }),
    opsLogout: build.mutation(graphqlEndpoint(OPS_LOGOUT)),
  }),
});

export const { useCompanyDataQuery, useCreatorDataQuery, useOpsMeQuery } = sessionApi;

const selectCompanyData = sessionApi.endpoints.companyData.select();
const selectCreatorData = sessionApi.endpoints.creatorData.select();
const selectOpsMe = sessionApi.endpoints.opsMe.select();

/**
 * The account as CompanyData last returned it, read from RTK Query's cache (the one copy
 * of it); null until loaded. Logout and a 401 reset that cache, as does a new token.
 */
export const selectAccount = (state: Parameters<typeof selectCompanyData>[0]) =>
  selectCompanyData(state).data ?? null;

/** The creator's account as CreatorData last returned it (the creator's twin of `selectAccount`). */
export const selectCreatorAccount = (state: Parameters<typeof selectCreatorData>[0]) =>
  selectCreatorData(state).data ?? null;

/** The operator's session as OpsMe last returned it (the operator's twin of `selectAccount`). */
export const selectOperator = (state: Parameters<typeof selectOpsMe>[0]) =>
  selectOpsMe(state).data ?? null;
