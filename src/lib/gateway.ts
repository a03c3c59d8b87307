/**
 * The browser side of the payment gateway, as Stripe.js is for Stripe: what a card or a
 * bank account form sends there goes straight from the browser, never through our API or
 * the Redux store. Plain `fetch` on purpose, never RTK Query: nothing about the card or
 * the account may reach the store, its action log or DevTools.
 */

/** Where the gateway's browser endpoints live (the sandbox gateway, on our own origin). */
export const GATEWAY_BASE_URL = '/sandbox-gateway/v1';

/** The gateway's answer: its status and its JSON body. */
export interface GatewayAnswer {
  status: number;
  body: unknown;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Posts `payload` as JSON to one of the gateway's endpoints (`/tokens`). Never throws:
 * null when the gateway cannot be reached or answers something that is not JSON. Nothing
 * sent is logged or kept.
 */
export async function postToGateway(path: string, payload: unknown): Promise<GatewayAnswer | null> {
  let response: Response;
  try {
    response = await fetch(`${GATEWAY_BASE_URL}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      // A gateway's host gets none of our cookies, and nothing is cached.
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    return null;
  }
  try {
    return { status: response.status, body: (await response.json()) as unknown };
  } catch {
    return null;
  }
}
