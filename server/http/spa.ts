import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedPages } from './prerendered';

/** Vite puts content-hashed files here: their URL changes whenever their content does. */
const ASSETS_DIR = 'assets';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) must be revalidated so a deploy is seen at once. */
const REVALIDATE = 'no-cache';

/** Paths the SPA never owns: unknown ones answer 404 instead of the app's HTML. */
const SERVER_PREFIXES = ['/v1', '/mqtt', '/healthz', '/dev', `/${ASSETS_DIR}`];

function ownedByServer(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

function wantsHtml(req: FastifyRequest): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') && !!req.headers.accept?.includes('text/html')
  );
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [{ message: 'Not found' }] });
}

/**
 * Serves the built client from `staticDir` with a history fallback: a page request for any
 * client route (/campaigns, /deal/12 …) gets its prerendered page or index.html, and the
 * router takes over.
 * Without a build (API-only development) every unknown path is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = resolve(staticDir);
  const hasBuild = existsSync(join(root, 'index.html'));
  const prerendered = prerenderedPages(root);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      // Never serve dot files (dist/.client-sources-hash, editors' leftovers).
      dotfiles: 'ignore',
      // `/` is a client route like the others (the fallback below answers it).
      index: false,
      // The build holds .br and .gz copies of its text files (server/build/precompress.ts):
      // the one the browser accepts is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      // We set Cache-Control ourselves: hashed assets forever, the rest revalidated.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(root, ASSETS_DIR) + sep);
        void reply.header('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  // A logged-out screen's form is in the HTML before the app runs. Submitted that early,
  // the browser posts it to the page itself (the forms say method="post", so nothing
  // typed lands in an address, a history or a log): the body is dropped unread and the
  // browser asked for the page again, where the app is then running.
  if (hasBuild && prerendered.guestRoutes.length > 0) {
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        ['application/x-www-form-urlencoded', 'multipart/form-data'],
        (_req, payload, done) => {
          payload.resume();
          payload.on('end', () => done(null, null));
        },
      );
      for (const route of prerendered.guestRoutes)
        scope.post(route, (req, reply) => reply.redirect(req.url.split('?')[0] ?? '/', 303));
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (hasBuild && wantsHtml(req) && !ownedByServer(path)) {
      // The first screen as HTML where the build made one (Login, the company frame…),
      // in the language the cookie names: the answer depends on it.
      const page = prerendered.fileFor(path, req.headers.cookie);
      if (page) void reply.header('Vary', 'Cookie');
      return reply.code(200).sendFile(page ?? 'index.html');
    }
    return notFound(reply);
  });
}
