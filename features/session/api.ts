import gql from 'graphql-tag';
import { baseApi } from '@/store/baseApi';
import type { CompanyDataQuery, CompanyLogoutMutation } from '@/store/generated/graphql';

/** The account as the API sends it (snake_case fields). */
export type CompanyData = CompanyDataQuery['CompanyData'];

export const COMPANY_DATA = gql`
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
    }
  }
`;

/** Ends the session the request is made with: see `logOutRequested`. */
const COMPANY_LOGOUT = gql`
  mutation CompanyLogout {
    CompanyLogout {
      status
      message
    }
  }
`;

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The spec fetches CompanyData without cache: callers force a refetch on mount. */
    companyData: build.query<CompanyData, void>({
      query: () => ({ document: COMPANY_DATA }),
      transformResponse: (response: CompanyDataQuery) => response.CompanyData,
      providesTags: ['Account'],
    }),
    companyLogout: build.mutation<CompanyLogoutMutation['CompanyLogout'], void>({
      query: () => ({ document: COMPANY_LOGOUT }),
      transformResponse: (response: CompanyLogoutMutation) => response.CompanyLogout,
    }),
  }),
});

export const { useCompanyDataQuery } = sessionApi;
