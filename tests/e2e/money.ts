/**
 * Money set up through the API, as the browser would (the card to the gateway, its token to
 * CardAdd): for tests that check the money screens rather than the way to them.
 */
import { baseUrl } from './helpers';

/**
 * One GraphQL request as the holder of `token` (to the server at `origin`, the shared one
 * unless told); fails the test on an error.
 */
export async function graphql<T>(
  token: string,
  query: string,
  variables: object,
  origin = baseUrl(),
): Promise<T> {
  const response = await fetch(`${origin}/v1/j`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The session token an impersonation path logs in with. */
export const sessionOf = (impersonationPath: string) =>
  decodeURIComponent(impersonationPath.split('/').pop()!);

/**
 * Gives the company of an impersonation path a Visa card (4242) and a $100 card top-up;
 * answers the top-up's invoice id.
 */
export async function cardAndTopUp(impersonationPath: string): Promise<{ invoiceId: string }> {
  const session = sessionOf(impersonationPath);
  const tokenResponse = await fetch(`${baseUrl()}/sandbox-gateway/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' }),
  });
  const { id: token } = (await tokenResponse.json()) as { id: string };
  const { CardAdd } = await graphql<{ CardAdd: { id: string } }>(
    session,
    `
      mutation ($token: String!, $address: BillingAddressInput!) {
        CardAdd(token: $token, billing_address: $address) {
          id
        }
      }
    `,
    {
      token,
      address: {
        full_name: 'Ada Lovelace',
        address_name: 'Head office',
        address_line1: '1 Main Street',
        city: 'Springfield',
        state: 'Oregon',
        country: 'United States',
        zip: '97403',
        tax_id: '123456789',
      },
    },
  );
  const { WalletTopUp } = await graphql<{ WalletTopUp: { invoice: { id: string } } }>(
    session,
    `
      mutation ($card: ID!, $key: String!) {
        WalletTopUp(amount_cents: 10000, card_id: $card, idempotency_key: $key) {
          invoice {
            id
          }
        }
      }
    `,
    { card: CardAdd.id, key: `e2e-${Date.now()}` },
  );
  return { invoiceId: WalletTopUp.invoice.id };
}
