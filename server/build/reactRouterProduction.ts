import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = '/react-router/dist/development/';
const PRODUCTION_BUILD = '/react-router/dist/production/';

/**
 * The file of React Router's production build for a file of its development build (any
 * other id is returned as it is). A version that no longer ships both fails the build here,
 * rather than silently shipping the development build again.
 */
export function reactRouterProductionFile(id: string, exists = existsSync): string {
  if (!id.includes(DEVELOPMENT_BUILD)) return id;
  const production = id.replace(DEVELOPMENT_BUILD, PRODUCTION_BUILD);
  if (!exists(production)) {
    throw new Error(
      `${production} does not exist: update server/build/reactRouterProduction.ts for this React Router`,
    );
  }
  return production;
}

/**
 * The Vite plugin that builds the app with React Router's production build. Its package
 * exports name the development build whatever the mode (a stopgap upstream, meant to be
 * temporary), so its development warnings shipped, and ran, in production; the
 * production build beside it is the same code with them off (ENABLE_DEV_WARNINGS), which the
 * bundler then drops.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'ugc-desk:react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: reactRouterProductionFile(resolved.id) };
    },
  };
}
