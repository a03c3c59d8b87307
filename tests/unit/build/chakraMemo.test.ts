import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { chakraMemo } from '@/server/build/chakraMemo';

type Transform = (code: string, id: string) => { code: string } | null;
type Memo = <Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
) => (...args: Args) => Result;

const ID = '/project/node_modules/@chakra-ui/react/dist/esm/utils/memo.js';

/** Runs the plugin's transform the way Vite does for one module. */
function transform(code: string, id = ID): string | null {
  const hook = chakraMemo().transform as unknown as Transform;
  return hook.call({}, code, id)?.code ?? null;
}

/** The installed Chakra's memo module, as it ships and as the build rewrites it. */
const require = createRequire(import.meta.url);
const ORIGINAL = readFileSync(
  join(dirname(require.resolve('@chakra-ui/react/package.json')), 'dist/esm/utils/memo.js'),
  'utf8',
);
const load = (code: string) =>
  new Function(code.replace(/export \{ memo \};\s*$/, 'return memo;'))() as Memo;

describe('chakraMemo (Chakra memoises with a cheaper cache)', () => {
  it("answers every call as Chakra's own memo does", () => {
    const shipped = load(ORIGINAL);
    const rewritten = load(transform(ORIGINAL)!);
    const calls: unknown[][] = [
      ['color'],
      ['px', '4'],
      [{ base: 'sm', md: 'lg' }],
      [{ md: 'lg', base: 'sm' }],
      [['a', 1, true]],
      [null],
      [undefined],
      [3],
      ['a', 'b', 'c'],
    ];
    const describeCall = (...args: unknown[]) => JSON.stringify(args);
    const a = shipped(describeCall);
    const b = rewritten(describeCall);
    for (const args of calls) expect(b(...args)).toEqual(a(...args));
  });

  it('computes once per key: a string, equal objects in any key order, two arguments', () => {
    const memo = load(transform(ORIGINAL)!);
    const fn = vi.fn((...args: unknown[]) => args.length);
    const get = memo(fn);
    get('color');
    get('color');
    get({ base: 1, md: 2 });
    get({ md: 2, base: 1 });
    get('px', 4);
    get('px', 4);
    expect(fn).toHaveBeenCalledTimes(3);
    // A string and the same text as a number are different keys, as in Chakra's.
    get(4);
    get('4');
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it('keeps at most two generations of 500 entries', () => {
    const memo = load(transform(ORIGINAL)!);
    const fn = vi.fn((key: string) => key.length);
    const get = memo(fn);
    for (let index = 0; index < 1001; index += 1) get(`key-${index}`);
    expect(fn).toHaveBeenCalledTimes(1001);
    get('key-1000');
    get('key-600');
    expect(fn).toHaveBeenCalledTimes(1001);
    // Two generations later the first keys are gone and computed again.
    for (let index = 1001; index < 1600; index += 1) get(`key-${index}`);
    get('key-0');
    expect(fn).toHaveBeenCalledTimes(1601);
  });

  it('leaves other modules alone, and fails the build on a module it no longer matches', () => {
    expect(transform('export const x = 1;', '/project/src/x.ts')).toBeNull();
    expect(() => transform('const memo = (fn) => fn; export { memo };')).toThrow(
      /update the plugin/,
    );
  });
});
