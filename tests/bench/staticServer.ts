import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { negotiateEncoding } from '@/server/http/compression';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * Serves a built client with history fallback, like the product server does, and its
 * precompressed copy (`.br`, `.gz`) when the browser accepts one and it exists. `pages`
 * names the file (relative to `root`) served for a path, as the product server serves a
 * prerendered page.
 */
export function serveStatic(
  root: string,
  pages: Record<string, string> = {},
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const page = pages[pathname];
    let file = path.join(root, page ?? pathname);
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = path.join(root, 'index.html');
    }
    response.setHeader('Content-Type', TYPES[path.extname(file)] ?? 'application/octet-stream');
    response.setHeader('Vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    const compressed = encoding && `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (compressed && existsSync(compressed)) {
      response.setHeader('Content-Encoding', encoding);
      file = compressed;
    }
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
