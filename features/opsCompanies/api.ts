import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';
import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type { OpsCompaniesQuery, OpsCompanyQuery } from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';

// The console's companies (docs/product.md#operator-console): a search, one company read
// only, a link that opens its session, and a bank transfer credited to its wallet.

const OPS_COMPANY_FIELDS = graphql(`
  fragment OpsCompanyFields on OpsCompany {
    id
    name
    email
    first_name
    last_name
    created_at
    deleted
    wallet_balance
    in_escrow
    campaigns_count
    deals_count
  }
`);

export const OPS_COMPANIES = graphql(
  `
    query OpsCompanies($search: String, $first: Int, $after: String) {
      OpsCompanies(search: $search, first: $first, after: $after) {
        nodes {
          ...OpsCompanyFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [OPS_COMPANY_FIELDS],
);

export const OPS_COMPANY = graphql(
  `
    query OpsCompany($id: ID!) {
      OpsCompany(id: $id) {
        company {
          ...OpsCompanyFields
        }
        campaigns {
          id
          name
          status
          total
          deals_filled
          number_of_deals
          created_at
        }
        deals {
          id
          status
          campaign_name
          creator_name
          fee
          updated_at
        }
        transactions {
          id
          kind
          description
          amount
          balance_after
          created_at
        }
      }
    }
  `,
  [OPS_COMPANY_FIELDS],
);

export const OPS_IMPERSONATE = graphql(`
  mutation OpsImpersonate($company_id: ID!, $reason: String!) {
    OpsImpersonate(company_id: $company_id, reason: $reason) {
      url
      expires_at
    }
  }
`);

export const OPS_WALLET_CREDIT = graphql(`
  mutation OpsWalletCredit($company_id: ID!, $amount: Int!, $reference: String!, $reason: String!) {
    OpsWalletCredit(
      company_id: $company_id
      amount: $amount
      reference: $reference
      reason: $reason
    ) {
      company {
        id
        name
      }
      amount
      reference
      credited
      wallet_balance
    }
  }
`);

export type OpsCompanyPage = OpsCompaniesQuery['OpsCompanies'];
export type OpsCompanyRow = OpsCompanyPage['nodes'][number];
export type OpsCompanyDetail = OpsCompanyQuery['OpsCompany'];

const companyTag = (id: string) => ({ type: 'OpsCompanies', id }) as const;

export const opsCompaniesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first; `search` (name or e-mail) is its own cache entry. */
    opsCompanies: build.infiniteQuery<OpsCompanyPage, string, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(OPS_COMPANIES, {
        variables: ({ queryArg, pageParam }: { queryArg: string; pageParam: Cursor }) => ({
          ...(queryArg ? { search: queryArg } : {}),
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (data) => pagesTags('OpsCompanies', data),
    }),
    opsCompany: build.query({
      ...graphqlEndpoint(OPS_COMPANY, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [companyTag(id)],
    }),
    /** Changes nothing the console shows: the audit log and the company's notices keep it. */
    opsImpersonate: build.mutation(graphqlEndpoint(OPS_IMPERSONATE)),
    /** The company's balance and movements, and the platform's figures, change. */
    opsWalletCredit: build.mutation({
      ...graphqlEndpoint(OPS_WALLET_CREDIT),
      invalidatesTags: (_result, error, { company_id }) =>
        error ? [] : [companyTag(company_id), 'OpsMoney'],
    }),
  }),
});

export const {
  useOpsCompaniesInfiniteQuery,
  useOpsCompanyQuery,
  useOpsImpersonateMutation,
  useOpsWalletCreditMutation,
} = opsCompaniesApi;
