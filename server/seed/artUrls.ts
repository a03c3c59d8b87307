/**
 * Where the server's generated images live (server/http/art.ts serves them): an avatar or
 * a portfolio sample per seed, so demo data shows pictures without any network.
 */
export const ART_PATH = '/v1/art';
export const ART_KINDS = ['avatar', 'sample'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

/** A seed is short lower-case letters, digits and dashes: nothing else reaches the SVG. */
export const ART_SEED = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const artUrl = (kind: ArtKind, seed: string) => `${ART_PATH}/${kind}/${seed}.svg`;
