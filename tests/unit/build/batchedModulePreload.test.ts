import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedModulePreload } from '@/server/build/batchedModulePreload';

type Transform = (code: string, id: string) => { code: string } | null;

const HELPER_ID = '\0vite/preload-helper.js';

/** Runs the plugin's transform the way Vite does for one module. */
function transform(code: string, id = HELPER_ID): string | null {
  const hook = batchedModulePreload().transform as unknown as Transform;
  return hook.call({}, code, id)?.code ?? null;
}

/** A stand-in for Vite's helper, shaped as the plugin expects: one link per dependency. */
const STAND_IN = `return function preload(baseModule, deps) {
  for (const dep of deps) {
    const isCss = dep.endsWith('.css');
    const link = { href: dep, rel: isCss ? 'stylesheet' : 'modulepreload' };
    document.head.appendChild(link);
  }
  return baseModule();
};`;

type Preload = (baseModule: () => string, deps: string[]) => string;

afterEach(() => {
  vi.useRealTimers();
});

describe('batchedModulePreload (a dynamic import adds its preloads a few per task)', () => {
  it('imports at once, then adds three links per task, style sheets at once', () => {
    vi.useFakeTimers();
    const added: string[] = [];
    const document = { head: { appendChild: (link: { href: string }) => added.push(link.href) } };
    const preload = new Function('document', 'setTimeout', transform(STAND_IN)!)(
      document,
      setTimeout,
    ) as Preload;

    const imported = vi.fn(() => 'module');
    const deps = ['a.js', 'b.js', 'c.js', 'd.css', 'e.js', 'f.js', 'g.js'];
    expect(preload(imported, deps)).toBe('module');
    expect(imported).toHaveBeenCalledTimes(1);
    expect(added).toEqual(['d.css']);

    vi.advanceTimersToNextTimer();
    expect(added).toEqual(['d.css', 'a.js', 'b.js', 'c.js']);
    vi.advanceTimersToNextTimer();
    expect(added).toEqual(['d.css', 'a.js', 'b.js', 'c.js', 'e.js', 'f.js', 'g.js']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('leaves other modules alone, and fails the build on a helper it no longer matches', () => {
    expect(transform('export const x = 1;', '/project/src/x.ts')).toBeNull();
    expect(() => transform('export function preload() {}')).toThrow(/update the plugin/);
  });

  it("rewrites the installed Vite's helper in a real build", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'preload-plugin-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<script type="module" src="./main.js"></script>');
      writeFileSync(join(dir, 'main.js'), "import('./screen.js').then((m) => m.show());");
      writeFileSync(
        join(dir, 'screen.js'),
        "import { part } from './part.js'; export const show = () => part;",
      );
      writeFileSync(join(dir, 'part.js'), "export const part = 'part';");
      const output = (await build({
        configFile: false,
        root: dir,
        logLevel: 'silent',
        plugins: [batchedModulePreload()],
        build: { write: false, minify: false, modulePreload: { polyfill: false } },
      })) as Rollup.RollupOutput;
      const code = output.output
        .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
        .map((chunk) => chunk.code)
        .join('\n');
      expect(code).toContain('queuePreload(link)');
      expect(code).toContain('preloadQueue.splice(0, 3)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});
