import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraLazyGlobal } from '@/server/build/chakraLazyGlobal';

type Transform = (code: string, id: string) => { code: string } | null;

const ID = '/project/node_modules/@chakra-ui/react/dist/esm/styled-system/system.js';

/** Runs the plugin's transform the way Vite does for one module. */
function transform(code: string, id = ID): string | null {
  const hook = chakraLazyGlobal().transform as unknown as Transform;
  return hook.call({}, code, id)?.code ?? null;
}

/** A stand-in for Chakra's module, shaped as the plugin expects, counting the sheet's builds. */
const STAND_IN = `function createSystem() {
  let builds = 0;
  function getPreflightCss() { builds += 1; return 'reset'; }
  function getGlobalCss() { return 'global'; }
  function getTokenCss() { return 'tokens'; }
  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];
  return {
    $$chakra: true,
    _global,
    builds: () => builds
  };
}
return createSystem();`;

interface StandIn {
  _global: string[];
  builds(): number;
}

describe('chakraLazyGlobal (the global sheet computed when first read)', () => {
  it('builds the sheet on its first read, once, with the same content', () => {
    const eager = new Function(STAND_IN)() as StandIn;
    expect(eager.builds()).toBe(1);

    const lazy = new Function(transform(STAND_IN)!)() as StandIn;
    expect(lazy.builds()).toBe(0);
    expect(lazy._global).toEqual(eager._global);
    expect(lazy._global).toBe(lazy._global);
    expect(lazy.builds()).toBe(1);
  });

  it("finds what it rewrites in the installed Chakra's module", () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('@chakra-ui/react/package.json'));
    const code = readFileSync(join(root, 'dist/esm/styled-system/system.js'), 'utf8');
    const output = transform(code)!;
    expect(output).toContain('get _global()');
    expect(output).not.toContain('const _global = [');
  });

  it('leaves other modules alone, and fails the build on a module it no longer matches', () => {
    expect(transform('export const x = 1;', '/project/src/x.ts')).toBeNull();
    expect(() => transform('const _global = computeAll();')).toThrow(/update the plugin/);
  });
});
