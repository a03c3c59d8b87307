import { describe, expect, it } from 'vitest';
import { describeEdge, featureOf, findCycles, isUnder, readImportGraph } from './importGraph';

/**
 * The layers' import rules (docs/architecture.md), type imports included: ESLint's
 * import-x/no-cycle passes over `import type`, and a type import still ties one layer to
 * another's code. Each failure lists the offending `file -> import` pairs.
 */
const graph = readImportGraph(['server', 'domain', 'features', 'src', 'store']);

describe('imports', () => {
  it('the server imports nothing of the client (features/, src/, store/)', () => {
    const offending = graph.edges
      .filter(
        (edge) => isUnder(edge.from, 'server') && isUnder(edge.to, 'features', 'src', 'store'),
      )
      .map(describeEdge);
    expect(offending).toEqual([]);
  });

  it('domain/ imports nothing of ours but domain/', () => {
    const offending = graph.edges
      .filter((edge) => isUnder(edge.from, 'domain') && !isUnder(edge.to, 'domain'))
      .map(describeEdge);
    expect(offending).toEqual([]);
  });

  it('the server has no import loop', () => {
    const loops = findCycles(
      graph,
      (edge) => isUnder(edge.from, 'server') && isUnder(edge.to, 'server'),
    ).map((loop) => loop.edges.map(describeEdge));
    expect(loops).toEqual([]);
  });

  it('no feature imports another feature', () => {
    const offending = graph.edges
      .filter(
        (edge) =>
          isUnder(edge.from, 'features') &&
          featureOf(edge.to) !== null &&
          featureOf(edge.to) !== featureOf(edge.from),
      )
      .map(describeEdge);
    expect(offending).toEqual([]);
  });

  it('src/entities and src/ui import no feature, and src/ui no entity', () => {
    const offending = graph.edges
      .filter(
        (edge) =>
          (isUnder(edge.from, 'src/entities', 'src/ui') && isUnder(edge.to, 'features')) ||
          (isUnder(edge.from, 'src/ui') && isUnder(edge.to, 'src/entities')),
      )
      .map(describeEdge);
    expect(offending).toEqual([]);
  });

  // The listener registry is the one allowed loop, as in the Redux essentials app: the
  // store imports every feature's listeners, and they import the store's types back.
  it('the client has no import loop but the type-only listener registry', () => {
    const client = ['features', 'src', 'store'] as const;
    const loops = findCycles(
      graph,
      (edge) =>
        isUnder(edge.from, ...client) &&
        isUnder(edge.to, ...client) &&
        !(edge.typeOnly && isUnder(edge.to, 'store')),
    ).map((loop) => loop.edges.map(describeEdge));
    expect(loops).toEqual([]);
  });
});
