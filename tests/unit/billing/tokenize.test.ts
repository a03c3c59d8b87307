import { describe, expect, it, vi } from 'vitest';
import { GATEWAY_BASE_URL, tokenizeCard } from '@/features/billing/gateway/tokenize';

const CARD = { number: '4242424242424242', exp_month: 4, exp_year: 2031, cvc: '737' };
const TOKEN = 'tok_0123456789abcdef01234567';

/** Stubs `fetch` with one answer of the gateway; returns the mock to read the request. */
function gatewayAnswers(answer: () => Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const cardError = (code: string) =>
  Response.json({ error: { type: 'card_error', code, message: 'Refused' } }, { status: 402 });

describe('tokenizeCard', () => {
  it('posts the card as JSON to the gateway, without our cookies, and returns its token', async () => {
    const fetchMock = gatewayAnswers(async () =>
      Response.json({
        id: TOKEN,
        card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
      }),
    );
    expect(await tokenizeCard(CARD)).toEqual({
      ok: true,
      token: TOKEN,
      card: { brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031 },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(GATEWAY_BASE_URL).toBe('/sandbox-gateway/v1');
    expect(url).toBe('/sandbox-gateway/v1/tokens');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('omit');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    // Exactly the card's four fields: nothing else about the user travels with it.
    expect(JSON.parse(String(init?.body))).toEqual(CARD);
  });

  it.each([
    'incorrect_number',
    'invalid_expiry_month',
    'invalid_expiry_year',
    'expired_card',
    'invalid_cvc',
  ])('returns the gateway’s %s refusal as its code', async (code) => {
    gatewayAnswers(async () => cardError(code));
    expect(await tokenizeCard(CARD)).toEqual({ ok: false, code });
  });

  it.each([
    ['the network fails', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the gateway fails', async () => new Response('Bad gateway', { status: 502 })],
    ['a refusal names no known code', async () => cardError('processing_error')],
    ['a success carries no token', async () => Response.json({ card: {} })],
    [
      'a token comes without its card',
      async () => Response.json({ id: TOKEN, card: { brand: 'visa' } }),
    ],
  ])('says the gateway is unreachable when %s', async (_case, answer) => {
    gatewayAnswers(answer);
    expect(await tokenizeCard(CARD)).toEqual({ ok: false, code: 'gateway_unreachable' });
  });
});
