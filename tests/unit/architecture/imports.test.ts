import { describe, expect, it } from 'vitest';
import { describeEdge, findCycles, isUnder, readImportGraph } from './importGraph';

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
});
