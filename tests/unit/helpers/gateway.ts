import { vi } from 'vitest';

/** The gateway's answer: a status and a JSON body, or a failed connection. */
export type GatewayReply = { status: number; body: unknown } | { unreachable: true };

export interface GatewayCall {
  url: string;
  init: RequestInit;
  body: Record<string, unknown>;
}

/**
 * Stubs `fetch`: the payment gateway's browser endpoints answer `gateway` in turn (the
 * last one again), anything else goes to `api` (a stubbed GraphQL server). Returns the
 * gateway's calls: they are outside the product's API.
 */
export function stubGateway(
  api: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>,
  gateway: GatewayReply[],
): GatewayCall[] {
  const gatewayCalls: GatewayCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (!url.startsWith('/sandbox-gateway/')) return api(input, init);
      gatewayCalls.push({
        url,
        init,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      });
      const reply = gateway[Math.min(gatewayCalls.length - 1, gateway.length - 1)];
      if (!reply) throw new Error('Unexpected gateway call in a unit test');
      if ('unreachable' in reply) throw new TypeError('Failed to fetch');
      return Response.json(reply.body, { status: reply.status });
    }),
  );
  return gatewayCalls;
}
