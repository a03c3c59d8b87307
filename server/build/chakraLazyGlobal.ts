import type { Plugin } from 'vite';

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
  return {
    name: 'ugc-desk:chakra-lazy-global',
    apply: 'build',
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id)) return null;
      if (!code.includes(EAGER) || !EXPOSED.test(code)) {
        throw new Error(
          `${id} no longer computes _global as server/build/chakraLazyGlobal.ts expects: update the plugin`,
        );
      }
      const lazy = code
        .replace(
          EAGER,
          'let _globalSheet;\n  const _lazyGlobal = () => (_globalSheet ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
        )
        .replace(
          EXPOSED,
          (_match, indent: string) => `\n${indent}get _global() { return _lazyGlobal(); },\n`,
        );
      return { code: lazy, map: null };
    },
  };
}
