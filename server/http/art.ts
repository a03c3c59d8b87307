import type { FastifyInstance } from 'fastify';
import { avatarSvg, sampleSvg } from '../seed/art';
import { ART_KINDS, ART_PATH, ART_SEED } from '../seed/artUrls';
import type { ArtKind } from '../seed/artUrls';

const DRAW: Record<ArtKind, (seed: string) => string> = { avatar: avatarSvg, sample: sampleSvg };

/** A seed's picture never changes and holds nothing private: any cache may keep it. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /v1/art/avatar/:seed.svg and /v1/art/sample/:seed.svg: the demo data's pictures,
 * drawn on request from the seed (docs/product.md#creators), so a demo needs no network.
 * Anything but a well-formed seed is a 404, like a missing image.
 */
export function registerArt(app: FastifyInstance): void {
  for (const kind of ART_KINDS) {
    app.get<{ Params: { file: string } }>(`${ART_PATH}/${kind}/:file`, async (req, reply) => {
      const seed = req.params.file.endsWith('.svg') ? req.params.file.slice(0, -4) : '';
      if (!ART_SEED.test(seed)) {
        return reply.code(404).send({ errors: [{ message: 'Not found' }] });
      }
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', CACHE_CONTROL)
        .header('X-Content-Type-Options', 'nosniff')
        .send(DRAW[kind](seed));
    });
  }
}
