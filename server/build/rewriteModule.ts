import type { Plugin } from 'vite';

/**
 * A build-only Vite plugin that rewrites one module of a library. A version of the library
 * whose module no longer `fits` the rewrite fails the build, naming the plugin's file,
 * rather than silently shipping the library's own code again.
 */
export function rewriteModule(plugin: {
  name: string;
  /** The plugin's file, named in the build's error. */
  file: string;
  matches: (id: string) => boolean;
  fits: (code: string) => boolean;
  rewrite: (code: string) => string;
}): Plugin {
  return {
    name: plugin.name,
    apply: 'build',
    transform(code, id) {
      if (!plugin.matches(id)) return null;
      if (!plugin.fits(code)) {
        throw new Error(`${id} no longer reads as ${plugin.file} expects: update the plugin`);
      }
      return { code: plugin.rewrite(code), map: null };
    },
  };
}
