import type { Plugin } from 'vite';
import { rewriteModule } from './rewriteModule';

/** Chakra's system module, where the global stylesheet is computed. */
const SYSTEM_MODULE = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const EXPOSED = /\n(\s*)_global,\n/;

/**
 * The Vite plugin that makes Chakra compute its global stylesheet (the reset, the global
 * styles and every token's CSS variable) when it is first read, instead of inside
 * `createSystem`. That stylesheet is a third of a phone's time creating the system, and a
 * prerendered page already carries it in its HTML: the app's provider then never reads it
 * (src/theme/ChakraSystemProvider.tsx). Nothing else changes: whoever reads `_global`
 * gets the same array. A Chakra version whose module reads otherwise fails the build here,
 * rather than silently losing the saving.
 */
export function chakraLazyGlobal(): Plugin {
  return rewriteModule({
    name: 'ugc-desk:chakra-lazy-global',
    file: 'server/build/chakraLazyGlobal.ts',
    matches: (id) => SYSTEM_MODULE.test(id),
    fits: (code) => code.includes(EAGER) && EXPOSED.test(code),
    rewrite: (code) =>
      code
        .replace(
          EAGER,
          'let _globalSheet;\n  const _lazyGlobal = () => (_globalSheet ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(
          EXPOSED,
          (_match, indent: string) => `\n${indent}get _global() { return _lazyGlobal(); },\n`,
        ),
  });
}
