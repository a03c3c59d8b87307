/**
 * A small round-robin load balancer for the cluster tests: each HTTP request (not each
 * connection) goes to the next backend, WebSocket upgrades are piped to one, and a backend
 * that refuses connections is skipped for the next. It records which backend served each
 * request and upgrade, so a test can tell where a browser's MQTT connection went.
 */
import { createServer, request as httpRequest, Agent } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';

export interface Backend {
  host: string;
  port: number;
}

export interface Served {
  /** Index of the backend in the proxy's list. */
  backend: number;
  kind: 'http' | 'upgrade';
  method: string;
  url: string;
}

export interface Proxy {
  url: string;
  port: number;
  /** Backends in order; replace or push to change them while running. */
  backends: Backend[];
  /** Every request and upgrade a backend accepted, in order. */
  served: Served[];
  /**
   * While set, every request and upgrade tries this backend first, the others only when it
   * refuses (a sticky load balancer failing over): how a test puts a browser on one server.
   */
  preferred: number | null;
  close(): Promise<void>;
}

/** Headers that describe one hop's connection, not the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

function forwardedHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
  return headers;
}

const refused = (error: NodeJS.ErrnoException) =>
  error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET' || error.code === 'EPIPE';

export async function startProxy(backends: Backend[] = [], host = '127.0.0.1'): Promise<Proxy> {
  const served: Served[] = [];
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const proxy: Proxy = {
    url: '',
    port: 0,
    backends,
    served,
    preferred: null,
    close: async () => {},
  };

  /** Backend indexes to try for one request, starting with the next in turn. */
  const order = (): number[] => {
    const count = proxy.backends.length;
    const first =
      proxy.preferred !== null && proxy.preferred < count
        ? proxy.preferred
        : next++ % Math.max(count, 1);
    return Array.from({ length: count }, (_, i) => (first + i) % count);
  };

  function forward(req: IncomingMessage, res: ServerResponse, candidates: number[]): void {
    const index = candidates.shift();
    if (index === undefined) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no backend accepted');
      return;
    }
    const backend = proxy.backends[index]!;
    let started = false;
    const upstream = httpRequest(
      {
        host: backend.host,
        port: backend.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
        agent,
      },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
        response.once('error', () => res.destroy());
      },
    );
    const start = () => {
      if (started) return;
      started = true;
      served.push({ backend: index, kind: 'http', method: req.method ?? '', url: req.url ?? '' });
      req.pipe(upstream);
    };
    upstream.once('socket', (socket: Socket) => {
      // A kept-alive socket is connected already; a new one sends the body once it is.
      if (socket.connecting) socket.once('connect', start);
      else start();
    });
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (!started && refused(error)) return forward(req, res, candidates);
      // The backend died with the request: the client sees that, as behind a real balancer.
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain' }).end('backend failed');
      else res.destroy();
    });
  }

  function upgrade(req: IncomingMessage, client: Socket, head: Buffer, candidates: number[]) {
    const index = candidates.shift();
    if (index === undefined) return client.destroy();
    const backend = proxy.backends[index]!;
    const upstream = connect(backend.port, backend.host);
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      served.push({
        backend: index,
        kind: 'upgrade',
        method: req.method ?? '',
        url: req.url ?? '',
      });
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    upstream.on('error', () => {
      if (!connected) upgrade(req, client, head, candidates);
      else client.destroy();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
  }

  const server: Server = createServer((req, res) => forward(req, res, order()));
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) =>
    upgrade(req, socket, head, order()),
  );
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  proxy.port = port;
  proxy.url = `http://${host}:${port}`;
  proxy.close = async () => {
    server.closeAllConnections();
    agent.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
