import { baseApi } from '@/store/baseApi';
import { cursorPageOptions, pagesTags, type Cursor } from '@/store/cursorPages';
import { graphqlEndpoint } from '@/store/endpoint';
import type {
  CardFieldsFragment,
  InvoiceFieldsFragment,
  InvoiceQuery,
  InvoicesQuery,
} from '@/store/generated/graphql';
import { graphql } from '@/store/graphql';
import { PAGE_SIZE_DEFAULT } from '@/domain/pagination';

// Cards on file and invoices. The card number never comes here: the browser turns it into
// a one-time token at the gateway (features/billing/gateway/tokenize.ts), and CardAdd
// takes only the token.
// An entity, not billing's own: the wallet's top-up and the campaigns pay by these cards.
// The invoices come along because a document's fragments must be defined in its module
// (store/graphql.ts) and the invoice spreads the card's billing address.

/** A billing address, on a card and on an invoice. */
const BILLING_ADDRESS_FIELDS = graphql(`
  fragment BillingAddressFields on BillingAddress {
    full_name
    address_name
    address_line1
    address_line2
    city
    state
    country
    zip
    tax_id
  }
`);

/** A card as the payment methods, the wallet's top-up and the campaigns show it. */
const CARD_FIELDS = graphql(
  `
    fragment CardFields on Card {
      id
      brand
      last4
      exp_month
      exp_year
      holder_name
      is_default
      in_use
      created_at
      billing_address {
        ...BillingAddressFields
      }
    }
  `,
  [BILLING_ADDRESS_FIELDS],
);

/** An invoice's row in the list. */
const INVOICE_FIELDS = graphql(`
  fragment InvoiceFields on Invoice {
    id
    number
    created_at
    description
    total
    method
    card_brand
    card_last4
  }
`);

export const CARDS = graphql(
  `
    query Cards {
      Cards {
        ...CardFields
      }
    }
  `,
  [CARD_FIELDS],
);

export const CARD_ADD = graphql(
  `
    mutation CardAdd($token: String!, $billing_address: BillingAddressInput!) {
      CardAdd(token: $token, billing_address: $billing_address) {
        ...CardFields
      }
    }
  `,
  [CARD_FIELDS],
);

export const CARD_SET_DEFAULT = graphql(`
  mutation CardSetDefault($id: ID!) {
    CardSetDefault(id: $id) {
      id
      is_default
    }
  }
`);

export const CARD_DELETE = graphql(`
  mutation CardDelete($id: ID!) {
    CardDelete(id: $id) {
      status
      message
    }
  }
`);

export const INVOICES = graphql(
  `
    query Invoices($first: Int, $after: String) {
      Invoices(first: $first, after: $after) {
        nodes {
          ...InvoiceFields
        }
        page_info {
          has_next_page
          end_cursor
        }
        total_count
      }
    }
  `,
  [INVOICE_FIELDS],
);

export const INVOICE = graphql(
  `
    query Invoice($id: ID!) {
      Invoice(id: $id) {
        ...InvoiceFields
        lines {
          description
          amount
        }
        billing {
          company_name
          email
          address {
            ...BillingAddressFields
          }
        }
      }
    }
  `,
  [INVOICE_FIELDS, BILLING_ADDRESS_FIELDS],
);

export type CardItem = CardFieldsFragment;
export type InvoicePage = InvoicesQuery['Invoices'];
export type InvoiceItem = InvoiceFieldsFragment;
export type InvoiceDetail = InvoiceQuery['Invoice'];

/** Every card mutation can change the others (the default moves, the first becomes it). */
const CARD_LIST = { type: 'Card', id: 'LIST' } as const;

export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** At most 10 cards: one call, the default first. */
    cards: build.query({ ...graphqlEndpoint(CARDS), providesTags: [CARD_LIST] }),
    cardAdd: build.mutation({ ...graphqlEndpoint(CARD_ADD), invalidatesTags: [CARD_LIST] }),
    cardSetDefault: build.mutation({
      ...graphqlEndpoint(CARD_SET_DEFAULT, { variables: (id: string) => ({ id }) }),
      invalidatesTags: [CARD_LIST],
    }),
    // A refusal (in use) refetches too: the list then shows why.
    cardDelete: build.mutation({
      ...graphqlEndpoint(CARD_DELETE, { variables: (id: string) => ({ id }) }),
      invalidatesTags: [CARD_LIST],
    }),
    /** Newest first, a page at a time, like the brands (store/cursorPages.ts). */
    invoices: build.infiniteQuery<InvoicePage, void, Cursor>({
      infiniteQueryOptions: cursorPageOptions,
      ...graphqlEndpoint(INVOICES, {
        variables: ({ pageParam }: { pageParam: Cursor }) => ({
          first: PAGE_SIZE_DEFAULT,
          after: pageParam,
        }),
      }),
      providesTags: (result) => pagesTags('Invoice', result),
    }),
    /** An invoice never changes once written: only its id tags it. */
    invoice: build.query({
      ...graphqlEndpoint(INVOICE, { variables: (id: string) => ({ id }) }),
      providesTags: (_result, _error, id) => [{ type: 'Invoice', id }],
    }),
  }),
});

export const {
  useCardsQuery,
  useCardAddMutation,
  useCardSetDefaultMutation,
  useCardDeleteMutation,
  useInvoicesInfiniteQuery,
  useInvoiceQuery,
} = billingApi;
